import { expect, test } from '@playwright/test';
import { demo } from '../support/accounts.ts';
import { csvFile, signInAsCreator } from '../support/bulk-import.ts';
import { origins } from '../support/environment.ts';

// The bulk import checks the chosen file in a Web Worker, which starts in the shell (another origin
// than the remote's) and on the creator portal alone; the full-size imports are in bulk-import.heavy.spec.ts.

// The creator portal alone runs on MSW, a service worker (the config blocks service workers elsewhere).
test.use({ serviceWorkers: 'allow' });

test('the file is checked in a worker on the creator portal alone too', async ({ page }) => {
  await signInAsCreator(page, demo.creator, origins.creator_app);
  await page.goto(`${origins.creator_app}/bulk-import`);
  const worker = page.waitForEvent('worker');
  await page.getByLabel('Choose a file').setInputFiles(csvFile(`E2E alone ${Date.now()}`, 3));
  await worker;
  await expect(page.getByText('3 questions: 3 ready, 0 with errors, 0 duplicates.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import 3 questions as drafts' })).toBeEnabled();
});
