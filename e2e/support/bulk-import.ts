import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { trackReads } from './reads.ts';

// The bulk import's end-to-end tests: the file the creator chooses, and the creator sign-in they start from.

const header = 'question,option_a,option_b,correct,subject,grade,skills,difficulty';

/** A CSV file of `count` valid questions whose texts start with `tag`, in the test's output folder, where the browser can choose it. */
export function csvFile(tag: string, count: number): string {
  const rows = Array.from(
    { length: count },
    (_, n) => `${tag} ${n}: what is ${n} + 2?,${n + 2},${n + 3},a,Mathematics,Grade ${1 + (n % 6)},Addition,beginner`,
  );
  const path = test.info().outputPath(`${tag.replace(/\W+/g, '-')}.csv`);
  // A file on disk: a buffer handed to setInputFiles is decoded in the page, a freeze of the test's own making.
  writeFileSync(path, [header, ...rows].join('\n'));
  return path;
}

/** Signs in on the creator sign-in screen of `origin` (the shell's by default), and waits until the dashboard has read what it shows (reads.ts says why). */
export async function signInAsCreator(page: Page, account: { email: string; password: string }, origin = '') {
  const reads = trackReads(page);
  await page.goto(`${origin}/creator-login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/content-creator-dashboard$/);
  await expect(page.getByText('Total Questions')).toBeVisible();
  await reads.settled();
}
