import { expect, test } from '@playwright/test';
import { demo } from '../support/accounts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';

test.describe('parent sign-up', () => {
  test('creates the account, signs the parent in, and the account works again after logout', async ({ page }) => {
    const email = `new-parent-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
    await page.goto('/signup');
    await page.getByLabel('Your name').fill('Grace Hopper');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('compiler-1952');
    await page.getByLabel('Confirm Password').fill('compiler-1952');
    await page.getByRole('checkbox', { name: /I am the parent or guardian/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/parent-dashboard$/);
    await expect(page.getByText('Grace Hopper').first()).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('compiler-1952');
    await page.getByRole('button', { name: 'Login as Parent' }).click();
    await expect(page).toHaveURL(/\/parent-dashboard$/);
  });

  test('an email that already has an account is refused under the field', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Your name').fill('Someone Else');
    await page.getByLabel('Email').fill(demo.parent.email);
    await page.getByLabel('Password', { exact: true }).fill('another-pass-1');
    await page.getByLabel('Confirm Password').fill('another-pass-1');
    await page.getByRole('checkbox', { name: /I am the parent or guardian/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('An account with this email already exists. Log in instead.')).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('clear validation before anything is sent', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Please enter your name')).toBeVisible();
    await expect(page.getByText('Please enter your email')).toBeVisible();
    await expect(page.getByText('Please choose a password')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('short');
    await expect(page.getByText('Your password needs at least 8 characters')).toBeVisible();
    await page.getByLabel('Confirm Password').fill('different');
    await expect(page.getByText('The two passwords do not match')).toBeVisible();
  });

  test('has no axe violations', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Create a parent account' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
