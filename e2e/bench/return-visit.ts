import { chromium, type Browser, type Page } from '@playwright/test';
import { auditPage, type LighthouseSummary } from './lighthouse-runner.ts';
import { SESSION_KEY, type BenchPage } from './pages.ts';

// A family comes back, day after day, on the same device. Each page is loaded once
// (the service worker installs and fills its caches, the saved data is written), then measured
// again in the same browser: by Lighthouse keeping storage and caches, and with no connection at all.

/** Whether an account's database (shared/src/query-persistence.ts) holds a saved copy. */
async function hasSavedCopy(): Promise<boolean> {
  const names = (await indexedDB.databases()).map((database) => database.name ?? '').filter((name) => name.startsWith('mcq.account.'));
  const counts = await Promise.all(
    names.map(
      (name) =>
        new Promise<number>((resolve) => {
          const opening = indexedDB.open(name);
          opening.addEventListener('error', () => resolve(0));
          opening.addEventListener('success', () => {
            const database = opening.result;
            if (!database.objectStoreNames.contains('queries')) {
              database.close();
              resolve(0);
              return;
            }
            const counting = database.transaction('queries').objectStore('queries').count();
            counting.addEventListener('success', () => {
              database.close();
              resolve(counting.result);
            });
            counting.addEventListener('error', () => {
              database.close();
              resolve(0);
            });
          });
        }),
    ),
  );
  return counts.some((count) => count > 0);
}

/**
 * The first visit in a tab: the page opened; once the worker it installed has taken control (it claims
 * the page when it activates, which a large precache can leave until after the load), the page again,
 * so that everything it fetches passes through the worker and is kept; then settled.
 */
async function visitFirst(tab: Page, page: BenchPage): Promise<void> {
  await tab.goto(page.url);
  await page.ready(tab);
  await tab.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
  await tab.reload();
  await page.ready(tab);
  await tab.waitForLoadState('networkidle');
  // A signed-in page's saved copy is written a moment after its reads settle (the persister throttles
  // its writes; the database itself is opened earlier, to restore): the visit is over once it holds it.
  if (page.account) await tab.waitForFunction(hasSavedCopy, undefined, { timeout: 20_000, polling: 250 });
}

/** The first visit, in the Chromium Lighthouse then audits: the page opened, settled, closed. */
const visitOnce = (page: BenchPage) => async (port: number) => {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('The launched Chromium has no default context');
    const tab = await context.newPage();
    await visitFirst(tab, page);
    await tab.close();
  } finally {
    await browser.close();
  }
};

/** Lighthouse on a return visit: storage, caches and the service worker of one earlier visit kept. */
export const auditReturnVisit = (page: BenchPage, session: string | null, runs: number): Promise<LighthouseSummary> =>
  auditPage(page.url, session, runs, visitOnce(page));

/**
 * The page visited once online, then opened again with the browser offline: it must show its own
 * content, not the browser's error page. Throws what it showed instead.
 */
export async function openOffline(browser: Browser, page: BenchPage, session: string | null): Promise<void> {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  try {
    if (session) {
      await context.addInitScript(
        ([key, value, origin]) => {
          if (window.location.origin === origin) window.localStorage.setItem(key, value);
        },
        [SESSION_KEY, session, new URL(page.url).origin] as const,
      );
    }
    const tab = await context.newPage();
    await visitFirst(tab, page);
    await context.setOffline(true);
    await tab.reload().catch(() => undefined);
    try {
      await (page.readyOffline ?? page.ready)(tab);
    } catch {
      const shown = (
        await tab
          .locator('body')
          .innerText()
          .catch(() => '')
      )
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 120);
      throw new Error(`offline it showed "${shown}"`);
    }
  } finally {
    await context.close();
  }
}
