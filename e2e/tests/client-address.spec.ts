import { expect, test } from '@playwright/test';
import { behindTheApps, startPocketBase } from 'backend/runner';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase from 'pocketbase';
import { portOf } from 'shared/federation';
import { backendPort } from '../support/environment.ts';
import { startServer } from '../support/servers.ts';

// Through the portal's own /api every client used to reach PocketBase from the
// server's address, so one client's wrong sign-ins used up every family's budget. The shell's server
// now passes each client's address on, written over any X-Forwarded-For the client sends, and
// PocketBase (set up as `npm start` sets it) counts by it. The clients here are two addresses of this
// machine (127.0.0.7 and 127.0.0.8); the shell's server reaches PocketBase from 127.0.0.1. This
// PocketBase (rate limits as deployed) and its shell are the test's own.

const pbPort = backendPort + 70;
const shellPort = portOf('shell') + 70;

/** A wrong sign-in sent to the shell's /api from `from`, naming `forwardedFor` as the client's address; its status. */
function wrongSignIn(from: string, email: string, forwardedFor?: string): Promise<number> {
  const body = JSON.stringify({ identity: email, password: 'not-the-password' });
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port: shellPort,
        localAddress: from,
        method: 'POST',
        path: '/api/collections/parents/auth-with-password',
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
        },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

/** How many parent sign-ins an address may send a minute: the rule PocketBase applies to them. */
async function signInBudget(url: string, superuser: { email: string; password: string }): Promise<number> {
  const admin = new PocketBase(url);
  await admin.collection('_superusers').authWithPassword(superuser.email, superuser.password);
  const { rateLimits } = await admin.settings.getAll();
  const rules: Array<{ label: string; maxRequests: number }> = rateLimits.rules;
  // PocketBase's order: the collection's own labels, then the wildcard ones.
  const rule = ['parents:authWithPassword', 'parents:auth', '*:authWithPassword', '*:auth']
    .map((label) => rules.find((r) => r.label === label))
    .find(Boolean);
  if (!rule) throw new Error('No rate limit applies to parent sign-ins');
  return rule.maxRequests;
}

test("through the portal's /api each client has its own sign-in budget, and cannot choose its address", async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'mcq-e2e-address-pb-'));
  const pb = await startPocketBase({ dataDir, port: pbPort, seed: false, demo: false, quiet: true, env: await behindTheApps() });
  let shell: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    shell = await startServer('shell', `http://localhost:${shellPort}`, { SHELL_PORT: String(shellPort), POCKETBASE_URL: pb.url });
    const budget = await signInBudget(pb.url, pb.superuser);

    // One client spends its whole budget, each time claiming another address as its own.
    for (let i = 0; i < budget; i += 1) expect(await wrongSignIn('127.0.0.7', `guess${i}@test.local`, `198.51.100.${i}`)).toBe(400);
    expect(await wrongSignIn('127.0.0.7', 'one-more@test.local', '198.51.100.250')).toBe(429);
    // Nor does claiming the address of another family.
    expect(await wrongSignIn('127.0.0.7', 'theirs@test.local', '127.0.0.8')).toBe(429);

    // Another family signing in through the same portal is not locked out: a wrong password is a 400.
    expect(await wrongSignIn('127.0.0.8', 'family@test.local')).toBe(400);
  } finally {
    await shell?.stop();
    await pb.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
