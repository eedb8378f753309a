import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import PocketBase from 'pocketbase';
import { demo } from '../support/accounts.ts';
import { storageStateOf } from '../support/auth.ts';
import { expectedPolicy, watchCspViolations } from '../support/csp.ts';
import { backendPort, origins } from '../support/environment.ts';
import { answerCurrent, childWithQuiz, signInAsChild } from '../support/quiz.ts';
import { accountOf, savedCopy } from '../support/saved-copy.ts';

// A return visit paints the last screen at once (docs/frontend.md, "The last screen"): the service worker
// keeps a signed-in first screen per account and path and answers the next navigation to it with the
// screen in the page, before any script runs; Logout, another account's sign-in and a revoked session wipe
// it, and another account never gets it, offline included.

const backend = `http://127.0.0.1:${backendPort}`;
const SIGNED_IN_CACHE = 'mcq.signed-in';
const screensOf = (accountId: string) => `mcq.account.${accountId}.screens`;

/** The markup the worker keeps for the account at this path ('' when none). */
function keptScreen(page: Page, accountId: string, path: string): Promise<string> {
  return page.evaluate(
    async ([cacheName, address]) => {
      const kept = await caches.match(address, { cacheName });
      return kept ? ((await kept.json()) as { markup: string }).markup : '';
    },
    [screensOf(accountId), path] as const,
  );
}

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

/** The page once the worker controls it, loaded again through it so that it hands its screen over. */
async function underTheWorker(page: Page, ready: () => Promise<void>): Promise<void> {
  await ready();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
  await page.reload();
  await ready();
}

/** The body the page's navigation to `path` was answered with, and whether the worker answered it. */
async function served(page: Page, path: string): Promise<{ body: string; fromWorker: boolean }> {
  const response = await page.goto(path);
  if (!response) throw new Error(`No answer for ${path}`);
  return { body: await response.text(), fromWorker: response.fromServiceWorker() };
}

/** The part of a served page that is the last screen. */
const lastScreenIn = (body: string) =>
  body.split('<div class="mcq-last-screen" inert aria-hidden="true">')[1]?.split('<div id="root"')[0] ?? '';

/** Records, from before any script runs, whether the page ever showed a loading state outside the last screen. */
async function watchForLoadingStates(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (!root || root.hasAttribute('data-behind-last-screen')) return;
      if (root.querySelector('main[aria-busy="true"], .mcq-page-content .mcq-spinner'))
        sessionStorage.setItem('loading-shown', window.location.pathname);
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
}

test.use({ serviceWorkers: 'allow' });

test('the dashboard is kept, served styled before any script runs, never with a loading state; Logout wipes it', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL: origins.shell, serviceWorkers: 'allow', storageState: storageStateOf('parent') });
  const refused = await watchCspViolations(context);
  const page = await context.newPage();
  const welcome = `Welcome, ${demo.parent.name}`;
  const heading = page.locator('#root h1', { hasText: welcome });
  try {
    await page.goto('/parent-dashboard');
    await underTheWorker(page, () => expect(heading).toBeVisible());
    const accountId = await accountOf(page);
    await expect.poll(() => keptScreen(page, accountId, '/parent-dashboard'), { timeout: 15_000 }).toContain(welcome);
    const kept = await keptScreen(page, accountId, '/parent-dashboard');
    expect(kept).not.toMatch(/<script|\son\w+=|javascript:/i);

    // The worker answers the next visit with the screen in the page, and the portal's CSP unchanged.
    await watchForLoadingStates(context);
    const again = await page.goto('/parent-dashboard');
    expect(again?.fromServiceWorker()).toBe(true);
    const body = (await again?.text()) ?? '';
    expect(lastScreenIn(body)).toContain(welcome);
    expect(lastScreenIn(body)).not.toContain('<script');
    expect(again?.headers()['content-security-policy']).toBe(expectedPolicy);
    // The app takes over: the last screen goes, the app's own screen shows, and no loading state came between.
    await expect(heading).toBeVisible();
    await expect(page.locator('.mcq-last-screen')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('loading-shown'))).toBeNull();
    const appHeading = await heading.boundingBox();

    // With no script at all, the page shows the screen, styled where the app puts it.
    const noScript = await context.newPage();
    const devtools = await context.newCDPSession(noScript);
    await devtools.send('Emulation.setScriptExecutionDisabled', { value: true });
    await noScript.goto('/parent-dashboard');
    const shown = noScript.locator('.mcq-last-screen h1', { hasText: welcome });
    await expect(shown).toBeVisible();
    const shownHeading = await shown.boundingBox();
    expect(shownHeading).not.toBeNull();
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(Math.abs((shownHeading?.[side] ?? 0) - (appHeading?.[side] ?? 0)), side).toBeLessThan(1);
    await noScript.close();
    // Nothing the page holds, nor the last screen's styles, was refused by the policy.
    expect(refused).toEqual([]);

    // Logout wipes it and the worker's knowledge of who is signed in; the next visit gets the plain page.
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect
      .poll(async () => (await cacheNames(page)).filter((name) => name === screensOf(accountId) || name === SIGNED_IN_CACHE))
      .toEqual([]);
    const afterLogout = await served(page, '/parent-dashboard');
    expect(afterLogout.body).not.toContain(welcome);
    expect(afterLogout.body).toContain('<div id="root"></div>');
  } finally {
    await context.close();
  }
});

