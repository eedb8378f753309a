import { expect, test } from '@playwright/test';
import { demo } from '../support/accounts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';

// A child of six on a phone signs in alone: the Student ID typed in small letters, the access code as read
// off the card with spaces and a capital, the code shown to check it, no grown-up needed.
test.use({ viewport: { width: 360, height: 740 } });

test('a child signs in on a phone typing the Student ID in small letters and the code with spaces', async ({ page }) => {
  const sent: Array<Record<string, unknown>> = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/collections/students/auth-with-password'))
      sent.push(request.postDataJSON() as Record<string, unknown>);
  });
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Student' }).click();
  const [adjective = '', animal = '', number = ''] = demo.student.accessCode.split('-');
  await page.getByLabel('Student ID').fill(demo.student.studentId.toLowerCase());
  const code = page.getByLabel('Access Code');
  await code.fill(`${adjective[0]?.toUpperCase()}${adjective.slice(1)} ${animal} ${number}`);
  // The code is hidden until the child asks to see it.
  await expect(code).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show code' }).click();
  await expect(code).toHaveAttribute('type', 'text');
  await expect(code).toHaveValue(`${adjective[0]?.toUpperCase()}${adjective.slice(1)} ${animal} ${number}`);
  await expectNoAxeViolations(page);
  // Everything fits the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await page.getByRole('button', { name: 'Start Revision' }).click();
  await expect(page).toHaveURL(/\/student-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(demo.student.name) })).toBeVisible();
  // What the page sent, through the one rule the server applies too.
  expect(sent.map(({ identity, password }) => ({ identity, password }))).toEqual([
    { identity: demo.student.studentId, password: demo.student.accessCode },
  ]);
});

test("a wrong code is told in a child's words, and the child's ID in any case still signs in afterwards", async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Student' }).click();
  await page.getByLabel('Student ID').fill('stu001');
  await page.getByLabel('Access Code').fill('rainbow wombat 101');
  await page.getByRole('button', { name: 'Start Revision' }).click();
  await expect(page.getByRole('alert')).toHaveText("That code didn't work. Check your card, or ask a grown-up.");
  await expectNoAxeViolations(page);
  await page.getByLabel('Access Code').fill(demo.student.accessCode.replaceAll('-', ' ').toUpperCase());
  await page.getByRole('button', { name: 'Start Revision' }).click();
  await expect(page).toHaveURL(/\/student-dashboard$/);
});
