import { expect, test, type Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { demo } from '../support/accounts.ts';
import { storageStateOf, type Role } from '../support/auth.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { goInApp } from '../support/navigation.ts';

// The dark theme (docs/product.md, "Settings"): each role's first screen, dark because the device is and the demo account has not
// chosen (the stored sessions' accounts never chose a theme), is readable (axe) at a desktop's and a phone's width.

const screenshots = join(import.meta.dirname, '..', '..', 'docs', 'screenshots', 'issue-22');

const firstScreens: { role: Role; path: string; heading: RegExp }[] = [
  { role: 'parent', path: '/parent-dashboard', heading: new RegExp(`Welcome, ${demo.parent.name}`) },
  { role: 'student', path: '/student-dashboard', heading: new RegExp(`Welcome back, ${demo.student.name}!`) },
  { role: 'creator', path: '/content-creator-dashboard', heading: /^Welcome/ },
];

/** The JavaScript a page downloads, gzip-compressed (the budgets' measure, as e2e/bench does), in KB. */
function recordJs(page: Page): () => Promise<number> {
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) bodies.push(response.body().catch(() => Buffer.alloc(0)));
  });
  return async () => (await Promise.all(bodies)).reduce((total, body) => total + gzipSync(body, { level: 9 }).length, 0) / 1000;
}

for (const { role, path, heading } of firstScreens) {
  test.describe(`the ${role}'s first screen, dark`, () => {
    test.use({ storageState: storageStateOf(role), colorScheme: 'dark' });

    test('follows the dark device and passes axe at 1280 and 360 px', async ({ page }, testInfo) => {
      const javascript = recordJs(page);
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        await expectNoAxeViolations(page);
        await page.screenshot({ path: join(screenshots, `dark-${role}-${width}.png`), fullPage: true });
        if (width === 1280) {
          const kb = (await javascript()).toFixed(1);
          testInfo.annotations.push({ type: 'page JS (KB gzip)', description: kb });
          console.log(`${path}: ${kb} KB of JavaScript (gzip)`);
        }
      }
      expect(Number(testInfo.annotations[0]?.description)).toBeLessThanOrEqual(250);
    });
  });
}

// Every other screen of each role, dark: antd's dark algorithm on every form control, axe clean at both widths.
const otherScreens: { role: Role; path: string; heading: RegExp }[] = [
  { role: 'parent', path: '/children', heading: /^Children$/ },
  { role: 'parent', path: '/create-assignment', heading: /^Create Assignment$/ },
  { role: 'parent', path: '/settings', heading: /^Settings$/ },
  { role: 'student', path: '/my-settings', heading: /^My settings$/ },
  { role: 'creator', path: '/create-question', heading: /^Create Question$/ },
  { role: 'creator', path: '/create-question-set', heading: /^Create Question Set$/ },
  { role: 'creator', path: '/manage-questions', heading: /^Manage Questions$/ },
  { role: 'creator', path: '/manage-question-sets', heading: /^Manage Question Sets$/ },
  { role: 'creator', path: '/bulk-import', heading: /^Bulk Import Questions$/ },
  { role: 'creator', path: '/analytics', heading: /^Analytics$/ },
  { role: 'creator', path: '/content-guidelines', heading: /^Content Guidelines$/ },
  { role: 'creator', path: '/creator-settings', heading: /^Settings$/ },
];

for (const role of ['parent', 'student', 'creator'] as const) {
  test.describe(`the ${role}'s other screens, dark`, () => {
    test.use({ storageState: storageStateOf(role), colorScheme: 'dark' });

    test('pass axe at 1280 and 360 px, their form controls dark', async ({ page }) => {
      test.setTimeout(120_000);
      // The app loads once at each width, and goes from screen to screen as its links do.
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
        for (const [index, { path, heading }] of otherScreens.filter((screen) => screen.role === role).entries()) {
          if (index === 0) await page.goto(path);
          else await goInApp(page, path);
          await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
          // Set at the load (the first screen at each width); axe and the controls' colours check each screen.
          await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
          await expectNoAxeViolations(page);
          // No form control keeps a light background on the dark page (a native select, an antd input).
          const light = await page.evaluate(() =>
            [
              ...document.querySelectorAll<HTMLElement>(
                'input:not([type="radio"]):not([type="checkbox"]):not([type="file"]), select, textarea, .ant-select-selector, .ant-picker, .ant-input-number',
              ),
            ]
              .filter((control) => control.checkVisibility())
              .map((control) => ({ control: control.outerHTML.slice(0, 80), background: getComputedStyle(control).backgroundColor }))
              .filter(({ background }) => {
                const [r = 0, g = 0, b = 0] = background.match(/\d+/g)?.map(Number) ?? [];
                return r + g + b > 3 * 160;
              }),
          );
          expect(light, `light controls on ${path} at ${width}`).toEqual([]);
        }
      }
    });
  });
}

// The public pages follow the device until someone chooses: dark on a dark device, before any script too.
test.describe('the public pages on a dark device', () => {
  test.use({ storageState: { cookies: [], origins: [] }, colorScheme: 'dark' });

  test('the landing page, the sign-in and the sign-up are dark and pass axe at 1280 and 360 px', async ({ page }) => {
    for (const { path, heading } of [
      { path: '/', heading: /./ },
      { path: '/login', heading: /^MCQ Revision for Primary School$/ },
      { path: '/signup', heading: /^Create a parent account$/ },
    ]) {
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor), path).toBe('rgb(15, 23, 42)');
        await expectNoAxeViolations(page);
      }
    }
  });

  test('are dark from the first paint, without the app: the page itself follows the device', async ({ page }) => {
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    for (const path of ['/', '/login']) {
      await page.goto(path);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor), path).toBe('rgb(15, 23, 42)');
    }
  });
});

test.describe('on a light device', () => {
  test.use({ storageState: { cookies: [], origins: [] }, colorScheme: 'light' });

  test('the public pages stay light', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).not.toBe('rgb(15, 23, 42)');
  });
});

test.describe('before any script of the app runs', () => {
  test.use({ storageState: storageStateOf('parent'), colorScheme: 'dark' });

  test("a signed-in page of a dark device is dark already; a page of nobody's choice follows the device", async ({ page }) => {
    // Only the page's own inline script runs: the app's code never arrives.
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto('/parent-dashboard');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe('rgb(15, 23, 42)');
    await page.goto('/login');
    await expect(page.locator('html')).not.toHaveAttribute('data-theme');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe('rgb(15, 23, 42)');
  });
});
