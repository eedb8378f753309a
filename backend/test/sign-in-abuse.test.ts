// Sign-in guessing costs the one who guesses, not the child: the lockout counts per account and
// client network, with a ceiling per account that spares the networks the account was used from.
// Each client is a different X-Forwarded-For address, which this PocketBase trusts as the portal's
// proxies make it (TRUSTED_PROXY_HEADER), so this file starts its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPocketBase } from '../scripts/runner.mjs';
import { clientNetwork } from '../src/client-network.ts';
import { CONSENT, signUp } from './actors.ts';

type Server = Awaited<ReturnType<typeof startPocketBase>>;
type ChildResponse = { student: { id: string; student_id: string }; accessCode: string };

const LOCKED = 'Too many wrong passwords or access codes in a row. This account is locked for 15 minutes; please try again later.';
/** A wrong code not tried before: the same wrong code again is no new guess (identities.test.ts). */
let guessed = 100;
const wrong = () => `wrong-code-${(guessed += 1)}`;

let pb: Server;
let dataDir: string;
let parent: PocketBase;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'backend-sign-in-'));
  // `testing`: bcrypt at its cheapest cost and PocketBase's per-address rate limits out of the way;
  // what is measured here is the lockout.
  pb = await startPocketBase({
    dataDir,
    quiet: true,
    seed: false,
    demo: false,
    testing: true,
    env: { TRUSTED_PROXY_HEADER: 'X-Forwarded-For' },
  });
  parent = new PocketBase(pb.url);
  parent.autoCancellation(false);
  await signUp(parent, { email: 'family@test.local', password: 'Family123!', passwordConfirm: 'Family123!', name: 'Family' });
  await parent.collection('parents').authWithPassword('family@test.local', 'Family123!');
});

