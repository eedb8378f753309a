import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { origins } from '../support/environment.ts';

// The student remote on its own, over MSW: the sample figures and sample quiz (five maths
// questions, 30 minutes), taken to its results.

// MSW answers it from a service worker (the config blocks service workers elsewhere).
test.use({ serviceWorkers: 'allow' });

test("the student app alone shows SPEC's sample figures and runs the sample quiz to its results", async ({ page }) => {
  await page.goto(`${origins.student_app}/student-dashboard`);
  await expect(page.getByText('1250 points', { exact: true })).toBeVisible();
  const tiles = page.getByRole('region', { name: 'My progress' });
  await expect(tiles.getByRole('progressbar', { name: 'Level 8, on the way to level 9' })).toHaveAttribute('aria-valuenow', '16');
  await expect(tiles.getByRole('listitem').filter({ hasText: 'Level' })).toContainText('250 more points to level 9');
  await expect(tiles.getByRole('listitem').filter({ hasText: 'Study Streak' })).toContainText('5 days');

  await page.getByRole('link', { name: 'Start Quiz: Maths Practice: Basic Arithmetic' }).click();
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  await expect(page.getByText(/^(30:00|29:\d\d)$/)).toBeVisible();
  await expectNoAxeViolations(page);
  for (const answer of ['C 15', 'C 9', 'B 460', 'B 42', 'C 16']) {
    await page.getByRole('radio', { name: answer }).check();
    if (answer !== 'C 16') await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.getByRole('button', { name: 'Submit Quiz' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Excellent!' })).toBeVisible();
  await expect(page.getByText('5 out of 5 questions correct')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Achievement Unlocked!' })).toBeVisible();
  await expectNoAxeViolations(page);
});
