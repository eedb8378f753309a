import { expect, test, type Page, type Route } from '@playwright/test';
import { demo } from '../support/accounts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';

/** An identity no account has, so failed tries never lock a demo account for other tests. */
const stranger = (prefix: string) => `${prefix}-${Date.now()}-${Math.round(Math.random() * 1e6)}`;

async function openStudentTab(page: Page) {
  await page.getByRole('tab', { name: 'Student' }).click();
}

test.describe('login', () => {
  test('the sign-in shows before its scripts have loaded, and keeps what was typed into it meanwhile', async ({ page }) => {
    // The scripts are held back until the form has been typed into, as on a slow phone.
    let holding = true;
    const held: Route[] = [];
    await page.route('**/static/js/**', (route) => (holding ? held.push(route) : route.continue()));
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'MCQ Revision for Primary School' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login as Parent' })).toBeDisabled();
    await expect(page.getByRole('tab', { name: 'Student' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await page.getByLabel('Email').fill(demo.parent.email);
    const password = page.getByLabel('Password');
    await password.fill(demo.parent.password.slice(0, 3));

    holding = false;
    await Promise.all(held.map((route) => route.continue()));
    await expect(page.getByRole('button', { name: 'Login as Parent' })).toBeEnabled();
    await expect(page.getByLabel('Email')).toHaveValue(demo.parent.email);
    await expect(password).toBeFocused();
    // The caret is where it was: the rest of the password goes after what was typed.
    await page.keyboard.type(demo.parent.password.slice(3));
    await expect(password).toHaveValue(demo.parent.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/parent-dashboard$/);
  });

  test('a parent signs in and reaches /parent-dashboard', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'MCQ Revision for Primary School' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Parent' })).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel('Email').fill(demo.parent.email);
    await page.getByLabel('Password').fill(demo.parent.password);
    await page.getByRole('button', { name: 'Login as Parent' }).click();
    await expect(page).toHaveURL(/\/parent-dashboard$/);
    // The remote reads the session the shell signed in.
    await expect(page.getByText(demo.parent.name).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('reads where the remotes live with the page, once, and no page leaves its preload unused', async ({ page, context }) => {
    const asked: string[] = [];
    const warnings: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    page.on('console', (message) => warnings.push(message.text()));
    await page.goto('/login', { waitUntil: 'load' });
    // The other pages that carry the preload: the sign-in at /login/, a signed-out visit sent to it, a page not found.
    for (const path of ['/login/', '/parent-dashboard', '/no-such-page']) {
      const other = await context.newPage();
      other.on('console', (message) => warnings.push(`${path}: ${message.text()}`));
      await other.goto(path, { waitUntil: 'load' });
    }
    await expect(page.getByRole('button', { name: 'Login as Parent' })).toBeEnabled();
    // Chromium warns of a preload not used within a few seconds of the page's load.
    await page.waitForTimeout(4000);
    expect(warnings.filter((text) => text.includes('preloaded'))).toEqual([]);
    await page.getByLabel('Email').fill(demo.parent.email);
    await page.getByLabel('Password').fill(demo.parent.password);
    await page.getByRole('button', { name: 'Login as Parent' }).click();
    await expect(page).toHaveURL(/\/parent-dashboard$/);
    expect(asked.filter((path) => path === '/remotes.json')).toHaveLength(1);
  });

  test('a wrong parent password shows the red alert, keeps the parent on /login, and editing clears it', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(`${stranger('nobody')}@example.com`);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login as Parent' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Authentication failed');
    // a wrong password points to Forgot password
    await expect(alert.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Password').pressSequentially('x');
    await expect(alert).toBeHidden();
  });

  test('the browser checks the email format and both fields before asking the server', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login as Parent' }).click();
    await expect(page.getByText('Please enter your email')).toBeVisible();
    await expect(page.getByText('Please enter your password')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  });

  test('a student signs in on the Student tab and reaches /student-dashboard', async ({ page }) => {
    await page.goto('/login');
    await openStudentTab(page);
    await expect(page.getByLabel('Student ID')).toHaveAttribute('placeholder', 'e.g. STU001');
    await page.getByLabel('Student ID').fill(demo.student.studentId);
    await page.getByLabel('Access Code').fill(demo.student.accessCode);
    await page.getByRole('button', { name: 'Start Revision' }).click();
    await expect(page).toHaveURL(/\/student-dashboard$/);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('a wrong access code shows the alert on the Student tab only', async ({ page }) => {
    await page.goto('/login');
    await openStudentTab(page);
    await page.getByLabel('Student ID').fill('STU999999');
    await page.getByLabel('Access Code').fill(stranger('wrong'));
    await page.getByRole('button', { name: 'Start Revision' }).click();
    // In words a child can read and act on.
    await expect(page.getByRole('alert')).toHaveText("That code didn't work. Check your card, or ask a grown-up.");
    await page.getByRole('tab', { name: 'Parent' }).click();
    await expect(page.getByRole('alert')).toBeHidden();
    await openStudentTab(page);
    await expect(page.getByRole('alert')).toContainText("That code didn't work.");
    await page.getByLabel('Student ID').fill('STU001');
    await expect(page.getByRole('alert')).toBeHidden();
  });

  test('the demo card shows logins that really work', async ({ page }) => {
    await page.goto('/login');
    const parent = page.getByRole('region', { name: 'Demo parent' });
    await expect(parent).toContainText(demo.parent.email);
    await expect(parent).toContainText(demo.parent.password);
    const student = page.getByRole('region', { name: 'Demo student' });
    await expect(student).toContainText(demo.student.studentId);
    await expect(student).toContainText(demo.student.accessCode);

    await page.getByRole('button', { name: 'Use the demo student login' }).click();
    await expect(page.getByLabel('Student ID')).toHaveValue(demo.student.studentId);
    await page.getByRole('button', { name: 'Start Revision' }).click();
    await expect(page).toHaveURL(/\/student-dashboard$/);
  });

  test('keyboard only: arrow keys switch tabs and Enter submits', async ({ page }) => {
    await page.goto('/login');
    // The prerendered sign-in takes keys once its scripts run (its tabs are disabled until then).
    await expect(page.getByRole('tab', { name: 'Student' })).toBeEnabled();
    await page.getByRole('tab', { name: 'Parent' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tab', { name: /Student$/ })).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel('Student ID').focus();
    await page.keyboard.type(demo.student.studentId);
    await page.keyboard.press('Tab');
    await page.keyboard.type(demo.student.accessCode);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/student-dashboard$/);
  });

  test("'Need help? Contact your parent or teacher' opens help for children and parents", async ({ page }) => {
    await page.goto('/login');
    await openStudentTab(page);
    await page.getByRole('link', { name: 'Need help? Contact your parent or teacher' }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByRole('heading', { name: 'For children' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'For parents' })).toContainText("reset a child's access code");
  });

  test("'Don't have an account? Sign up' opens /signup", async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: "Don't have an account? Sign up" }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create a parent account' })).toBeVisible();
  });

  test('has no axe violations, on either tab or with an error shown', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('region', { name: 'Demo parent' })).toBeVisible();
    await expectNoAxeViolations(page);
    await openStudentTab(page);
    await page.getByRole('button', { name: 'Start Revision' }).click();
    await expect(page.getByText('Please enter your Student ID')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
