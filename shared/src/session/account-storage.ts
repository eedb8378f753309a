/**
 * What a signed-in account keeps in this browser (a creator's unsaved forms) sits under keys of its own,
 * so that another account on the same computer never reads it, and Logout forgets it.
 */
const PREFIX = 'mcq.account.';

/** The key of something one account keeps in this browser's localStorage. */
export function accountStorageKey(accountId: string, name: string): string {
  return `${PREFIX}${accountId}.${name}`;
}

/** The keys this browser holds for the account, those whose name starts with `namePrefix` (all of them by default). */
export function accountStorageKeys(accountId: string, namePrefix = ''): string[] {
  const start = accountStorageKey(accountId, namePrefix);
  const keys: string[] = [];
  try {
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (key?.startsWith(start)) keys.push(key);
    }
  } catch {
    // Storage refused (a private window's policy): there is nothing of ours in it.
  }
  return keys;
}

/** Forgets what the account keeps in this browser, or only the names starting with `namePrefix`. */
export function forgetAccountStorage(accountId: string, namePrefix = ''): void {
  for (const key of accountStorageKeys(accountId, namePrefix)) localStorage.removeItem(key);
}

/** The IndexedDB database where the account keeps what it read (its query cache: shared/src/query-persistence.ts). */
export function accountDatabaseName(accountId: string): string {
  return `${PREFIX}${accountId}`;
}

/**
 * The IndexedDB database where a child keeps the quiz answers the server has not acknowledged yet
 * (student-app's answer queue). While it holds any, it outlives Logout and another account's sign-in
 * (`forgetAccount` deletes it only once empty): answers given offline must still reach the server when
 * the child comes back. Only that child's own session reads it.
 */
export function accountUnsentAnswersDatabase(accountId: string): string {
  return `${PREFIX}${accountId}.unsent-answers`;
}

/**
 * A Cache Storage cache of the account's own (its last screens: `accountScreensCacheName`); `/api` never
 * passes through the service worker's caches. A cache named so is the account's and goes with it.
 */
export function accountCacheName(accountId: string, name: string): string {
  return `${PREFIX}${accountId}.${name}`;
}

/**
 * The Cache Storage cache where the service worker keeps the account's last screens (the markup of a
 * signed-in screen, served on the next visit to its path: shell/src/features/service-worker). It goes
 * with the account's other caches at Logout and another account's sign-in, and on its own when the
 * session ends without a Logout (an expired or revoked session).
 */
export function accountScreensCacheName(accountId: string): string {
  return accountCacheName(accountId, 'screens');
}

/** The message a page sends the service worker to forget the last screen it keeps for one path of an account (`forgetLastScreen`). */
export const FORGET_SCREEN = 'FORGET_SCREEN';

/**
 * The cache that tells the service worker which account this device is signed in as: a navigation
 * carries no token (the session is in localStorage, which a worker cannot read), and the worker may
 * be started anew at any time, so its memory cannot hold it. One entry, at `SIGNED_IN_ADDRESS`:
 * `SignedInMark` as JSON. It is no account's data, and goes when nobody is signed in.
 */
export const SIGNED_IN_CACHE = 'mcq.signed-in';
/** The entry's address, under the shell's origin (no page or file has it). */
export const SIGNED_IN_ADDRESS = '/.mcq/signed-in';

export interface SignedInMark {
  accountId: string;
  /** When the session's token runs out (milliseconds since 1970): past it, the device is signed in as nobody. */
  until: number;
}

/** The account a name of ours (a storage key, a database, a cache) belongs to; null for anything else. */
function accountOf(name: string): string | null {
  return name.startsWith(PREFIX) ? name.slice(PREFIX.length).split('.')[0] || null : null;
}

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    // Open connections are asked to close (query-persistence.ts closes on versionchange); the deletion waits for them.
    request.addEventListener('success', () => resolve());
    request.addEventListener('error', () => resolve());
  });
}

/** Whether the database holds no row in any of its stores (false when it cannot be read: it stays). */
function isEmptyDatabase(name: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = indexedDB.open(name);
    request.addEventListener('error', () => resolve(false));
    request.addEventListener('success', () => {
      const database = request.result;
      const stores = [...database.objectStoreNames];
      if (stores.length === 0) {
        database.close();
        resolve(true);
        return;
      }
      const transaction = database.transaction(stores, 'readonly');
      const counts = stores.map((store) => transaction.objectStore(store).count());
      const done = (empty: boolean) => {
        database.close();
        resolve(empty);
      };
      transaction.addEventListener('complete', () => done(counts.every((count) => count.result === 0)));
      transaction.addEventListener('abort', () => done(false));
    });
  });
}

/** Deletes the database if it exists and holds nothing. */
async function deleteIfEmpty(name: string): Promise<void> {
  const names = 'databases' in indexedDB ? await indexedDB.databases().catch(() => null) : null;
  if (names && !names.some((database) => database.name === name)) return;
  if (await isEmptyDatabase(name)) await deleteDatabase(name);
}

const wipes = new Map<string, number>();

/** How many times the account's data was wiped on this page: a writer made before a wipe writes nothing after it. */
export function accountWipeCount(accountId: string): number {
  return wipes.get(accountId) ?? 0;
}

/**
 * Wipes everything the account left in this browser: its localStorage keys, its IndexedDB database (the
 * saved query cache), its database of unsent quiz answers once it holds none, and its caches in Cache Storage. The service worker's caches (the portal's code and
 * public pages) are no account's and stay. Logout calls it, and so does a sign-in of another account.
 */
export async function forgetAccount(accountId: string): Promise<void> {
  wipes.set(accountId, accountWipeCount(accountId) + 1);
  forgetAccountStorage(accountId);
  const wiped: Promise<unknown>[] = [];
  if (typeof indexedDB !== 'undefined')
    wiped.push(deleteDatabase(accountDatabaseName(accountId)), deleteIfEmpty(accountUnsentAnswersDatabase(accountId)));
  if (typeof caches !== 'undefined') {
    const names = await caches.keys().catch(() => [] as string[]);
    wiped.push(...names.filter((name) => accountOf(name) === accountId).map((name) => caches.delete(name)));
  }
  await Promise.all(wiped);
}

/** Every account that left something of its own in this browser. */
async function accountsKept(): Promise<Set<string>> {
  const names: string[] = [];
  try {
    for (let index = 0; index < localStorage.length; index += 1) names.push(localStorage.key(index) ?? '');
  } catch {
    // Storage refused: nothing of ours in it.
  }
  if (typeof indexedDB !== 'undefined' && 'databases' in indexedDB) {
    names.push(...(await indexedDB.databases().catch(() => [])).map((database) => database.name ?? ''));
  }
  if (typeof caches !== 'undefined') names.push(...(await caches.keys().catch(() => [])));
  return new Set(names.map(accountOf).filter((account): account is string => account !== null));
}

/** Wipes what every account but `accountId` (every account, without it) left in this browser (`forgetAccount`): a family tablet shows one child nothing of another's. */
export async function forgetAccountsExcept(accountId?: string): Promise<void> {
  const others = [...(await accountsKept())].filter((account) => account !== accountId);
  await Promise.all(others.map(forgetAccount));
}
