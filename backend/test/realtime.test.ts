// Realtime that costs nothing: PocketBase checks every subscription of every connection against every
// record a write saves, so a connection holds only what the bell listens to (shared/src/domain/realtime.ts),
// a guest nothing, an account a few connections and a network a few that have not signed in. Each client
// is its own X-Forwarded-For address, which this PocketBase trusts as the portal's proxies make it, so
// this file starts its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase from 'pocketbase';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_LIMITS, REALTIME_MESSAGES } from '../../shared/src/domain/index.ts';
import { startPocketBase } from '../scripts/runner.mjs';
import { signUp } from './actors.ts';

type Server = Awaited<ReturnType<typeof startPocketBase>>;
type ChildResponse = { student: { id: string; student_id: string }; accessCode: string };

const BELL = ['notifications/*', 'PB_CONNECT'];

let pb: Server;
let dataDir: string;
let parent: PocketBase;
let child: PocketBase;
let childId: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'backend-realtime-'));
  pb = await startPocketBase({ dataDir, quiet: true, testing: true, env: { TRUSTED_PROXY_HEADER: 'X-Forwarded-For' } });
  parent = new PocketBase(pb.url);
  parent.autoCancellation(false);
  await signUp(parent, { email: 'live@test.local', password: 'Live1234!', passwordConfirm: 'Live1234!', name: 'Live' });
  await parent.collection('parents').authWithPassword('live@test.local', 'Live1234!');
  const added = await parent.send<ChildResponse>('/api/children', { method: 'POST', body: { name: 'Lee', grade: 'Grade 2' } });
  childId = added.student.id;
  child = new PocketBase(pb.url);
  child.autoCancellation(false);
  await child.collection('students').authWithPassword(added.student.student_id, added.accessCode);
});

