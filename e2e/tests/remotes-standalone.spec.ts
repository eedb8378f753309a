import { expect, test } from '@playwright/test';
import { demo } from '../support/accounts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { origins } from '../support/environment.ts';
import { goInApp } from '../support/navigation.ts';
import { creatorScreens } from '../support/screens.ts';

// Each remote on its own: its own server, its own router, the fixtures through MSW.

// MSW answers them from a service worker (the config blocks service workers elsewhere).
test.use({ serviceWorkers: 'allow' });

test('the parent app runs alone with the sample family: every tab and screen', async ({ page }) => {
  // Every screen of the area, each checked by axe.
  test.slow();
  await page.goto(`${origins.parent_app}/parent-dashboard`);
  await expect(page.getByRole('heading', { name: `Welcome, ${demo.parent.name}` })).toBeVisible();
  await expect(page.getByText('Total Children', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
    String(demo.children.length),
  );
  await expect(page.getByRole('list', { name: 'Recent Activity' })).toContainText('Completed English Grammar Check');
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Assignments' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Maths Practice: Basic Arithmetic' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'View Science: Living Things and Light' }).click();
  await expect(
    page
      .getByRole('dialog')
      .getByText(/got it right/)
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Progress' }).click();
  await expect(page.getByRole('figure', { name: 'Scores over time.' }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Children' }).click();
  const children = page.getByRole('list', { name: 'Your children' });
  for (const child of demo.children) await expect(children.getByRole('heading', { name: child, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Assignments' }).click();
  await page.getByRole('button', { name: 'Edit English Grammar Check' }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('English Grammar Check');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to the parent dashboard' }).click();
  await page.getByRole('tab', { name: 'Assignments' }).click();
  await page.getByRole('button', { name: 'Create Assignment' }).click();
  await expect(page.getByRole('checkbox', { name: 'Basic Arithmetic' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`${origins.parent_app}/children`);
  await expect(page.getByRole('heading', { level: 1, name: 'Children' })).toBeVisible();
  for (const child of demo.children) await expect(page.getByRole('heading', { level: 2, name: child, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the student app runs alone with the sample assignments', async ({ page }) => {
  await page.goto(`${origins.student_app}/student-dashboard`);
  await expect(page.getByRole('heading', { name: `Welcome back, ${demo.student.name}!` })).toBeVisible();
  await expect(page.getByText('Maths Practice: Basic Arithmetic')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the creator portal runs alone and asks a creator to sign in', async ({ page }) => {
  // Every screen of the portal, each checked by axe: 40 s on a quiet machine.
  test.setTimeout(180_000);
  await page.goto(`${origins.creator_app}/content-creator-dashboard`);
  await expect(page).toHaveURL(/\/creator-login$/);
  await expectNoAxeViolations(page);
  await page.getByLabel('Email').fill(demo.creator.email);
  await page.getByLabel('Password').fill(demo.creator.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/content-creator-dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${demo.creator.name}` })).toBeVisible();
  // The sample figures (docs/product.md, "Sample data") come from the mock backend only.
  await expect(page.getByRole('region', { name: 'Your content in numbers' })).toContainText('Total Usage15,420');
  await expectNoAxeViolations(page);

  // From the dashboard, as its links do; a nested path loaded afresh (the remote's server answers it with its page,
  // and MSW is in control before the first request), as is the sign-in's redirect above.
  for (const [path, heading] of creatorScreens) {
    if (path.startsWith('/edit-question/')) await page.goto(`${origins.creator_app}${path}`);
    else await goInApp(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // No error shown (a live region waiting empty for one, as the Review Queue's, is not an error).
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  }
});
