import { expect, test } from '@playwright/test';
import { postOfSize } from 'backend/post-of-size';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backendPort, origins } from '../support/environment.ts';

// The apps' servers refuse a body larger than its route stores before it is read or passed on
// (shared/federation/request-limits.ts): 20 bodies of 90 MB at once leave PocketBase's memory as it
// was. Gigabytes sent, so after the gate (`pnpm test:heavy`); request-limits.spec.ts holds the rest.

const MB = 1024 * 1024;

/** The resident memory of the end-to-end PocketBase (e2e/scripts/backend.mjs writes its pid), in MB. */
function pocketBaseMb(): number {
  const pid = readFileSync(join(tmpdir(), `mcq-e2e-pb-${backendPort}.pid`), 'utf8').trim();
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))!;
  return Number(line.replace(/\D+/g, '')) / 1024;
}

// PocketBase idles at about 60 MB when it starts, and keeps what the heavy imports before this test
// took (600 MB seen): what counts is how much it grows while 1.8 GB are sent.
const GROWTH_MB = 150;

test('20 bodies of 90 MB at once, through the shell and a remote, are refused before PocketBase reads them', async () => {
  test.setTimeout(120_000);
  const idle = pocketBaseMb();
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, pocketBaseMb())), 20);
  let answers: Array<{ status: number; body: string }>;
  try {
    answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postOfSize(i % 2 ? origins.creator_app : origins.shell, '/api/collections/questions/records', 90 * MB, {
          // Half of them claim a session: a made-up one buys nothing.
          headers: i % 4 === 1 ? { authorization: 'made-up' } : {},
        }),
      ),
    );
  } finally {
    clearInterval(sampler);
  }
  expect(peak - idle).toBeLessThan(GROWTH_MB);
  expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 413));
  expect(JSON.parse(answers[0]!.body).message).toBe('This is too large to send: at most 16 KB can be sent here.');
  expect(JSON.parse(answers[1]!.body).message).toBe('This is too large to send: at most 128 KB can be sent here.');
});
