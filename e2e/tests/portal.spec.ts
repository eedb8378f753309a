import { expect, test } from '@playwright/test';
import PocketBase from 'pocketbase';
import { demo } from '../support/accounts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { storageStateOf } from '../support/auth.ts';
import { backendPort, origins } from '../support/environment.ts';

// The shell with every remote mounted, over the real seeded PocketBase.

test.describe('signed in as the demo parent', () => {
  test.use({ storageState: storageStateOf('parent') });

  test('the parent signed in by the shell is seen by the parent remote, across a reload', async ({ page }) => {
    await page.goto('/parent-dashboard');
    // The greeting and the children come from the remote, reading the shell's session and real records.
    await expect(page.getByRole('heading', { name: `Welcome, ${demo.parent.name}` })).toBeVisible();
    await page.getByRole('tab', { name: 'Children' }).click();
    const children = page.getByRole('list', { name: 'Your children' });
    for (const child of demo.children) await expect(children.getByRole('heading', { name: child, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(page).toHaveURL(/\/parent-dashboard\?tab=children$/);
    await expect(page.getByRole('heading', { name: `Welcome, ${demo.parent.name}` })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Children' })).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('signed in as the demo student', () => {
  test.use({ storageState: storageStateOf('student') });

  test('the student reaches the student remote and keeps a deep link on reload', async ({ page }) => {
    await page.goto('/student-dashboard');
    await expect(page.getByRole('heading', { name: `Welcome back, ${demo.student.name}!` })).toBeVisible();
    await expect(page.getByText('Maths Practice: Basic Arithmetic')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/quiz/assignmaths0001');
    await page.reload();
    await expect(page).toHaveURL(/\/quiz\/assignmaths0001$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Maths Practice: Basic Arithmetic' })).toBeVisible();
  });

  test('a remote that is down shows a friendly page, with Logout, while the others keep working', async ({ page }) => {
    await page.route(`${origins.student_app}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/student-dashboard');
    await expect(page.getByRole('alert')).toContainText('This part of the portal is not available right now');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Get Started' }).first()).toBeVisible();
    // Another remote still mounts: the creator sign-in is open to anyone.
    await page.goto('/creator-login');
    await expect(page.getByRole('heading', { name: 'Content Creator Sign In' })).toBeVisible();
  });
});

test('a creator route mounts the creator remote inside the shell', async ({ page }) => {
  await page.goto('/content-creator-dashboard');
  await expect(page).toHaveURL(/\/creator-login$/);
  await page.getByLabel('Email').fill(demo.creator.email);
  await page.getByLabel('Password').fill(demo.creator.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/content-creator-dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${demo.creator.name}` })).toBeVisible();
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test("a child whose code the parent resets is signed out where the child's page is open", async ({ page }) => {
  // The parent acts through the API, on a child of their own made for this test.
  const parent = new PocketBase(`http://127.0.0.1:${backendPort}`);
  await parent.collection('parents').authWithPassword(demo.parent.email, demo.parent.password);
  const { student, accessCode } = await parent.send<{ student: { id: string; student_id: string }; accessCode: string }>('/api/children', {
    method: 'POST',
    body: { name: 'Reset Test Child', grade: 'Grade 2' },
  });

  await page.goto('/login');
  await page.getByRole('tab', { name: 'Student' }).click();
  await page.getByLabel('Student ID').fill(student.student_id);
  await page.getByLabel('Access Code').fill(accessCode);
  await page.getByRole('button', { name: 'Start Revision' }).click();
  // The child's first sign-in: a welcome, not a "welcome back".
  await expect(page.getByRole('heading', { name: 'Welcome, Reset Test Child!' })).toBeVisible();

  await parent.send(`/api/children/${student.id}/access-code`, { method: 'POST' });
  // The child comes back to the tab: the portal checks the session then, without a reload.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  await parent.collection('students').delete(student.id);
});
