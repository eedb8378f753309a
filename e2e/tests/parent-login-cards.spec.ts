import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { origins } from '../support/environment.ts';
import { storageStateOf } from '../support/auth.ts';

/** Codes such as "sunny-tiger-427". */
const accessCodeShape = /^[a-z]+-[a-z]+-\d{3}$/;

test.use({ storageState: storageStateOf('parent') });

/** The JavaScript the page downloads from now on, each file's body as sent (compressed) and as read. */
function watchScripts(page: Page) {
  const scripts: Array<{ url: string; sent: number; text: string }> = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const response = await request.response();
    if (!response) return;
    const [sizes, text] = await Promise.all([request.sizes(), response.text()]);
    scripts.push({ url: request.url(), sent: sizes.responseBodySize, text });
  });
  return scripts;
}

test("a parent prints a new child's login card; its QR code signs the child in, the code reaching no server", async ({ page, browser }) => {
  test.slow();
  const name = `Card Child ${Date.now()}`;
  const scripts = watchScripts(page);

  await page.goto('/children');
  await expect(page.getByRole('heading', { level: 1, name: 'Children' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your children' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const firstLoad = scripts.reduce((sum, script) => sum + script.sent, 0);
  test
    .info()
    .annotations.push({ type: 'Children page JavaScript (first load, as sent)', description: `${(firstLoad / 1024).toFixed(1)} KB` });
  // The cards and the QR encoder are not part of the page until a parent opens them.
  expect(scripts.filter((script) => script.text.includes('login-sheet')).map((script) => script.url)).toEqual([]);

  await page.getByRole('button', { name: 'Add Child' }).click();
  await page.getByLabel("Child's name").fill(name);
  await page.getByRole('radiogroup', { name: 'Grade' }).getByText('Grade 2', { exact: true }).click();
  await page.getByRole('button', { name: 'Save child' }).click();
  const notice = page.getByRole('region', { name: `${name} is ready to sign in` });
  await expect(notice.getByRole('definition')).toHaveText([/^STU\d{3,}$/, accessCodeShape]);
  const [studentId = '', accessCode = ''] = await notice.getByRole('definition').allTextContents();

  const before = scripts.length;
  await notice.getByRole('button', { name: `Print login card for ${name}` }).click();
  const sheet = page.getByRole('dialog', { name: 'Login cards' });
  await expect(sheet.getByRole('heading', { name: 'Login cards' })).toBeFocused();
  const card = sheet.getByRole('article', { name: `Login card for ${name}` });
  await expect(card.getByRole('heading', { name: `Hello, ${name}!` })).toBeVisible();
  await expect(card.getByRole('definition')).toHaveText([`${origins.shell}/login`, studentId, accessCode]);
  const lazy = scripts.slice(before).filter((script) => script.text.includes('login-sheet'));
  expect(lazy).toHaveLength(1);
  test.info().annotations.push({
    type: 'Login cards chunk with the QR encoder (as sent)',
    description: `${((lazy[0]?.sent ?? 0) / 1024).toFixed(1)} KB`,
  });

  const qr = card.getByRole('img', { name: /^QR code: signs .* in on the device that scans it/ });
  await expect(qr).toBeVisible();
  const link = /\((https?:\/\/[^)]+)\)$/.exec((await qr.getAttribute('aria-label')) ?? '')?.[1] ?? '';
  expect(link).toBe(`${origins.shell}/login?student=${studentId}#code=${accessCode}`);
  await expect(card).toContainText('Keep this card safe, like a house key');
  await expect(sheet.getByRole('radio', { name: 'One big card' })).toBeChecked();
  await expectNoAxeViolations(page);

  // Printed: the cards and nothing else of the page.
  await page.emulateMedia({ media: 'print' });
  await expect(card).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Children' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Back to the parent dashboard' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add Child' })).toBeHidden();
  await expect(sheet.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(sheet.getByRole('radio', { name: 'One big card' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // Four to a page, and on a phone the cards fit the screen.
  await sheet.getByText('Four cards (cut them apart)').click();
  await expect(sheet.getByRole('radio', { name: 'Four cards (cut them apart)' })).toBeChecked();
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(card).toBeVisible();
  expect(await sheet.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(notice.getByRole('button', { name: `Print login card for ${name}` })).toBeFocused();

  // The child scans the card at home: signed in straight away, and no request (so no server's log) carries the code.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const child = await context.newPage();
  const requested: string[] = [];
  child.on('request', (request) => requested.push(request.url()));
  await child.goto(link);
  await expect(child).toHaveURL(/\/student-dashboard$/);
  expect(requested.filter((url) => url.includes(accessCode))).toEqual([]);
  await context.close();

  // The child of this test goes again: the demo family stays as the other tests expect it.
  await notice.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: `Remove child ${name}` }).click();
  await page
    .getByRole('dialog', { name: `Remove ${name}?` })
    .getByRole('button', { name: 'Remove child' })
    .click();
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeHidden();
});

test('printing cards for children who have one asks first, saying the old codes stop working', async ({ page }) => {
  await page.goto('/children');
  await page.getByRole('button', { name: 'Print login cards' }).click();
  const dialog = page.getByRole('dialog', { name: 'Print login cards with new access codes' });
  await expect(dialog).toContainText('the old code of every child you choose stops working straight away');
  await expect(dialog.getByRole('checkbox', { name: 'Emma Johnson' })).not.toBeChecked();
  await expectNoAxeViolations(page);
  // The demo children keep their codes for the other tests.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
