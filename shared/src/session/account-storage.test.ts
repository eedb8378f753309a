import { IDBFactory } from 'fake-indexeddb';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  accountCacheName,
  accountDatabaseName,
  accountStorageKey,
  accountUnsentAnswersDatabase,
  forgetAccount,
  forgetAccountsExcept,
} from './account-storage.ts';
import { pb } from './client.ts';
import { sessionAtom, signOutAtom } from './session.ts';
import { memoryStorage } from './memory-storage.testing.ts';

const EMMA = 'studentemma0001';
const LIAM = 'studentliam0002';
/** Emma's answers not sent yet: they outlive her Logout and another's sign-in, to reach the server when she comes back. */
const EMMA_UNSENT = accountUnsentAnswersDatabase(EMMA);
const farFuture = Math.floor(Date.now() / 1000) + 3600;
const signIn = (id: string) =>
  pb.authStore.save(`x.${btoa(JSON.stringify({ id, type: 'auth', exp: farFuture }))}.y`, {
    id,
    collectionId: 'pbc_students',
    collectionName: 'students',
  });

/** Cache Storage by name: all the wipe reads of it. */
function memoryCaches(names: string[]): Pick<CacheStorage, 'keys' | 'delete'> {
  const kept = new Set(names);
  return { keys: async () => [...kept], delete: async (name) => kept.delete(name) };
}

function createDatabase(name: string, rows: Record<string, unknown> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, 1);
    request.onupgradeneeded = () => request.result.createObjectStore('queries');
    // Left open, as a page's own connection would be: the wipe must not wait on it for ever.
    request.onsuccess = () => {
      const database = request.result;
      database.onversionchange = () => database.close();
      const transaction = database.transaction('queries', 'readwrite');
      for (const [key, value] of Object.entries(rows)) transaction.objectStore('queries').put(value, key);
      transaction.oncomplete = () => resolve();
    };
    request.addEventListener('error', () => reject(request.error));
  });
}

const databases = async () => (await indexedDB.databases()).map((database) => database.name).toSorted();

/** Leaves in the browser what Emma's and Liam's visits leave (Emma's quiz answers not sent yet too), and the portal's own caches. */
async function twoChildrenLeftData() {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.stubGlobal(
    'caches',
    memoryCaches([
      'workbox-precache-v2-http://localhost/',
      'portal-remote-files',
      accountCacheName(EMMA, 'files'),
      accountCacheName(LIAM, 'files'),
    ]),
  );
  for (const child of [EMMA, LIAM]) {
    localStorage.setItem(accountStorageKey(child, 'theme'), 'dark');
    await createDatabase(accountDatabaseName(child));
  }
  await createDatabase(EMMA_UNSENT, { 'attempt01/q1': { answer: 'a' } });
}

beforeEach(twoChildrenLeftData);
afterEach(() => {
  pb.authStore.clear();
  vi.unstubAllGlobals();
});

describe('forgetting an account', () => {
  it("wipes its localStorage keys, its IndexedDB database and its caches, and nothing of another account's or the portal's", async () => {
    await forgetAccount(EMMA);
    expect(localStorage.getItem(accountStorageKey(EMMA, 'theme'))).toBeNull();
    expect(localStorage.getItem(accountStorageKey(LIAM, 'theme'))).toBe('dark');
    expect(await databases()).toEqual([EMMA_UNSENT, accountDatabaseName(LIAM)].toSorted());
    expect(await caches.keys()).toEqual(['workbox-precache-v2-http://localhost/', 'portal-remote-files', accountCacheName(LIAM, 'files')]);
  });

  it('deletes its database of unsent quiz answers once it holds none', async () => {
    await createDatabase(accountUnsentAnswersDatabase(LIAM));
    await forgetAccount(LIAM);
    expect(await databases()).toEqual([EMMA_UNSENT, accountDatabaseName(EMMA)].toSorted());
  });

  it('wipes every account but the one named', async () => {
    await forgetAccountsExcept(LIAM);
    expect(await databases()).toEqual([EMMA_UNSENT, accountDatabaseName(LIAM)].toSorted());
    expect(await caches.keys()).toEqual(['workbox-precache-v2-http://localhost/', 'portal-remote-files', accountCacheName(LIAM, 'files')]);
    expect(localStorage.getItem(accountStorageKey(EMMA, 'theme'))).toBeNull();
  });

  it('happens at Logout', async () => {
    signIn(EMMA);
    const store = createStore();
    store.sub(sessionAtom, () => undefined);
    store.set(signOutAtom);
    await vi.waitFor(async () => expect(await databases()).not.toContain(accountDatabaseName(EMMA)));
    expect(await databases()).toContain(EMMA_UNSENT);
    expect(await caches.keys()).not.toContain(accountCacheName(EMMA, 'files'));
    expect(localStorage.getItem(accountStorageKey(EMMA, 'theme'))).toBeNull();
  });

  it("happens to every previous account when another signs in on the device, leaving the new one's", async () => {
    signIn(EMMA);
    signIn(LIAM);
    await vi.waitFor(async () => expect(await databases()).toEqual([EMMA_UNSENT, accountDatabaseName(LIAM)].toSorted()));
    expect(await caches.keys()).not.toContain(accountCacheName(EMMA, 'files'));
    expect(localStorage.getItem(accountStorageKey(EMMA, 'theme'))).toBeNull();
    expect(localStorage.getItem(accountStorageKey(LIAM, 'theme'))).toBe('dark');
  });
});
