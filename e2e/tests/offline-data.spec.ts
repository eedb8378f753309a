import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { backendPort, origins } from '../support/environment.ts';
import { answerCurrent, childWithQuiz, signInAsChild } from '../support/quiz.ts';
import { ACCOUNT, accountOf, savedCopy } from '../support/saved-copy.ts';

// Offline on the real backend (docs/product.md, "Offline and return visits"): a child's quiz started online is finished offline and
// sent when the connection returns; the dashboard opens again without a connection from the account's
// saved copy, saying so; Logout wipes what the account left, and the next child on the same browser
// finds none of it.

const backend = `http://127.0.0.1:${backendPort}`;

/** What the page's origin holds of the portal's own: IndexedDB databases, Cache Storage caches, localStorage keys. */
function leftInBrowser(page: Page) {
  return page.evaluate(async () => ({
    databases: (await indexedDB.databases()).map((database) => database.name ?? ''),
    caches: await caches.keys(),
    storage: Object.keys(localStorage),
  }));
}

/** How many results the dashboard's list of the child's results holds in the saved copy. */
async function savedResults(page: Page, accountId: string): Promise<number> {
  type Saved = { clientState?: { queries: Array<{ queryKey: unknown[]; state: { data?: unknown[] } }> } };
  const copy = JSON.parse((await savedCopy(page, accountId)) || '{}') as Saved;
  const list = copy.clientState?.queries.find(({ queryKey }) => queryKey[0] === 'results' && queryKey.length === 2);
  return list?.state.data?.length ?? 0;
}

test('a quiz finished offline is sent when the connection returns; the dashboard opens offline from the saved copy; Logout leaves nothing for the next child', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const [first, second] = await Promise.all([childWithQuiz(backend, 'Offline Olive'), childWithQuiz(backend, 'Tablet Theo')]);
  const context = await browser.newContext({ baseURL: origins.shell, serviceWorkers: 'allow', storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  try {
    await signInAsChild(page, first.studentId, first.accessCode);
    const startQuiz = page.getByRole('link', { name: `Start Quiz: ${first.title}` });
    await expect(startQuiz).toBeVisible();
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state)).toBe('activated');
    const firstId = await accountOf(page);
    // Once more with the worker in control from the start: what the sign-in fetched while the worker was still
    // installing is kept only as far as the page could name it (offline.spec.ts tests that first visit).
    await page.reload();

    // Started online; answered, submitted and waiting offline; sent once the connection is back.
    await startQuiz.click();
    await expect(page.getByText('Question 1 of 5')).toBeVisible();
    await answerCurrent(page);
    await expect(page.getByText('All answers saved')).toBeVisible();
    await context.setOffline(true);
    for (let question = 2; question <= 5; question += 1) {
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText(`Question ${question} of 5`)).toBeVisible();
      await answerCurrent(page);
    }
    await expect(
      page.getByText("You're offline. Your answers are saved on this device and will be sent when you're back online."),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Submit Quiz' }).click();
    await expect(page.getByText("You're offline. Your quiz will be sent as soon as you're back online.")).toBeVisible();
    await context.setOffline(false);
    await expect(page).toHaveURL(new RegExp(`/quiz-results/${first.assignmentId}$`));
    await expect(page.getByText('5 out of 5 questions correct')).toBeVisible();

    // The dashboard read again, with the result, and saved (its saves come at most once a second).
    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    const recentScores = page.getByRole('region', { name: 'Recent Scores' });
    await expect(recentScores.getByText(first.title)).toBeVisible();
    await expect.poll(() => savedResults(page, firstId)).toBe(1);

    // Offline: the page comes from the service worker, the dashboard from the saved copy, and it says so.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: /^Showing what was saved at .+ - offline$/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /Offline Olive/ })).toBeVisible();
    // The result already seen, among the recent scores.
    await expect(recentScores.getByText(first.title)).toBeVisible();
    await expectNoAxeViolations(page);
    // A new quiz needs the connection.
    await page.goto(`/quiz/${second.assignmentId}`);
    await expect(page.getByText("You're offline. Connect to the internet to start this quiz.")).toBeVisible();
    await context.setOffline(false);

    await page.goto('/student-dashboard');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(async () => JSON.stringify(await leftInBrowser(page))).not.toContain(ACCOUNT);
    const left = await leftInBrowser(page);
    expect(left.storage.filter((key) => key.includes(firstId))).toEqual([]);
    expect(left.caches.filter((name) => !name.startsWith('workbox-precache') && !name.startsWith('portal-'))).toEqual([]);

    // The next child on this browser sees only their own.
    await signInAsChild(page, second.studentId, second.accessCode);
    await expect(page.getByRole('link', { name: `Start Quiz: ${second.title}` })).toBeVisible();
    await expect(page.getByText(first.title)).toHaveCount(0);
    const secondId = await accountOf(page);
    await expect
      .poll(async () => (await leftInBrowser(page)).databases.filter((name) => name.startsWith(ACCOUNT)))
      .toEqual([`${ACCOUNT}${secondId}`]);
  } finally {
    await context.close();
    await Promise.all([first.remove(), second.remove()]);
  }
});