afterAll(async () => {
  await pb?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function admin(): Promise<PocketBase> {
  const client = new PocketBase(pb.url);
  client.autoCancellation(false);
  await client.collection('_superusers').authWithPassword(pb.superuser.email, pb.superuser.password);
  return client;
}

const addChild = (name: string) => parent.send<ChildResponse>('/api/children', { method: 'POST', body: { name, grade: 'Grade 2' } });

/** One sign-in from `address`, as the answer a stranger reads. */
async function signIn(identity: string, password: string, address: string, collection = 'students') {
  const response = await fetch(`${pb.url}/api/collections/${collection}/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify({ identity, password }),
  });
  const body = (await response.json()) as { message?: string };
  return { status: response.status, message: body.message };
}

/** `tries` wrong codes from each of `networks`, one network after the other. */
async function guess(identity: string, networks: string[], tries: number) {
  const answers = [];
  for (const network of networks) for (let i = 0; i < tries; i += 1) answers.push(await signIn(identity, wrong(), network));
  return answers;
}

const networks = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}.${i + 1}`);

describe('sign-in lockout per account and network', () => {
  it('one network guessing a code is stopped after 10 tries; the child signs in from another network all the same', async () => {
    const { student, accessCode } = await addChild('Guessed Kid');
    const answers = await guess(student.student_id, ['203.0.113.66'], 10);
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 10 }, () => 400));
    // the guesser is stopped, even with the right code
    expect(await signIn(student.student_id, accessCode, '203.0.113.66')).toEqual({ status: 429, message: LOCKED });
    expect((await signIn(student.student_id, accessCode, '198.51.100.7')).status).toBe(200);
    // the child's success does not lift the guesser's lock
    expect(await signIn(student.student_id, accessCode, '203.0.113.66')).toEqual({ status: 429, message: LOCKED });
  });

  it('a parent email: a stranger locks only their own network out', async () => {
    await signUp(new PocketBase(pb.url), { email: 'target@test.local', password: 'Target123!', passwordConfirm: 'Target123!', name: 'T' });
    for (let i = 0; i < 10; i += 1) expect((await signIn('target@test.local', 'not-it', '203.0.113.80', 'parents')).status).toBe(400);
    expect((await signIn('target@test.local', 'Target123!', '203.0.113.80', 'parents')).status).toBe(429);
    expect((await signIn('target@test.local', 'Target123!', '192.0.2.200', 'parents')).status).toBe(200);
  });

  it('all addresses of one IPv6 /64 are one network; the next /64 is another', async () => {
    const { student, accessCode } = await addChild('IPv6 Kid');
    const sameNetwork = Array.from({ length: 10 }, (_, i) => `2001:db8:1:2::${(i + 1).toString(16)}`);
    for (const address of sameNetwork) expect((await signIn(student.student_id, wrong(), address)).status).toBe(400);
    expect((await signIn(student.student_id, accessCode, '2001:db8:1:2:ffff::1')).status).toBe(429);
    expect((await signIn(student.student_id, accessCode, '2001:db8:1:3::1')).status).toBe(200);
  });

  it('many networks together get at most 30 guesses; the account stays open where the child signed in before, and a made-up ID answers alike', async () => {
    const { student, accessCode } = await addChild('Botnet Target');
    const home = '198.51.100.44';
    expect((await signIn(student.student_id, accessCode, home)).status).toBe(200);
    const madeUp = 'STU2345678';

    // 5 networks, 6 wrong codes each, each under its own limit of 10: 30 for the account.
    const botnet = networks('10.9.8', 5);
    const [real, unknown] = [await guess(student.student_id, botnet, 6), await guess(madeUp, botnet, 6)];
    expect(unknown).toEqual(real);
    expect(real.every((a) => a.status === 400)).toBe(true);

    // the ceiling stops a new network, even with the right code, for a real and a made-up ID alike
    expect(await signIn(student.student_id, accessCode, '10.9.9.1')).toEqual({ status: 429, message: LOCKED });
    expect(await signIn(madeUp, wrong(), '10.9.9.1')).toEqual({ status: 429, message: LOCKED });
    // the child at home is not locked out; the home network keeps its own limit of 10
    expect((await signIn(student.student_id, accessCode, home)).status).toBe(200);
  });

  it('60 wrong codes sent at once from 20 networks: at most 30 are checked', async () => {
    const { student, accessCode } = await addChild('Burst Target');
    const burst = networks('10.6.6', 20).flatMap((network) => [network, network, network]);
    const answers = await Promise.all(burst.map((network) => signIn(student.student_id, wrong(), network)));
    expect(answers.filter((a) => a.status === 400).length).toBeLessThanOrEqual(30);
    expect(answers.every((a) => a.status === 400 || a.status === 429)).toBe(true);
    expect((await signIn(student.student_id, accessCode, '10.6.7.1')).status).toBe(429);
  });

  it("a parent's new access code lifts a lock of the whole account at once", async () => {
    const { student } = await addChild('Reset Target');
    await guess(student.student_id, networks('10.7.7', 5), 6);
    expect((await signIn(student.student_id, wrong(), '10.7.8.1')).status).toBe(429);
    const reset = await parent.send<ChildResponse>(`/api/children/${student.id}/access-code`, { method: 'POST' });
    expect((await signIn(student.student_id, reset.accessCode, '10.7.8.1')).status).toBe(200);
  });

  it('keeps known networks as hashes, and the purge drops stale counts and networks', async () => {
    const { student, accessCode } = await addChild('Purged Kid');
    expect((await signIn(student.student_id, accessCode, '192.0.2.55')).status).toBe(200);
    await guess('STU9999999', ['192.0.2.56'], 1);
    const client = await admin();
    const identity = student.student_id.toLowerCase();
    const known = await client.collection('auth_known_networks').getFullList({ filter: client.filter('identity = {:i}', { i: identity }) });
    expect(known).toHaveLength(1);
    expect(JSON.stringify(known)).not.toContain('192.0.2.55');
    // superusers only, as auth_lockouts
    expect(
      await parent
        .collection('auth_known_networks')
        .getFullList()
        .catch((error: { status: number }) => error.status),
    ).toBe(403);
    const counts = await client.collection('auth_lockouts').getFullList({ filter: client.filter('identity = "stu9999999"') });
    expect(counts.map((row) => row['network']).toSorted()).toEqual(['', '192.0.2.56']);

    const past = new Date(Date.now() - 60_000).toISOString();
    for (const row of counts) await client.collection('auth_lockouts').update(row.id, { expires_at: past });
    await client.collection('auth_known_networks').update(known[0]!.id, { expires_at: past });
    await client.send('/api/crons/auth-lockouts-purge', { method: 'POST' });
    await expect
      .poll(async () => (await client.collection('auth_lockouts').getFullList({ filter: 'identity = "stu9999999"' })).length)
      .toBe(0);
    expect(
      await client.collection('auth_known_networks').getFullList({ filter: client.filter('identity = {:i}', { i: identity }) }),
    ).toEqual([]);
  });
});

