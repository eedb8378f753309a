import { expect, test, type Browser } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { origins } from '../support/environment.ts';
import { storageStateOf } from '../support/auth.ts';

/** Codes such as "sunny-tiger-427". */
const accessCodeShape = /^[a-z]+-[a-z]+-\d{3}$/;

/** Signs in on the Student tab in a browser of its own, as the child would at home. */
async function childSignsIn(browser: Browser, studentId: string, accessCode: string) {
  // A context of its own, signed out: the test's stored parent session must not come along.
  const context = await browser.newContext({ baseURL: origins.shell, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Student' }).click();
  await page.getByLabel('Student ID').fill(studentId);
  await page.getByLabel('Access Code').fill(accessCode);
  await page.getByRole('button', { name: 'Start Revision' }).click();
  return { context, page };
}

test.use({ storageState: storageStateOf('parent') });

test('a parent adds a child, resets the access code and removes the child', async ({ page, browser }) => {
  // One story across four browser sessions (the parent and three sign-ins of the child).
  test.slow();
  // A child of this test only: the demo children keep their codes for the other tests.
  const name = `Test Child ${Date.now()}`;

  await page.goto('/parent-dashboard');
  await page.getByRole('link', { name: 'Children' }).click();
  await expect(page).toHaveURL(/\/children$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Children' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your children' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Add Child' }).click();
  await page.getByLabel("Child's name").fill(name);
  // The grades are drawn as buttons: the radio inputs themselves are hidden, a parent clicks the words.
  await page.getByRole('radiogroup', { name: 'Grade' }).getByText('Grade 4', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Grade 4' })).toBeChecked();
  await page.getByRole('button', { name: 'Save child' }).click();

  const added = page.getByRole('region', { name: `${name} is ready to sign in` });
  await expect(added).toContainText('it is shown only this once');
  await expect(added).toContainText('choose the Student tab');
  await expect(added.getByRole('definition')).toHaveText([/^STU\d{3,}$/, accessCodeShape]);
  const [studentId = '', firstCode = ''] = await added.getByRole('definition').allTextContents();
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: name })).toContainText(`Grade 4 · Student ID ${studentId}`);
  await expectNoAxeViolations(page);

  const child = await childSignsIn(browser, studentId, firstCode);
  await expect(child.page).toHaveURL(/\/student-dashboard$/);
  await child.context.close();

  await page.getByRole('button', { name: `Reset access code for ${name}` }).click();
  const resetDialog = page.getByRole('dialog', { name: `Reset ${name}'s access code?` });
  await expect(resetDialog).toContainText(`The old code stops working straight away and ${name} is signed out everywhere.`);
  await expectNoAxeViolations(page);
  await resetDialog.getByRole('button', { name: 'Reset code' }).click();
  const reset = page.getByRole('region', { name: `New access code for ${name}` });
  await expect(reset.getByRole('definition')).toHaveText([studentId, accessCodeShape]);
  const newCode = (await reset.getByRole('definition').nth(1).textContent()) ?? '';
  expect(newCode).not.toBe(firstCode);

  const refused = await childSignsIn(browser, studentId, firstCode);
  // In words a child can read and act on.
  await expect(refused.page.getByRole('alert')).toHaveText("That code didn't work. Check your card, or ask a grown-up.");
  await expect(refused.page).toHaveURL(/\/login$/);
  await refused.context.close();

  const welcomed = await childSignsIn(browser, studentId, newCode);
  await expect(welcomed.page).toHaveURL(/\/student-dashboard$/);
  await welcomed.context.close();

  await page.getByRole('button', { name: `Remove child ${name}` }).click();
  const removeDialog = page.getByRole('dialog', { name: `Remove ${name}?` });
  await expect(removeDialog).toContainText('all of their quiz attempts and results');
  await removeDialog.getByRole('button', { name: 'Remove child' }).click();
  await expect(page.getByRole('status')).toHaveText(`${name} has been removed, together with their attempts and results.`);
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Emma Johnson', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Back to the parent dashboard' }).click();
  await expect(page).toHaveURL(/\/parent-dashboard$/);
});
