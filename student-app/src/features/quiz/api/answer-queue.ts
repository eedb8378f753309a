import { entries, promisifyRequest, set, type UseStore } from 'idb-keyval';
import { sendApi, type AnswerBody } from 'shared/api';
import { accountUnsentAnswersDatabase, pb } from 'shared/session';
import { connectionMayBeBack, isUnreachable, statusOf } from './connection.ts';

/** A change kept on the device until the server has acknowledged it. */
export type Pending = AnswerBody & { attemptId: string; at: number };

/**
 * saved: the server holds every answer. saving: a change is on its way. offline: the server
 * cannot be reached; changes are kept on this device and sent when it can. closed: the server
 * takes no more changes (submitted, time up or exited); what it holds is what counts.
 */
export type SaveState = 'saved' | 'saving' | 'offline' | 'closed';

// In the child's own database (never one that every account on the device opens), one row per attempt
// and question, so that two tabs of the same quiz never overwrite each other's changes to different questions.
const STORE = 'pending-answers';

/**
 * idb-keyval's store over one database, which lets go of its connection when the database is wanted
 * elsewhere (Logout deleting a child's emptied database, another tab upgrading it) and opens it again
 * when next used.
 */
function createStore(databaseName: string, storeName: string): UseStore {
  let opened: Promise<IDBDatabase> | undefined;
  const open = () => {
    if (opened) return opened;
    const request = indexedDB.open(databaseName);
    request.addEventListener('upgradeneeded', () => request.result.createObjectStore(storeName));
    const opening = promisifyRequest(request).then((database) => {
      database.addEventListener('versionchange', () => {
        database.close();
        opened = undefined;
      });
      return database;
    });
    opened = opening;
    opening.catch(() => (opened = undefined));
    return opening;
  };
  return (mode, callback) => open().then((database) => callback(database.transaction(storeName, mode).objectStore(storeName)));
}

const stores = new Map<string, UseStore>();
function pendingStore(accountId: string): UseStore {
  let store = stores.get(accountId);
  if (!store) {
    store = createStore(accountUnsentAnswersDatabase(accountId), STORE);
    stores.set(accountId, store);
  }
  return store;
}
const keyOf = (attemptId: string, questionId: string) => `${attemptId}/${questionId}`;

/** Where every account's unsent answers were kept before each child had a database of their own. */
const SHARED_DATABASE = 'mcq-quiz';

/**
 * Moves the attempt's rows from the database all accounts once shared into the child's own (the server
 * resumed this attempt for this child, so they are theirs), and deletes that database once it is empty.
 * Nothing happens where it was never made, or where the browser cannot list its databases.
 */
async function adoptSharedRows(accountId: string, attemptId: string): Promise<void> {
  if (typeof indexedDB.databases !== 'function') return;
  const names = await indexedDB.databases().catch(() => []);
  if (!names.some((database) => database.name === SHARED_DATABASE)) return;
  const shared = createStore(SHARED_DATABASE, STORE);
  let empty = false;
  try {
    const rows = await entries<string, Pending>(shared);
    const own = rows.filter(([, change]) => change.attemptId === attemptId);
    for (const [key, change] of own) await set(key, change, pendingStore(accountId));
    await shared('readwrite', (store) => {
      for (const [key] of own) store.delete(key);
      return promisifyRequest(store.transaction);
    });
    empty = own.length === rows.length;
  } finally {
    await shared('readonly', (store) => Promise.resolve(store.transaction.db.close()));
  }
  if (empty) {
    await new Promise((resolve) => {
      const request = indexedDB.deleteDatabase(SHARED_DATABASE);
      // Blocked by an open tab of an earlier version: it goes when that tab closes.
      for (const event of ['success', 'error', 'blocked']) request.addEventListener(event, resolve);
    });
  }
}

/** The changes of the child's attempt the server has not acknowledged, oldest first. */
export async function pendingChanges(accountId: string, attemptId: string): Promise<Pending[]> {
  await adoptSharedRows(accountId, attemptId);
  const all = await entries<string, Pending>(pendingStore(accountId));
  return all
    .map(([, change]) => change)
    .filter((change) => change.attemptId === attemptId)
    .toSorted((a, b) => a.at - b.at);
}

/** The server's answers and flags with the device's unsent changes applied, in order. */
export function withPending(saved: { answers: Record<string, string>; flagged: readonly string[] }, pending: readonly AnswerBody[]) {
  const answers = { ...saved.answers };
  const flagged = new Set(saved.flagged);
  for (const change of pending) {
    if (change.answer === null) delete answers[change.questionId];
    else if (change.answer !== undefined) answers[change.questionId] = change.answer;
    if (change.flagged === true) flagged.add(change.questionId);
    if (change.flagged === false) flagged.delete(change.questionId);
  }
  return { answers, flagged: [...flagged] };
}