describe('clientNetwork', () => {
  it('counts an IPv4 address as itself and an IPv6 address by its /64, however it is written', () => {
    expect(clientNetwork('192.0.2.7')).toBe('192.0.2.7');
    expect(clientNetwork('2001:db8:1:2::1')).toBe('2001:0db8:0001:0002::/64');
    expect(clientNetwork('2001:0db8:0001:0002:0000:0000:0000:0009')).toBe('2001:0db8:0001:0002::/64');
    expect(clientNetwork('0000:0000:0000:0000:0000:ffff:c000:0207')).toBe('192.0.2.7');
    expect(clientNetwork('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0000:0000:0000::/64');
    expect(clientNetwork('')).toBe('unknown');
  });
});

describe('sign-up per network', () => {
  // Its own PocketBase with the limits as shipped (not raised for testing).
  let shipped: Server;
  let shippedDir: string;

  beforeAll(async () => {
    shippedDir = mkdtempSync(join(tmpdir(), 'backend-sign-up-'));
    shipped = await startPocketBase({
      dataDir: shippedDir,
      quiet: true,
      seed: false,
      demo: false,
      env: { TRUSTED_PROXY_HEADER: 'X-Forwarded-For' },
    });
    // What is measured is the limit, not bcrypt: this throwaway server hashes cheaply.
    const client = new PocketBase(shipped.url);
    await client.collection('_superusers').authWithPassword(shipped.superuser.email, shipped.superuser.password);
    const parents = await client.collections.getOne('parents');
    await client.collections.update('parents', {
      fields: parents.fields.map((field: { name: string }) => (field.name === 'password' ? { ...field, cost: 4 } : field)),
    });
  });

  afterAll(async () => {
    await shipped?.stop();
    rmSync(shippedDir, { recursive: true, force: true });
  });

  async function signUpFrom(email: string, address: string) {
    const response = await fetch(`${shipped.url}/api/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Forwarded-For': address },
      body: JSON.stringify({ email, password: 'SignUp123!', passwordConfirm: 'SignUp123!', name: 'New Parent', ...CONSENT }),
    });
    return { status: response.status, body: (await response.json()) as { message?: string; data?: Record<string, { code: string }> } };
  }

  /** One sign-up inside /api/batch, its request naming an address of its own when `partHeaders` says so. */
  async function signUpInBatch(email: string, partHeaders?: Record<string, string>, from = '198.51.100.30') {
    const response = await fetch(`${shipped.url}/api/batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Forwarded-For': from },
      body: JSON.stringify({
        requests: [
          {
            method: 'POST',
            url: '/api/collections/parents/records',
            ...(partHeaders ? { headers: partHeaders } : {}),
            body: { email, password: 'SignUp123!', passwordConfirm: 'SignUp123!', name: 'Batch' },
          },
        ],
      }),
    });
    return { status: response.status, body: await response.json() };
  }

  it('10 sign-ups an hour per network, new email or taken alike, then the same refusal for both; other networks go on', async () => {
    expect((await signUpFrom('taken@test.local', '192.0.2.1')).status).toBe(200);
    const network = '198.51.100.20';
    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push(await signUpFrom(`new-${i}@test.local`, network), await signUpFrom('taken@test.local', network));
    }
    expect(answers.map((a) => a.status)).toEqual([200, 400, 200, 400, 200, 400, 200, 400, 200, 400]);
    expect(answers[1]!.body.data?.['email']?.code).toBe('validation_not_unique');

    const [fresh, taken] = [await signUpFrom('new-x@test.local', network), await signUpFrom('taken@test.local', network)];
    expect(fresh).toEqual(taken);
    expect(fresh.status).toBe(429);
    expect(fresh.body.message).toMatch(/^Too many sign-ups from your network\. Please try again in (60|59) minutes\.$/);

    expect((await signUpFrom('new-y@test.local', '198.51.100.21')).status).toBe(200);
  });

  it('refuses sign-up inside a batch, where each request could name its own address, before the email is looked at', async () => {
    expect((await signUpFrom('batch-taken@test.local', '192.0.2.2')).status).toBe(200);
    const [taken, fresh] = [await signUpInBatch('batch-taken@test.local'), await signUpInBatch('batch-new@test.local')];
    expect(taken).toEqual(fresh);
    expect(fresh.status).toBe(400);
    // The records API creates no parents: sign-up is its own route, which no batch can hold.
    expect(fresh.body.data.requests['0'].response.message).toBe('Only superusers can perform this action.');
    expect((await signUpFrom('batch-new@test.local', '198.51.100.30')).status).toBe(200);
  });

  it("refuses a batch whose requests carry headers of their own (an address each would be counted as another family's), before any of them runs", async () => {
    // Each from a network of its own: the batch route takes 3 a second from one.
    const parts: Record<string, string>[] = [{ 'X-Forwarded-For': '10.0.0.1' }, { 'x-real-ip': '10.0.0.2' }, { 'Accept-Language': 'en' }];
    for (const [n, partHeaders] of parts.entries()) {
      const refused = await signUpInBatch('batch-headers@test.local', partHeaders, `203.0.113.${n + 1}`);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ message: 'The requests of a batch cannot carry headers of their own.' });
      expect(refused.body.data?.requests).toBeUndefined();
    }
  });

  it('a signed-in parent cannot use email change to test emails: 3 requests an hour, then the same 429 for a taken and a free email', async () => {
    const me = new PocketBase(shipped.url);
    await signUp(
      me,
      { email: 'changer@test.local', password: 'Change123!', passwordConfirm: 'Change123!', name: 'C' },
      { headers: { 'X-Forwarded-For': '192.0.2.3' } },
    );
    await me.collection('parents').authWithPassword('changer@test.local', 'Change123!');
    const ask = async (newEmail: string) => {
      const response = await fetch(`${shipped.url}/api/account/email-change`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', Authorization: me.authStore.token, 'X-Forwarded-For': '198.51.100.40' },
        body: JSON.stringify({ newEmail }),
      });
      // The answer as a caller reads it: 204 and nothing, or a refusal.
      return { status: response.status, body: await response.text() };
    };
    expect((await signUpFrom('changer-taken@test.local', '192.0.2.4')).status).toBe(200);
    for (let i = 0; i < 3; i += 1) await ask(`free-${i}@test.local`);
    const [taken, free] = [await ask('changer-taken@test.local'), await ask('nobody-else@test.local')];
    expect(taken).toEqual(free);
    expect(free.status).toBe(429);
  });

  it('the addresses of one IPv6 /64 share one budget', async () => {
    for (let i = 1; i <= 10; i += 1) expect((await signUpFrom(`v6-${i}@test.local`, `2001:db8:5:5::${i.toString(16)}`)).status).toBe(200);
    expect((await signUpFrom('v6-11@test.local', '2001:db8:5:5:abcd::1')).status).toBe(429);
    expect((await signUpFrom('v6-12@test.local', '2001:db8:5:6::1')).status).toBe(200);
  });
});
