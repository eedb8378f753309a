import { writeFileSync } from 'node:fs';
import { expect, test, type Page, type Route } from '@playwright/test';
import { fixtures } from 'mocks';
import PocketBase from 'pocketbase';
import { demo } from '../support/accounts.ts';
import { expectSettledWithoutAxeViolations } from '../support/axe.ts';
import { backendPort, origins } from '../support/environment.ts';

// The bulk import end to end: a 10,000-row file through the screen inside the shell, on the real
// backend: the count shown is what the server acknowledged, every row is stored once, a batch whose
// answer is lost after the server wrote it is not written twice, and an import stopped halfway is
// finished by choosing the same file again, without a duplicate. The file is checked in a Web
// Worker, which starts in the shell (another origin than the remote's) and on the creator portal alone.

const header = 'question,option_a,option_b,correct,subject,grade,skills,difficulty';
/**
 * The 10,000 drafts are the reviewer's: no other test reads the reviewer's own drafts, while the demo
 * creator's lists (recent questions, the manage page) are what other tests check, in parallel.
 */
const importer = fixtures.creators.find((account) => account.reviewer)!;

/** A CSV file of `count` valid questions whose texts start with `tag`, in the test's output folder, where the browser can choose it. */
function csvFile(tag: string, count: number): string {
  const rows = Array.from({ length: count }, (_, n) => `${tag} ${n}: what is ${n} + 2?,${n + 2},${n + 3},a,Mathematics,Grade ${1 + (n % 6)},Addition,beginner`);
  const path = test.info().outputPath(`${tag.replace(/\W+/g, '-')}.csv`);
  // A file on disk: a buffer handed to setInputFiles is decoded in the page, a freeze of the test's own making.
  writeFileSync(path, [header, ...rows].join('\n'));
  return path;
}

/** The importer's stored questions whose text starts with `tag`: how many, and how many different texts (fewer means a row written twice). */
async function stored(tag: string): Promise<{ rows: number; distinct: number }> {
  const pb = new PocketBase(`http://127.0.0.1:${backendPort}`);
  pb.autoCancellation(false);
  await pb.collection('creators').authWithPassword(importer.email, importer.password);
  const texts = (await pb.collection('questions').getFullList({ filter: pb.filter('text ~ {:tag}', { tag }), fields: 'text', batch: 1000 })).map((q) => String(q['text']));
  return { rows: texts.length, distinct: new Set(texts).size };
}

/** A promise and the function that settles it: a response held until the test lets it go. */
function gate(): [Promise<void>, () => void] {
  const opener: { open?: () => void } = {};
  const promise = new Promise<void>((resolve) => {
    opener.open = resolve;
  });
  return [promise, () => opener.open?.()];
}

/** Signs in on the creator sign-in screen of `origin` (the shell's by default). */
async function signIn(page: Page, account: { email: string; password: string }, origin = '') {
  await page.goto(`${origin}/creator-login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/content-creator-dashboard$/);
}

test.describe('bulk import inside the shell, on the real backend', () => {
  test('10,000 rows: the count shown is what the server acknowledged, every row is stored once, and a stopped import resumes without duplicates', async ({ page }) => {
    test.setTimeout(900_000);
    const tag = `E2E import ${Date.now()}`;
    const path = csvFile(tag, 10_000);
    await signIn(page, importer);
    await page.goto('/bulk-import');
    await expect(page.getByRole('heading', { level: 1, name: 'Bulk Import Questions' })).toBeVisible();

    const worker = page.waitForEvent('worker');
    await page.getByLabel('Choose a file').setInputFiles(path);
    await worker;
    await expect(page.getByText('10,000 questions: 10,000 ready, 0 with errors, 0 duplicates.')).toBeVisible({ timeout: 120_000 });
    await expectSettledWithoutAxeViolations(page);

    // The 5th batch is written by the server but its answer never arrives; the 31st is held until Stop is pressed.
    let batches = 0;
    const [thirtyFirst, thirtyFirstArrived] = gate();
    const [held, release] = gate();
    await page.route('**/api/batch', async (route: Route) => {
      batches += 1;
      if (batches === 5) {
        await route.fetch();
        return route.abort('connectionreset');
      }
      if (batches !== 31) return route.continue();
      const response = await route.fetch();
      thirtyFirstArrived();
      await held;
      return route.fulfill({ response });
    });
    await page.getByRole('button', { name: 'Import 10,000 questions as drafts' }).click();
    await thirtyFirst;
    // Thirty batches acknowledged, the lost one counted once from what the server holds; the 31st not yet.
    await expect(page.getByText('3,000 of 10,000 written')).toBeVisible();
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(page.getByRole('button', { name: 'Stopping after the batch being written...' })).toBeDisabled();
    release();
    await expect(page.getByText('3,100 questions imported as drafts.')).toBeVisible();
    await expect(page.getByText(/^You stopped the import: 6,900 rows were not written yet\. Choose the same file again/)).toBeVisible();
    expect(await stored(tag)).toEqual({ rows: 3100, distinct: 3100 });
    await page.unroute('**/api/batch');

    await page.getByRole('button', { name: 'Import another file' }).click();
    await page.getByLabel('Choose a file').setInputFiles(path);
    await expect(page.getByText('10,000 questions: 6,900 ready, 0 with errors, 3,100 duplicates.')).toBeVisible({ timeout: 120_000 });
    const started = Date.now();
    await page.getByRole('button', { name: 'Import 6,900 questions as drafts' }).click();
    await expect(page.getByText('6,900 questions imported as drafts.')).toBeVisible({ timeout: 600_000 });
    console.log(`6,900 rows written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(await stored(tag)).toEqual({ rows: 10_000, distinct: 10_000 });
    await expectSettledWithoutAxeViolations(page);
  });

  test('the page does not freeze while a 100,000-row file is checked: it shows how far the check has got', async ({ page }) => {
    test.setTimeout(300_000);
    const path = csvFile(`E2E large ${Date.now()}`, 100_000);
    await signIn(page, demo.creator);
    await page.goto('/bulk-import');
    await page.getByLabel('Choose a file').setInputFiles(path);
    // A page frozen by the parsing could not show the count moving: it would go from nothing to all of it.
    await expect(page.getByRole('status')).toHaveText(/^Checking the file: (?!100,000 of)[\d,]+ of 100,000 rows$/, { timeout: 120_000 });
    await expect(page.getByText('100,000 questions: 100,000 ready, 0 with errors, 0 duplicates.')).toBeVisible({ timeout: 240_000 });
  });
});

test('the file is checked in a worker on the creator portal alone too', async ({ page }) => {
  await signIn(page, demo.creator, origins.creator_app);
  await page.goto(`${origins.creator_app}/bulk-import`);
  const worker = page.waitForEvent('worker');
  await page.getByLabel('Choose a file').setInputFiles(csvFile(`E2E alone ${Date.now()}`, 3));
  await worker;
  await expect(page.getByText('3 questions: 3 ready, 0 with errors, 0 duplicates.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import 3 questions as drafts' })).toBeEnabled();
});
