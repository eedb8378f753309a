import { expect, type Page } from '@playwright/test';
import { demo } from './accounts.ts';

/** Signs in through the shell's login screen, as a parent would. */
export async function signInAsParent(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(demo.parent.email);
  await page.getByLabel('Password').fill(demo.parent.password);
  await page.getByRole('button', { name: 'Login as Parent' }).click();
  await expect(page).toHaveURL(/\/parent-dashboard$/);
}

/** Signs in through the shell's Student tab, as a child would. */
export async function signInAsStudent(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Student' }).click();
  await page.getByLabel('Student ID').fill(demo.student.studentId);
  await page.getByLabel('Access Code').fill(demo.student.accessCode);
  await page.getByRole('button', { name: 'Start Revision' }).click();
  await expect(page).toHaveURL(/\/student-dashboard$/);
}