afterAll(async () => {
  await pb?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Connection {
  clientId: string;
  /** The events it has heard so far, by name, with their data. */
  heard: Array<{ event: string; data: string; id: string }>;
  ended: Promise<void>;
  close: () => void;
}

const open: Connection[] = [];
afterEach(() => {
  for (const connection of open.splice(0)) connection.close();
});

/** A realtime connection from `address`, as an EventSource opens it; when refused, what it was told. */
async function connect(address: string): Promise<Connection | { refused: string }> {
  const stop = new AbortController();
  const response = await fetch(`${pb.url}/api/realtime`, { headers: { 'X-Forwarded-For': address }, signal: stop.signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const heard: Connection['heard'] = [];
  let text = '';
  /** Reads what has arrived into `heard`; true once the stream has ended. */
  const readMore = async () => {
    const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
    if (done) return true;
    text += decoder.decode(value, { stream: true });
    for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
      const block = text.slice(0, end);
      text = text.slice(end + 2);
      const field = (name: string) =>
        block
          .split('\n')
          .find((line) => line.startsWith(`${name}:`))
          ?.slice(name.length + 1) ?? '';
      heard.push({ event: field('event'), data: field('data'), id: field('id') });
    }
    return false;
  };
  let ended = false;
  while (!ended && !heard.some((h) => h.event === 'PB_CONNECT')) ended = await readMore();
  const clientId = heard.find((h) => h.event === 'PB_CONNECT')?.id ?? '';
  const reading = (async () => {
    while (!ended) ended = await readMore();
  })();
  if (!clientId) return { refused: heard.map((h) => h.data).join(' ') };
  const connection = { clientId, heard, ended: reading, close: () => stop.abort() };
  open.push(connection);
  return connection;
}

async function connected(address: string): Promise<Connection> {
  const connection = await connect(address);
  if ('refused' in connection) throw new Error(`Not connected: ${connection.refused}`);
  return connection;
}

/** Asks for subscriptions on a connection, as the SDK does; the status and the words of the answer. */
async function subscribe(connection: Connection, subscriptions: string[], address: string, token = '') {
  const response = await fetch(`${pb.url}/api/realtime`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Forwarded-For': address, ...(token ? { authorization: token } : {}) },
    body: JSON.stringify({ clientId: connection.clientId, subscriptions }),
  });
  const body = response.status === 204 ? {} : ((await response.json()) as { message?: string });
  return { status: response.status, message: body.message ?? '' };
}

/** Waits until `check` holds (the server's events arrive on their own time), at most 5 s. */
async function eventually(check: () => boolean | Promise<boolean>) {
  for (let waited = 0; waited < 5000; waited += 50) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/** Whether the server ends the connection within 5 s. */
const endsSoon = (connection: Connection) =>
  Promise.race([connection.ended.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000))]);

const newAssignment = (title: string) =>
  parent.collection('assignments').create({
    title,
    question_sets: ['setbasicmath001'],
    timeLimit: 30,
    status: 'active',
    created_by: parent.authStore.record?.id,
    assigned_students: [childId],
  });

describe('realtime: only what the bell listens to', () => {
  it("a child hears of a new assignment through the bell's subscription", async () => {
    const listening = await connected('203.0.113.1');
    expect(await subscribe(listening, BELL, '203.0.113.1', child.authStore.token)).toEqual({ status: 204, message: '' });
    await newAssignment('Heard live');
    expect(await eventually(() => listening.heard.some((h) => h.event === 'notifications/*' && h.data.includes('Heard live')))).toBe(true);
  });

  it('someone not signed in is refused any subscription in words, and the connection ends', async () => {
    const guest = await connected('203.0.113.2');
    expect(await subscribe(guest, BELL, '203.0.113.2')).toEqual({ status: 401, message: `${REALTIME_MESSAGES.signIn}.` });
    expect(await endsSoon(guest)).toBe(true);
  });

  it('another collection, a filter of its own, a record or too many subscriptions are refused in words', async () => {
    const filtered = `notifications/*?options=${encodeURIComponent(JSON.stringify({ query: { filter: 'id != "x"' } }))}`;
    for (const subscriptions of [['assignments/*'], [filtered], ['results/abc123'], ['@oauth2']]) {
      const connection = await connected('203.0.113.3');
      expect(await subscribe(connection, subscriptions, '203.0.113.3', parent.authStore.token)).toEqual({
        status: 400,
        message: `${REALTIME_MESSAGES.topic}.`,
      });
      expect(await endsSoon(connection)).toBe(true);
    }
    const many = await connected('203.0.113.3');
    const thousand = Array.from(
      { length: 1000 },
      (_, i) => `notifications/*?options=${encodeURIComponent(JSON.stringify({ query: { filter: `id != "${i}"` } }))}`,
    );
    expect(await subscribe(many, thousand, '203.0.113.3', parent.authStore.token)).toEqual({
      status: 400,
      message: `${REALTIME_MESSAGES.tooMany}.`,
    });
  });

  it(`an account listens on at most ${REALTIME_LIMITS.connectionsPerAccount} connections, from any network; a closed one frees its place`, async () => {
    const places = [];
    for (let i = 0; i < REALTIME_LIMITS.connectionsPerAccount; i += 1) {
      const connection = await connected(`203.0.113.${10 + i}`);
      expect((await subscribe(connection, BELL, `203.0.113.${10 + i}`, parent.authStore.token)).status).toBe(204);
      places.push(connection);
    }
    const another = await connected('198.51.100.7');
    expect(await subscribe(another, BELL, '198.51.100.7', parent.authStore.token)).toEqual({
      status: 429,
      message: `${REALTIME_MESSAGES.account}.`,
    });
    expect(await endsSoon(another)).toBe(true);
    // The child's own connection is another account's.
    const sibling = await connected('198.51.100.7');
    expect((await subscribe(sibling, BELL, '198.51.100.7', child.authStore.token)).status).toBe(204);
    places[0]!.close();
    expect(
      await eventually(
        async () => (await subscribe(await connected('198.51.100.8'), BELL, '198.51.100.8', parent.authStore.token)).status === 204,
      ),
    ).toBe(true);
  });

  it(`an account's connections asking at once still get ${REALTIME_LIMITS.connectionsPerAccount} places, no more`, async () => {
    const connections = await Promise.all(Array.from({ length: 40 }, (_, i) => connected(`198.18.0.${i + 1}`)));
    const answers = await Promise.all(
      connections.map((connection, i) => subscribe(connection, BELL, `198.18.0.${i + 1}`, parent.authStore.token)),
    );
    expect(answers.filter((answer) => answer.status === 204)).toHaveLength(REALTIME_LIMITS.connectionsPerAccount);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(40 - REALTIME_LIMITS.connectionsPerAccount);
  });

  it(`a network holds at most ${REALTIME_LIMITS.waitingConnectionsPerNetwork} connections that have not signed in; another network is not held by them`, async () => {
    const waiting = [];
    for (let i = 0; i < REALTIME_LIMITS.waitingConnectionsPerNetwork; i += 1) waiting.push(await connected('192.0.2.50'));
    const refused = await connect('192.0.2.50');
    expect(refused).toEqual({ refused: expect.stringContaining(REALTIME_MESSAGES.network) });
    expect('clientId' in (await connect('192.0.2.51'))).toBe(true);
    // A connection that signs in (its first subscription) no longer waits: its place is free.
    expect((await subscribe(waiting[0]!, BELL, '192.0.2.50', child.authStore.token)).status).toBe(204);
    expect('clientId' in (await connect('192.0.2.50'))).toBe(true);
  });

  it('a superuser (the dashboard) subscribes to what it needs', async () => {
    const admin = new PocketBase(pb.url);
    await admin.collection('_superusers').authWithPassword(pb.superuser.email, pb.superuser.password);
    const connection = await connected('203.0.113.99');
    expect((await subscribe(connection, ['assignments/*', 'results/*'], '203.0.113.99', admin.authStore.token)).status).toBe(204);
  });
});