/** Forgets the row only if it still holds the change that was sent (a newer one must still go). */
function forget(store: UseStore, change: Pending): Promise<void> {
  return store('readwrite', (rows) => {
    const key = keyOf(change.attemptId, change.questionId);
    const request = rows.get(key);
    request.onsuccess = () => {
      if ((request.result as Pending | undefined)?.at === change.at) rows.delete(key);
    };
    return promisifyRequest(rows.transaction);
  });
}

function forgetAll(store: UseStore, attemptId: string): Promise<void> {
  return store('readwrite', (rows) => {
    const request = rows.openCursor();
    request.onsuccess = () => {
      const cursor = request.result;
      if (!cursor) return;
      if ((cursor.value as Pending).attemptId === attemptId) cursor.delete();
      cursor.continue();
    };
    return promisifyRequest(rows.transaction);
  });
}

const sendChange = ({ attemptId, questionId, answer, flagged }: Pending) =>
  sendApi(pb, 'quizAnswer', {
    params: { attemptId },
    body: { questionId, ...(answer !== undefined && { answer }), ...(flagged !== undefined && { flagged }) },
    requestKey: null,
  });

export interface AnswerQueue {
  /** Keeps a change on the device, then sends it. Resolves once it is kept, not when it is sent. */
  enqueue: (change: AnswerBody) => Promise<void>;
  /** Resolves when the server holds every change, or takes no more (closed). */
  drained: () => Promise<void>;
  /** Forgets every unsent change of the attempt (after Exit Quiz). */
  discard: () => Promise<void>;
  stop: () => void;
}

/**
 * The answers of one attempt on their way to the server. Every change is written to IndexedDB
 * before it is sent, so a reload, a closed tab or a crash keeps it; changes go one at a time,
 * oldest first, and one is forgotten only when the server has acknowledged it (a 200 means it is
 * stored). Unreachable, the queue waits for the connection to come back and goes on in order.
 * Several changes to one question while offline are sent as one, its latest.
 */
export function createAnswerQueue(
  accountId: string,
  attemptId: string,
  initial: readonly Pending[],
  onState: (state: SaveState) => void,
): AnswerQueue {
  const store = pendingStore(accountId);
  const unsent = new Map<string, Pending>(initial.map((change) => [change.questionId, change]));
  // The latest write of each question's row: a change is sent only once it is kept on the device.
  const writes = new Map<string, Promise<void>>();
  const stopped = new AbortController();
  let state: SaveState = 'saved';
  let running: Promise<void> | null = null;
  let waiters: Array<() => void> = [];
  let lastAt = 0;

  const setState = (next: SaveState) => {
    if (next === state) return;
    state = next;
    onState(next);
  };
  const settle = () => {
    waiters.forEach((resolve) => resolve());
    waiters = [];
  };

  async function run() {
    for (;;) {
      const next = [...unsent.values()].toSorted((a, b) => a.at - b.at)[0];
      if (!next || stopped.signal.aborted || state === 'closed') break;
      if (state !== 'offline') setState('saving');
      try {
        await writes.get(next.questionId);
        await sendChange(next);
        if (state === 'offline') setState('saving');
      } catch (error) {
        if (isUnreachable(error) || statusOf(error) === 401) {
          setState('offline');
          await connectionMayBeBack(stopped.signal);
          continue;
        }
        if (statusOf(error) === 409 || statusOf(error) === 404) {
          unsent.clear();
          await forgetAll(store, attemptId);
          setState('closed');
          break;
        }
        // Refused as it is (a question no longer in the quiz): sending it again cannot help.
      }
      if (unsent.get(next.questionId)?.at === next.at) unsent.delete(next.questionId);
      await forget(store, next);
    }
    if (state !== 'closed' && unsent.size === 0) setState('saved');
    if (unsent.size === 0 || state === 'closed') settle();
  }

  const flush = () => {
    running ??= run().finally(() => {
      running = null;
      if (unsent.size > 0 && state !== 'closed' && !stopped.signal.aborted) flush();
    });
  };

  if (unsent.size > 0) flush();

  return {
    async enqueue(change) {
      if (state === 'closed') return;
      // Strictly increasing, so that two changes in the same millisecond keep their order.
      lastAt = Math.max(Date.now(), lastAt + 1);
      const pending: Pending = { ...unsent.get(change.questionId), ...change, attemptId, at: lastAt };
      unsent.set(change.questionId, pending);
      const write = set(keyOf(attemptId, change.questionId), pending, store);
      writes.set(change.questionId, write);
      await write;
      flush();
    },
    drained() {
      if ((unsent.size === 0 && !running) || state === 'closed') return Promise.resolve();
      return new Promise((resolve) => {
        waiters.push(resolve);
        flush();
      });
    },
    async discard() {
      unsent.clear();
      await forgetAll(store, attemptId);
    },
    stop() {
      stopped.abort();
      settle();
    },
  };
}
