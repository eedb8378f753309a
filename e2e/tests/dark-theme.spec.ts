import { expect, test, type Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { demo } from '../support/accounts.ts';
import { storageStateOf, type Role } from '../support/auth.ts';
import { expectSettledWithoutAxeViolations } from '../support/axe.ts';

// Issue 22's dark theme: each role's first screen, dark because the device is and the demo account has not
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
        await expectSettledWithoutAxeViolations(page);
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

test.describe('before any script of the app runs', () => {
  test.use({ storageState: storageStateOf('parent'), colorScheme: 'dark' });

  test('a signed-in page of a dark device is dark already; a signed-out page stays light', async ({ page }) => {
    // Only the page's own inline script runs: the app's code never arrives.
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto('/parent-dashboard');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe('rgb(15, 23, 42)');
    await page.goto('/login');
    await expect(page.locator('html')).not.toHaveAttribute('data-theme');
  });
});
