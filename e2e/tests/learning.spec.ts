import { expect, test, type Page } from '@playwright/test';
import { storageStateOf } from '../support/auth.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { backendPort, origins } from '../support/environment.ts';
import { answerCurrent, childWithQuiz, currentQuestion, signedOutPage, signInAsChild } from '../support/quiz.ts';

// The learning engine over the real PocketBase, at a phone's size: a child misses questions, practises
// them at once from the home screen and sees them again; the parent reads the skills and assigns the
// next step in one click; the child finds the new assignment first on the home screen.

test.use({ storageState: storageStateOf('parent'), viewport: { width: 360, height: 740 } });
test.slow();

/** The child's home screen's first region: the one thing to do now. */
const nextStep = (page: Page) => page.getByRole('region', { name: 'Your next step' });

test('a child practises their mistakes at once, and the parent assigns the next step in one click', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const name = `Learning Child ${Date.now()}`;
  const child = await childWithQuiz(`http://127.0.0.1:${backendPort}`, name);
  try {
    const kid = await signedOutPage(browser, origins.shell);
    await signInAsChild(kid, child.studentId, child.accessCode);
    // The quiz is the next step, its button in view without scrolling.
    await expect(nextStep(kid).getByText(child.title)).toBeVisible();
    await expect(nextStep(kid).getByRole('link', { name: 'Start Quiz' })).toBeInViewport();
    await nextStep(kid).getByRole('link', { name: 'Start Quiz' }).click();

    // Two of the five wrong.
    const missed: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      if (i < 2) missed.push((await currentQuestion(kid)).text);
      await answerCurrent(kid, i >= 2);
      await kid.getByRole('button', { name: i < 4 ? 'Next' : 'Submit Quiz' }).click();
    }
    await expect(kid.getByText('3 out of 5 questions correct')).toBeVisible();

    // Back home: the mistakes come first, ready at once.
    await kid.getByRole('button', { name: 'Back to Dashboard' }).click();
    await expect(nextStep(kid).getByText('Practise your mistakes: 2 questions')).toBeVisible();
    await expect(nextStep(kid).getByRole('button', { name: 'Practise now' })).toBeInViewport();
    await expectNoAxeViolations(kid);
    await nextStep(kid).getByRole('button', { name: 'Practise now' }).click();
    await expect(kid).toHaveURL(/\/quiz\/\w+$/);
    const seen: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      seen.push((await currentQuestion(kid)).text);
      await answerCurrent(kid, true);
      await kid.getByRole('button', { name: i < 1 ? 'Next' : 'Submit Quiz' }).click();
    }
    // The same questions, seen again.
    expect(seen.toSorted()).toEqual(missed.toSorted());
    await expect(kid.getByText('2 out of 2 questions correct')).toBeVisible();
    await kid.getByRole('button', { name: 'Back to Dashboard' }).click();
    await expect(nextStep(kid).getByText('All done!')).toBeVisible();
    // Finishing a quiz began no other attempt of it (the achievement's news used to start one).
    await expect(kid.getByRole('link', { name: /^Continue Quiz/ })).toHaveCount(0);

    // The parent: the skills, and the next step assigned in one click.
    await page.goto('/parent-dashboard?tab=progress');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
    const skills = card.getByRole('region', { name: `${name}'s Mathematics skills` });
    await expect(skills.getByRole('button', { name: /^Addition (Practising|Nearly there) \d of \d right$/ })).toBeVisible();
    await expect(card.getByText(/^Practise [A-Za-z ]+: .+, \d+ questions?$/)).toBeVisible();
    await expectNoAxeViolations(page);
    const step = (await card.getByText(/^Practise [A-Za-z ]+: .+, \d+ questions?$/).innerText()).replace(
      /^Practise [A-Za-z ]+: (.+), \d+ questions?$/,
      '$1',
    );
    await card.getByRole('button', { name: /^Assign to / }).click();
    await expect(card.getByRole('status')).toContainText('due in a week');

    // The child, on the home screen all along, finds it first there (the news of it brings it).
    await expect(nextStep(kid).getByText(step, { exact: true })).toBeVisible();
    await kid.context().close();
  } finally {
    await child.remove();
  }
});
