import { expect, test } from '@playwright/test';
import { demo } from '../support/accounts.ts';
import { storageStateOf } from '../support/auth.ts';

test.describe('a signed-in parent', () => {
  test.use({ storageState: storageStateOf('parent') });

  test('the session survives a reload', async ({ page }) => {
    await page.goto('/parent-dashboard');
    await page.reload();
    await expect(page).toHaveURL(/\/parent-dashboard$/);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByText(demo.parent.name).first()).toBeVisible();
  });

  test('a page opened from far down another opens at its top, and Back returns to where the first was left', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    // Both pages' code already in, as on any second visit: no loading step in between to reset the scroll by chance.
    await page.goto('/create-assignment');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Assignment' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the parent dashboard' }).click();
    await page.getByRole('tab', { name: 'Assignments' }).click();
    const create = page.getByRole('button', { name: 'Create Assignment' });
    await expect(create).toBeVisible();
    // Down to the end of the page, once its panel is in.
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          return window.scrollY;
        }),
      )
      .toBeGreaterThan(200);
    const left = await page.evaluate(() => window.scrollY);
    // Followed where the page is (a click by Playwright would scroll to the button first).
    await create.evaluate((button: HTMLElement) => button.click());
    await expect(page).toHaveURL(/\/create-assignment$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create Assignment' })).toBeVisible();
    // The new page is longer than the screen, and is shown from its top.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(640 + left);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/parent-dashboard\?tab=assignments$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
  });

  test('logout clears the session and goes to /login', async ({ page }) => {
    await page.goto('/parent-dashboard');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('pocketbase_auth'))).toBeNull();
    await page.goto('/parent-dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a revoked session sends the user to /login with a message', async ({ page }) => {
    // A token the server no longer accepts (as after a password or code reset): same shape, wrong signature.
    // Written before the page's own scripts run, once: changed under a running page, that page's next
    // request would end the session there, and a reload would find no session rather than a revoked one.
    await page.addInitScript(() => {
      if (sessionStorage.getItem('revoked')) return;
      sessionStorage.setItem('revoked', 'yes');
      const stored = JSON.parse(localStorage.getItem('pocketbase_auth') ?? '{}') as { token: string };
      const [header, payload] = stored.token.split('.');
      localStorage.setItem('pocketbase_auth', JSON.stringify({ ...stored, token: `${header}.${payload}.revoked` }));
    });
    await page.goto('/parent-dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status')).toHaveText('Your session has ended. Please sign in again.');
    await page.getByLabel('Email').fill(demo.parent.email);
    await page.getByLabel('Password').fill(demo.parent.password);
    await page.getByRole('button', { name: 'Login as Parent' }).click();
    await expect(page).toHaveURL(/\/parent-dashboard$/);
  });
});

test.describe('a signed-in student', () => {
  test.use({ storageState: storageStateOf('student') });

  test('a user of the wrong role gets a clear page with a way back', async ({ page }) => {
    await page.goto('/parent-dashboard');
    await expect(page.getByRole('heading', { name: 'This page is not for your account' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to your dashboard' }).click();
    await expect(page).toHaveURL(/\/student-dashboard$/);
  });

  test('a signed-in user who opens /login goes to their dashboard', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/student-dashboard$/);
  });
});

test.describe('a signed-out visitor', () => {
  test('a signed-out visitor to a deep link signs in and returns to it', async ({ page }) => {
    await page.goto('/create-assignment');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(demo.parent.email);
    await page.getByLabel('Password').fill(demo.parent.password);
    await page.getByRole('button', { name: 'Login as Parent' }).click();
    await expect(page).toHaveURL(/\/create-assignment$/);
    // The page itself comes from the parent remote.
    await expect(page.getByRole('heading', { name: 'Create Assignment' })).toBeVisible();
  });

  test("a student's deep link returns to the student page after the Student tab", async ({ page }) => {
    await page.goto('/student-dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('tab', { name: 'Student' }).click();
    await page.getByLabel('Student ID').fill(demo.student.studentId);
    await page.getByLabel('Access Code').fill(demo.student.accessCode);
    await page.getByRole('button', { name: 'Start Revision' }).click();
    await expect(page).toHaveURL(/\/student-dashboard$/);
  });

  test('an unknown path gets a not-found page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('a signed-in creator', () => {
  test.use({ storageState: storageStateOf('creator') });

  test('logs out to the creator sign-in, not the family one', async ({ page }) => {
    await page.goto('/content-creator-dashboard');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/creator-login$/);
    await expect(page.getByRole('heading', { name: 'Content Creator Sign In' })).toBeVisible();
  });
});
