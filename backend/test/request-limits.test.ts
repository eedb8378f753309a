// PocketBase's own body limits (pb_hooks/request-limits.pb.js and the routes' own): 1 MB on every
// route that sets none, what the portal's routes take on theirs. The records routes are held to
// what each stores by the apps' servers in front of PocketBase (shared/federation/request-limits.ts,
// tested end to end in e2e/tests/request-limits.spec.ts).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { postOfSize as post } from '../scripts/post-of-size.mjs';
import { startPocketBase } from '../scripts/runner.mjs';
import { signIn } from './actors.ts';

const MB = 1024 * 1024;
const url = () => inject('pbUrl');

/** The resident memory of a process, in MB. */
function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'))!;
  return Number(line.replace(/\D+/g, '')) / 1024;
}

describe("PocketBase's own body limits", () => {
  it("the portal routes take what they store: an answer 8 KB (an essay's 1,000 characters), a mark 4 KB, a child 4 KB, a sign-up 4 KB, a quiz start none", async () => {
    const student = await signIn('studentA');
    const parent = await signIn('parentA');
    expect((await post(url(), '/api/quiz/attempts/anything/answer', 9 * 1024, { headers: { authorization: student.authStore.token } })).status).toBe(413);
    expect((await post(url(), '/api/quiz/attempts/anything/answer', 7 * 1024, { headers: { authorization: student.authStore.token } })).status).not.toBe(413);
    expect((await post(url(), '/api/results/anything/mark', 5 * 1024, { headers: { authorization: parent.authStore.token } })).status).toBe(413);
    expect((await post(url(), '/api/quiz/assignmaths0001/start', 2 * 1024, { headers: { authorization: student.authStore.token } })).status).toBe(413);
    expect((await post(url(), '/api/children', 5 * 1024, { headers: { authorization: parent.authStore.token } })).status).toBe(413);
    expect((await post(url(), '/api/sign-up', 5 * 1024)).status).toBe(413);
    // Within its limit the route answers about its content instead.
    expect((await post(url(), '/api/children', 3 * 1024, { headers: { authorization: parent.authStore.token } })).status).toBe(400);
  });

  it('every other route reads at most 1 MB (it was 32 MB): a sign-in, a realtime subscription', async () => {
    for (const path of ['/api/collections/parents/auth-with-password', '/api/realtime']) {
      expect((await post(url(), path, 2 * MB)).status).toBe(413);
    }
    // Without a Content-Length, the body is cut off at the limit as it is read.
    expect((await post(url(), '/api/collections/parents/auth-with-password', 2 * MB, { chunked: true })).status).toBe(413);
  });
});

describe('20 oversized bodies at once on a route without a limit of its own', () => {
  let server: Awaited<ReturnType<typeof startPocketBase>>;
  let dataDir = '';
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'request-limits-pb-'));
    server = await startPocketBase({ dataDir, quiet: true, testing: true });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // PocketBase idles at about 40 MB here; with its default 32 MB limit, 20 sign-ins of 90 MB took it past a gigabyte.
  const CEILING_MB = 200;

  it(`leave PocketBase under ${CEILING_MB} MB, each refused with 413`, async () => {
    let peak = residentMb(server.pid);
    const sampler = setInterval(() => (peak = Math.max(peak, residentMb(server.pid))), 20);
    let statuses: number[];
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => post(server.url, '/api/collections/parents/auth-with-password', 90 * MB, { chunked: i % 2 === 1 })),
      );
      statuses = answers.map((answer) => answer.status);
    } finally {
      clearInterval(sampler);
    }
    expect(peak).toBeLessThan(CEILING_MB);
    expect(statuses).toEqual(Array.from({ length: 20 }, () => 413));
  }, 60_000);
});
