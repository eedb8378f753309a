import { expect, test, type Route } from '@playwright/test';
import { fixtures } from 'mocks';
import PocketBase from 'pocketbase';
import { demo } from '../support/accounts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { csvFile, signInAsCreator } from '../support/bulk-import.ts';
import { backendPort } from '../support/environment.ts';

// The bulk import end to end at full size, after the gate (`pnpm test:heavy`): a 10,000-row file through
// the screen inside the shell, on the real backend: the count shown is what the server acknowledged,
// every row is stored once, a batch whose answer is lost after the server wrote it is not written
// twice, and an import stopped halfway is finished by choosing the same file again, without a
// duplicate; a 100,000-row file is checked without freezing the page.

/**
 * The 10,000 drafts are the reviewer's: no other test reads the reviewer's own drafts, while the demo
 * creator's lists (recent questions, the manage page) are what other tests check, in parallel.
 */
const importer = fixtures.creators.find((account) => account.reviewer)!;

/** The importer's stored questions whose text starts with `tag`: how many, and how many different texts (fewer means a row written twice). */
async function stored(tag: string): Promise<{ rows: number; distinct: number }> {
  const pb = new PocketBase(`http://127.0.0.1:${backendPort}`);
  pb.autoCancellation(false);
  await pb.collection('creators').authWithPassword(importer.email, importer.password);
  const texts = (
    await pb.collection('questions').getFullList({ filter: pb.filter('text ~ {:tag}', { tag }), fields: 'text', batch: 1000 })
  ).map((q) => String(q['text']));
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

test.describe('bulk import inside the shell, on the real backend', () => {
  test('10,000 rows: the count shown is what the server acknowledged, every row is stored once, and a stopped import resumes without duplicates', async ({
    page,
  }) => {
    test.setTimeout(900_000);
    const tag = `E2E import ${Date.now()}`;
    const path = csvFile(tag, 10_000);
    await signInAsCreator(page, importer);
    await page.goto('/bulk-import');
    await expect(page.getByRole('heading', { level: 1, name: 'Bulk Import Questions' })).toBeVisible();

    const worker = page.waitForEvent('worker');
    await page.getByLabel('Choose a file').setInputFiles(path);
    await worker;
    await expect(page.getByText('10,000 questions: 10,000 ready, 0 with errors, 0 duplicates.')).toBeVisible({ timeout: 120_000 });
    await expectNoAxeViolations(page);

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
    await expectNoAxeViolations(page);
  });

  test('the page does not freeze while a 100,000-row file is checked: it shows how far the check has got', async ({ page }) => {
    test.setTimeout(300_000);
    const path = csvFile(`E2E large ${Date.now()}`, 100_000);
    await signInAsCreator(page, demo.creator);
    await page.goto('/bulk-import');
    await page.getByLabel('Choose a file').setInputFiles(path);
    // A page frozen by the parsing could not show the count moving: it would go from nothing to all of it.
    await expect(page.getByRole('status')).toHaveText(/^Checking the file: (?!100,000 of)[\d,]+ of 100,000 rows$/, { timeout: 120_000 });
    await expect(page.getByText('100,000 questions: 100,000 ready, 0 with errors, 0 duplicates.')).toBeVisible({ timeout: 240_000 });
  });
});
