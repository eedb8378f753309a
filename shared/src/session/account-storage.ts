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