test("another account's sign-in wipes the last screen, and it is never served to that account, offline included; a revoked session wipes it", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const [first, second] = await Promise.all([childWithQuiz(backend, 'Screen Sara'), childWithQuiz(backend, 'Screen Sid')]);
  const context = await browser.newContext({ baseURL: origins.shell, serviceWorkers: 'allow', storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  try {
    await signInAsChild(page, first.studentId, first.accessCode);
    const firstQuiz = page.getByRole('link', { name: `Start Quiz: ${first.title}` });
    await underTheWorker(page, () => expect(firstQuiz).toBeVisible());
    const firstId = await accountOf(page);
    await expect.poll(() => keptScreen(page, firstId, '/student-dashboard'), { timeout: 15_000 }).toContain(first.title);
    // The saved copy the app renders from offline (written at most once a second).
    await expect.poll(() => savedCopy(page, firstId), { timeout: 15_000 }).toContain(first.title);

    // Offline, the first child's return visit still paints it.
    await context.setOffline(true);
    const offline = await served(page, '/student-dashboard');
    expect(offline.fromWorker).toBe(true);
    expect(lastScreenIn(offline.body)).toContain(first.title);
    // The app takes over from the saved copy (offline, its quizzes are not links to start).
    await expect(page.getByRole('heading', { level: 1, name: /Screen Sara/ })).toBeVisible();
    await expect(page.locator('.mcq-last-screen')).toHaveCount(0);
    await context.setOffline(false);

    // Another child signs in on the same browser without a Logout: another tab stores the new session (the
    // sign-in page of a signed-in browser offers no form), and the open tab hears of it as of any sign-in.
    const other = await context.newPage();
    await other.goto('/help');
    const secondSession = new PocketBase(backend);
    await secondSession.collection('students').authWithPassword(second.studentId, second.accessCode);
    await other.evaluate(
      (session) => localStorage.setItem('pocketbase_auth', session),
      JSON.stringify({ token: secondSession.authStore.token, record: secondSession.authStore.record }),
    );
    const secondId = secondSession.authStore.record?.id ?? '';
    await expect.poll(async () => (await cacheNames(page)).filter((name) => name.includes(firstId))).toEqual([]);
    const secondQuiz = other.getByRole('link', { name: `Start Quiz: ${second.title}` });

    // Neither online nor offline does the second child get the first one's screen.
    for (const offlineNow of [false, true]) {
      await context.setOffline(offlineNow);
      const visit = await served(other, '/student-dashboard');
      expect(visit.body).not.toContain(first.title);
      expect(visit.body).not.toContain('Screen Sara');
    }
    await context.setOffline(false);
    await other.goto('/student-dashboard');
    await expect(secondQuiz).toBeVisible();
    await expect.poll(() => keptScreen(other, secondId, '/student-dashboard'), { timeout: 15_000 }).toContain(second.title);
    await context.setOffline(true);
    const secondsOwn = await served(other, '/student-dashboard');
    expect(lastScreenIn(secondsOwn.body)).toContain(second.title);
    expect(secondsOwn.body).not.toContain(first.title);
    await context.setOffline(false);

    // The parent resets the second child's access code: the session ends, and its last screen goes with it.
    const parent = new PocketBase(backend);
    await parent.collection('parents').authWithPassword(demo.parent.email, demo.parent.password);
    const child = await parent.collection('students').getFirstListItem(parent.filter('student_id = {:id}', { id: second.studentId }));
    await parent.send(`/api/children/${child.id}/access-code`, { method: 'POST' });
    await other.goto('/student-dashboard');
    await expect(other).toHaveURL(/\/login/);
    await expect
      .poll(async () => (await cacheNames(other)).filter((name) => name === screensOf(secondId) || name === SIGNED_IN_CACHE))
      .toEqual([]);
    const afterRevoked = await served(other, '/student-dashboard');
    expect(afterRevoked.body).not.toContain(second.title);
  } finally {
    await context.close();
    await Promise.all([first.remove(), second.remove()]);
  }
});

test('a quiz under way is kept for its next visit, its clock blank, and forgotten on a break and once submitted', async ({ browser }) => {
  test.setTimeout(120_000);
  const child = await childWithQuiz(backend, 'Screen Quinn');
  const context = await browser.newContext({ baseURL: origins.shell, serviceWorkers: 'allow', storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  const quizPath = `/quiz/${child.assignmentId}`;
  const progress = page.locator('#root').getByText(/^Question 1 of \d+$/);
  try {
    await signInAsChild(page, child.studentId, child.accessCode);
    await page.goto(quizPath);
    await underTheWorker(page, () => expect(progress).toBeVisible());
    const accountId = await accountOf(page);
    const question = await page.locator('#root .quiz-question-text').innerText();
    await answerCurrent(page);

    // The child leaves the quiz (the page is left): its screen is kept, the chosen option with it.
    await page.goto('/student-dashboard');
    await expect.poll(() => keptScreen(page, accountId, quizPath), { timeout: 15_000 }).toContain(question);
    expect(await keptScreen(page, accountId, quizPath)).toMatch(/<input[^>]*type="radio"[^>]*checked/);

    // With no script at all, the next visit shows the question and the choice, and keeps the clock's place empty.
    const noScript = await context.newPage();
    const devtools = await context.newCDPSession(noScript);
    await devtools.send('Emulation.setScriptExecutionDisabled', { value: true });
    await noScript.goto(quizPath);
    await expect(noScript.locator('.mcq-last-screen .quiz-question-text')).toHaveText(question);
    await expect(noScript.locator('.mcq-last-screen input[type="radio"]:checked')).toHaveCount(1);
    await expect(noScript.locator('.mcq-last-screen .quiz-timer')).toHaveCount(1);
    await expect(noScript.locator('.mcq-last-screen .quiz-timer')).toBeHidden();
    await noScript.close();

    // The app takes over with the same question, and the same choice.
    const again = await served(page, quizPath);
    expect(again.fromWorker).toBe(true);
    expect(lastScreenIn(again.body)).toContain(question);
    await expect(page.locator('#root .quiz-question-text')).toHaveText(question);
    await expect(page.locator('.mcq-last-screen')).toHaveCount(0);
    await expect(page.locator('#root input[type="radio"]:checked')).toHaveCount(1);

    // Offline no screen is handed over: a question moved to then makes the older copy go, so that the next
    // visit never paints another question than the one left.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.locator('#root').getByText(/^Question 2 of \d+$/)).toBeVisible();
    await expect.poll(() => keptScreen(page, accountId, quizPath), { timeout: 15_000 }).toBe('');
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.goto('/student-dashboard');
    await expect.poll(() => keptScreen(page, accountId, quizPath), { timeout: 15_000 }).toContain(question);
    await page.goto(quizPath);
    await expect(progress).toBeVisible();

    // On a break the questions are out of sight: nothing of the quiz is kept, and the page left keeps nothing.
    await page.getByRole('button', { name: /^Take a break/ }).click();
    await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
    await expect.poll(() => keptScreen(page, accountId, quizPath), { timeout: 15_000 }).toBe('');
    await page.goto('/student-dashboard');
    const onBreak = await served(page, quizPath);
    expect(onBreak.body).not.toContain(question);
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect(progress).toBeVisible();
    await page.goto('/student-dashboard');
    await expect.poll(() => keptScreen(page, accountId, quizPath), { timeout: 15_000 }).toContain(question);

    // Submitted: the quiz's screen goes, and the next visit to its address is served without it. A second tab
    // still on the quiz, left after the Submit, does not bring it back.
    await page.goto(quizPath);
    await expect(progress).toBeVisible();
    const other = await context.newPage();
    await other.goto(quizPath);
    await expect(other.locator('#root').getByText(/^Question 1 of \d+$/)).toBeVisible();
    const count = Number((await progress.innerText()).match(/of (\d+)/)?.[1]);
    for (let n = 1; n < count; n += 1) await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Submit Quiz' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit Quiz' }).click();
    await expect(page).toHaveURL(/\/quiz-results\//);
    await expect.poll(() => keptScreen(page, accountId, quizPath), { timeout: 15_000 }).toBe('');
    await other.goto('/help');
    // The other tab's screen reaches the worker as it is left, in a moment; nothing comes after it to wait for.
    await page.waitForTimeout(2000);
    expect(await keptScreen(page, accountId, quizPath)).toBe('');
    const afterSubmit = await served(page, quizPath);
    expect(afterSubmit.body).not.toContain(question);
  } finally {
    await context.close();
    await child.remove();
  }
});
