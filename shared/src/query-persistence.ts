import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query, QueryKey } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { accountDatabaseName, accountWipeCount, pb } from 'shared/session';
import { keyStartsWith, queryKeys } from './query-keys.ts';

/** How long a saved copy is worth showing: a family back after a week's holiday still sees its dashboard. */
export const SAVED_COPY_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The reads worth keeping for a return visit or a visit without a connection: the family's dashboards,
 * results lists, a child's assignments, review and skills, and the results already seen. Not kept: a quiz's questions
 * (`quiz`: they reach the device only for an attempt under way), the file token (`file-token`), an
 * assignment's preview with its answer key, imports, the review queue, analytics, notifications.
 */
export const keptReads: readonly QueryKey[] = [
  queryKeys.children.all,
  queryKeys.assignments.all,
  queryKeys.attempts.all,
  queryKeys.results.all,
  queryKeys.resultReview.all,
  queryKeys.review.all,
  queryKeys.learning.all,
  queryKeys.creatorOverview.all,
  queryKeys.questions.lists,
  queryKeys.questionSets.lists,
];

/** Whether a read is kept in the account's saved copy. */
export function isKeptRead(queryKey: QueryKey): boolean {
  return keptReads.some((prefix) => keyStartsWith(queryKey, prefix));
}

const STORE = 'queries';

/** One IndexedDB request on the account's database, opened for it and closed after, so a wipe is never kept waiting. */
function onAccountStore<T>(accountId: string, mode: IDBTransactionMode, operate: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open(accountDatabaseName(accountId), 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
    opening.addEventListener('error', () => reject(opening.error));
    opening.onsuccess = () => {
      const database = opening.result;
      // A wipe (forgetAccount) deletes the database: this connection gives way.
      database.onversionchange = () => database.close();
      const request = operate(database.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => {
        database.close();
        resolve(request.result);
      };
      request.addEventListener('error', () => {
        database.close();
        reject(request.error);
      });
    };
  });
}

/**
 * The account's saved copy in its own IndexedDB database. Written only while the account is signed in
 * and not wiped since: a save held back by the throttle never brings back what Logout wiped.
 */
function accountStorage(accountId: string) {
  const wipesBefore = accountWipeCount(accountId);
  const mayWrite = () => pb.authStore.isValid && pb.authStore.record?.id === accountId && accountWipeCount(accountId) === wipesBefore;
  return {
    getItem: (key: string) => onAccountStore<string | undefined>(accountId, 'readonly', (store) => store.get(key)),
    setItem: async (key: string, value: string) => {
      if (mayWrite()) await onAccountStore(accountId, 'readwrite', (store) => store.put(value, key));
    },
    removeItem: async (key: string) => {
      await onAccountStore(accountId, 'readwrite', (store) => store.delete(key));
    },
  };
}

/**
 * How an area's QueryClient is kept for the signed-in account: in the account's own database (wiped at
 * Logout and when another account signs in), under the area's name, for a week; a copy written for
 * another account (`buster`) is never restored. Only the reads above, and only once they succeeded.
 */
export function savedCopyOptions(accountId: string, area: string): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    // Without IndexedDB (an old browser, a test without it) nothing is saved and nothing restored.
    persister: createAsyncStoragePersister({
      storage: typeof indexedDB === 'undefined' ? undefined : accountStorage(accountId),
      key: area,
    }),
    maxAge: SAVED_COPY_MAX_AGE_MS,
    buster: accountId,
    dehydrateOptions: {
      shouldDehydrateQuery: (query: Query) => query.state.status === 'success' && isKeptRead(query.queryKey),
      shouldDehydrateMutation: () => false,
    },
  };
}
