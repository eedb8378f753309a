import type { Page } from '@playwright/test';

// What an account leaves in the browser (docs/frontend.md, "Return visits and no connection"): its saved copy of the screens' reads, in the
// IndexedDB database `mcq.account.<id>` (shared/src/query-persistence.ts).

/** The start of the name of each account's database. */
export const ACCOUNT = 'mcq.account.';

/** The signed-in account's id, from the session the PocketBase SDK keeps. */
export const accountOf = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('pocketbase_auth') ?? '{}') as { record?: { id: string } }).record?.id ?? '');

/** Everything in the account's saved copy, as text. */
export function savedCopy(page: Page, accountId: string) {
  return page.evaluate(
    (name) =>
      new Promise<string>((resolve) => {
        const opening = indexedDB.open(name);
        opening.addEventListener('success', () => {
          const database = opening.result;
          if (!database.objectStoreNames.contains('queries')) return resolve('');
          const request = database.transaction('queries').objectStore('queries').getAll();
          request.addEventListener('success', () => {
            database.close();
            resolve((request.result as string[]).join('\n'));
          });
        });
      }),
    `${ACCOUNT}${accountId}`,
  );
}
