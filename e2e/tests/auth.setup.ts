import { expect, test as setup } from '@playwright/test';
import { demo } from '../support/accounts.ts';
import { storageStateOf } from '../support/auth.ts';

// Each role signs in once, through the real screens; the other tests reuse the stored session.

setup('the demo parent signs in', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(demo.parent.email);
  await page.getByLabel('Password').fill(demo.parent.password);
  await page.getByRole('button', { name: 'Login as Parent' }).click();
  await expect(page).toHaveURL(/\/parent-dashboard$/);
  await page.context().storageState({ path: storageStateOf('parent') });
});

setup('the demo student signs in', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Student' }).click();
  await page.getByLabel('Student ID').fill(demo.student.studentId);
  await page.getByLabel('Access Code').fill(demo.student.accessCode);
  await page.getByRole('button', { name: 'Start Revision' }).click();
  await expect(page).toHaveURL(/\/student-dashboard$/);
  await page.context().storageState({ path: storageStateOf('student') });
});

setup('the demo creator signs in', async ({ page }) => {
  await page.goto('/creator-login');
  await page.getByLabel('Email').fill(demo.creator.email);
  await page.getByLabel('Password').fill(demo.creator.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/content-creator-dashboard$/);
  await page.context().storageState({ path: storageStateOf('creator') });
});
