import { expect, test, type Page, type Response } from '@playwright/test';
import { fixtures } from 'mocks';
import { expectNoAxeViolations } from '../support/axe.ts';
import { storageStateOf } from '../support/auth.ts';
import { backendPort, origins } from '../support/environment.ts';
import { answerCurrent, childWithQuiz, signedOutPage, signInAsChild } from '../support/quiz.ts';

// A child takes a timed quiz through the shell against the real PocketBase: a reload in the
// middle, half a minute offline while answering, the submit, the results and a retake.

const backend = `http://127.0.0.1:${backendPort}`;
const KEY_NAMES = ['"isCorrect"', '"correctAnswer"', '"explanation"'];
// The explanations of the quiz's questions, whatever field they might come under.
const quizSet = fixtures.question_sets.find((set) => set.id === 'setbasicmath001');
const EXPLANATIONS = fixtures.questions
  .filter((question) => quizSet?.questions.includes(question.id))
  .map((question) => question.explanation ?? '');

test('a child takes a quiz, reloads, answers offline for 30 s, submits, sees the results and retakes', async ({ browser }) => {
  test.setTimeout(180_000);
  const child = await childWithQuiz(backend, 'Quiz Taker');
  const page = await signedOutPage(browser, origins.shell);
  // The page's clock runs as usual and is moved on by hand where the test needs time to pass.
  await page.clock.install();
  // Every answer from the server the quiz screen receives before the submit: no answer key in any.
  const beforeSubmit: Promise<string>[] = [];
  let submitted = false;
  page.on('response', (response: Response) => {
    // Not the realtime stream (the notifications bell's): its body never ends, and it carries no question.
    const path = new URL(response.url()).pathname;
    if (!submitted && path.startsWith('/api/') && path !== '/api/realtime') beforeSubmit.push(response.text().catch(() => ''));
  });
  try {
    await signInAsChild(page, child.studentId, child.accessCode);
    await expect(page.getByRole('heading', { name: 'Welcome back, Quiz Taker!' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: `Start Quiz: ${child.title}` }).click();

    await expect(page.getByRole('heading', { level: 1, name: child.title })).toBeVisible();
    await expect(page.getByText('Question 1 of 5')).toBeVisible();
    await expect(page.getByText(/^(30:00|29:\d\d)$/)).toBeVisible();
    await expectNoAxeViolations(page);
    const answered = [await answerCurrent(page)];
    await page.getByRole('button', { name: 'Next' }).click();
    answered.push(await answerCurrent(page, false));
    await expect(page.getByText('All answers saved')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();

    // A reload resumes the same attempt at the same question, with the same answers.
    const attemptId = (await child.saved()).attempt.id;
    await page.reload();
    await expect(page.getByText('Question 3 of 5')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Question 1: answered' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Question 2: answered' })).toBeVisible();
    expect((await child.saved()).attempt.id).toBe(attemptId);

    // Offline for 30 seconds while answering: kept on the device, the child is told, then sent.
    await page.context().setOffline(true);
    answered.push(await answerCurrent(page));
    await expect(
      page.getByText("You're offline. Your answers are saved on this device and will be sent when you're back online."),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    answered.push(await answerCurrent(page));
    await page.getByRole('button', { name: 'Flag for review' }).click();
    // The scenario: the connection stays away for 30 seconds of the page's time (every timer
    // of the page runs through them, in none of the test's). Through it the answers stay on the device,
    // the child is still told so, and the server has none.
    await page.clock.runFor(30_000);
    await expect(
      page.getByText("You're offline. Your answers are saved on this device and will be sent when you're back online."),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Question 4: current, answered, flagged' })).toBeVisible();
    const whileOffline = (await child.saved()).attempt.answers;
    for (const { questionId } of answered.slice(2)) expect(whileOffline[questionId]).toBeUndefined();
    await page.context().setOffline(false);
    await expect(page.getByText('All answers saved')).toBeVisible({ timeout: 20_000 });
    const saved = (await child.saved()).attempt.answers;
    for (const { questionId, optionId } of answered) expect(saved[questionId]).toBe(optionId);

    await page.getByRole('button', { name: 'Next' }).click();
    await answerCurrent(page);
    submitted = true;
    await page.getByRole('button', { name: 'Submit Quiz' }).click();
    // Question 4 is still flagged: the child is reminded before it goes.
    await expect(page.getByRole('dialog', { name: 'Submit your quiz?' })).toContainText('You flagged 1 question to check again.');
    await page.getByRole('dialog').getByRole('button', { name: 'Submit Quiz' }).click();
    await expect(page).toHaveURL(new RegExp(`/quiz-results/${child.assignmentId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Good Job!' })).toBeVisible();
    await expect(page.getByText('4 out of 5 questions correct')).toBeVisible();
    await expect(page.getByText('+160 Points Earned!')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'View Detailed Results' }).click();
    await expect(page.getByText('Incorrect', { exact: true }).first()).toBeVisible();

    // Only bodies that were read count: an unreadable one proves nothing either way.
    const bodies = (await Promise.all(beforeSubmit)).filter((body) => body !== '');
    expect(bodies.length).toBeGreaterThan(5);
    expect(EXPLANATIONS.filter(Boolean)).toHaveLength(5);
    // An explanation as it would stand inside a JSON string.
    const secrets = [...KEY_NAMES, ...EXPLANATIONS.map((text) => JSON.stringify(text).slice(1, -1))];
    for (const body of bodies) for (const secret of secrets) expect(body).not.toContain(secret);

    // A retake is a new attempt; the child sees both scores.
    await page.getByRole('button', { name: 'Retake Quiz' }).click();
    await expect(page.getByText('Question 1 of 5')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Question 1: current, not answered' })).toBeVisible();
    expect((await child.saved()).attempt.id).not.toBe(attemptId);
    await answerCurrent(page);
    await page.getByRole('button', { name: 'Question 5: not answered' }).click();
    await page.getByRole('button', { name: 'Submit Quiz' }).click();
    await expect(page.getByRole('dialog', { name: 'Submit your quiz?' })).toContainText('You have 4 questions without an answer.');
    await page.getByRole('dialog').getByRole('button', { name: 'Submit Quiz' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Need More Practice' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your scores on this quiz' })).toContainText('First try: 80%');
    await expect(page.getByRole('region', { name: 'Your scores on this quiz' })).toContainText('Practice try 1: 20%');

    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    await expect(page.getByText('Best score 80%')).toBeVisible();
  } finally {
    await page.context().close();
    await child.remove();
  }
});

/** Every control in sight that a finger can tap (an option by its whole label), smaller than 44 x 44 px: none, or their names and sizes. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'button, a[href], input:not([type="radio"]), label:has(input[type="radio"]), textarea, select',
      ),
    ]
      .filter((element) => element.checkVisibility())
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(
        ({ element, box }) =>
          `${element.textContent?.trim() || element.getAttribute('aria-label')}: ${Math.round(box.width)} x ${Math.round(box.height)}`,
      ),
  );
}

test('at 360 px wide the question, its options and the grid fit the screen, every control is at least 44 x 44 px, and Exit Quiz throws the attempt away', async ({
  browser,
}) => {
  const child = await childWithQuiz(backend, 'Small Screen');
  const page = await signedOutPage(browser, origins.shell);
  try {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInAsChild(page, child.studentId, child.accessCode);
    await page.goto(`/quiz/${child.assignmentId}`);
    await expect(page.getByText('Question 1 of 5')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await smallTargets(page)).toEqual([]);
    await expectNoAxeViolations(page);

    // Logout is behind the child's menu, never one tap away.
    await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(await smallTargets(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();

    const attemptId = (await child.saved()).attempt.id;
    await page.getByRole('button', { name: 'Exit Quiz' }).click();
    await expect(page.getByRole('dialog', { name: 'Exit Quiz?' })).toContainText(
      "Are you sure you want to exit? Your progress will be lost and you'll need to start over.",
    );
    // The calmer answer has the focus: Enter keeps the child in the quiz.
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Stay in Quiz' })).toBeFocused();
    expect(await smallTargets(page)).toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: 'Exit Quiz' }).click();
    await expect(page).toHaveURL(/\/student-dashboard$/);
    expect((await child.saved()).attempt.id).not.toBe(attemptId);
  } finally {
    await page.context().close();
    await child.remove();
  }
});

test('on a phone (360 x 740) the question, its four options and the timer fit one screen, and the timer stays in sight', async ({
  browser,
}) => {
  const child = await childWithQuiz(backend, 'Phone Fit');
  const page = await signedOutPage(browser, origins.shell);
  try {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInAsChild(page, child.studentId, child.accessCode);
    await page.goto(`/quiz/${child.assignmentId}`);
    await expect(page.getByText('Question 1 of 5')).toBeVisible();
    const timer = page.getByText(/^(30:00|29:\d\d)$/);
    // Every question of the set (the order is shuffled; one has four lines at this width), seen from the top of the page.
    for (let n = 1; n <= 5; n += 1) {
      await page.getByRole('button', { name: new RegExp(`^Question ${n}: `) }).click();
      await expect(page.getByText(`Question ${n} of 5`)).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      // The question's heading comes first; the question grid's panel has one too.
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeInViewport({ ratio: 1 });
      await expect(timer).toBeInViewport({ ratio: 1 });
      const options = page.getByRole('radio');
      await expect(options).toHaveCount(4);
      for (const option of await options.all()) await expect(option.locator('xpath=ancestor::label')).toBeInViewport({ ratio: 1 });
    }
    await page.getByRole('button', { name: /^Question 1: / }).click();

    // Scrolled down to the question grid, the progress and the timer are still at the top of the screen.
    await page.getByRole('button', { name: 'Question 5: not answered' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(timer).toBeInViewport({ ratio: 1 });
    await expect(page.getByText('Question 1 of 5')).toBeInViewport({ ratio: 1 });
    await expectNoAxeViolations(page);
  } finally {
    await page.context().close();
    await child.remove();
  }
});

test('Back to the home screen finds the quiz the child left from, renamed Continue Quiz, not the next step above it', async ({
  browser,
}) => {
  const child = await childWithQuiz(backend, 'Back Again');
  const page = await signedOutPage(browser, origins.shell);
  try {
    await signInAsChild(page, child.studentId, child.accessCode);
    await page.getByRole('link', { name: `Start Quiz: ${child.title}` }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: child.title })).toBeVisible();
    await page.goBack();
    // The next step above the list now leads to the same quiz; the keyboard is back on the list's link.
    const left = page.getByRole('link', { name: `Continue Quiz: ${child.title}` });
    await expect(left).toBeFocused();
    // Away by the header (outside the page's main part) and Back: the link kept is the one renamed since it was left.
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My settings' })).toBeVisible();
    await page.goBack();
    await expect(left).toBeFocused();
  } finally {
    await page.context().close();
    await child.remove();
  }
});

test("an assignment that is not the child's says 'Quiz not found'", async ({ browser }) => {
  const child = await childWithQuiz(backend, 'Not Mine');
  const page = await signedOutPage(browser, origins.shell);
  try {
    await signInAsChild(page, child.studentId, child.accessCode);
    await page.goto('/quiz/assignmaths0001');
    await expect(page.getByRole('heading', { level: 1, name: 'Quiz not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/student-dashboard$/);
  } finally {
    await page.context().close();
    await child.remove();
  }
});

test('a parent gives a child no time limit on the Children screen: the next quiz has no countdown and no warnings', async ({ browser }) => {
  const child = await childWithQuiz(backend, 'No Rush');
  const parentContext = await browser.newContext({ baseURL: origins.shell, storageState: storageStateOf('parent') });
  const page = await signedOutPage(browser, origins.shell);
  try {
    const parent = await parentContext.newPage();
    await parent.goto('/children');
    const field = parent.getByRole('combobox', { name: 'Time on quizzes for No Rush' });
    await field.selectOption({ label: 'No time limit' });
    await expect(parent.getByText('Saved. Quizzes No Rush starts from now on use this time.')).toBeVisible();

    await signInAsChild(page, child.studentId, child.accessCode);
    await page.goto(`/quiz/${child.assignmentId}`);
    await expect(page.getByText('Question 1 of 5')).toBeVisible();
    await expect(page.getByText('No time limit')).toBeVisible();
    await expect(page.getByText(/^\d\d:\d\d$/)).toHaveCount(0);
    expect((await child.saved()).attempt).toMatchObject({ deadline: null });
  } finally {
    await parentContext.close();
    await page.context().close();
    await child.remove();
  }
});
