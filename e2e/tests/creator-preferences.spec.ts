import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { storageStateOf } from '../support/auth.ts';

// The creator's preferences over the real PocketBase, inside the shell (docs/product.md, "Settings"): autoSave
// keeps an unsaved question in the browser and offers it back after a reload; the sidebar collapses,
// the server remembers it, and on a phone it is a drawer. The device's own: reduced motion holds antd's buttons still.

/** The drafts this browser keeps for the signed-in account. */
const keptDrafts = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('.draft.')));

/** Clicks the sidebar's toggle by keyboard and waits until the server has the choice. */
async function toggleSidebar(page: Page) {
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/preferences') && response.ok());
  await page.getByRole('button', { name: 'Sidebar' }).focus();
  await page.keyboard.press('Enter');
  await saved;
}

test.describe('the creator portal preferences on the real backend', () => {
  test.use({ storageState: storageStateOf('creator') });

  test('an unsaved question is offered back after a reload, and restored when the creator says so', async ({ page }) => {
    test.slow();
    const text = `How many sides has a hexagon? (${Date.now()})`;
    await page.goto('/create-question');
    await page.getByLabel('Question', { exact: true }).fill(text);
    await expect.poll(() => keptDrafts(page)).toHaveLength(1);

    await page.reload();
    const offer = page.getByRole('region', { name: 'Restore your unsaved question?' });
    await expect(offer).toBeVisible();
    await expect(page.getByLabel('Question', { exact: true })).toHaveValue('');
    await expectNoAxeViolations(page);
    await offer.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByLabel('Question', { exact: true })).toHaveValue(text);
    await expect(offer).toBeHidden();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/creator-login$/);
    expect(await keptDrafts(page)).toEqual([]);
  });

  test('the sidebar collapses to icons and stays so after a reload; on a phone it is a drawer; axe finds nothing', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/content-creator-dashboard');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Sidebar' })).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);

    await toggleSidebar(page);
    await expect(page.getByRole('button', { name: 'Sidebar' })).toHaveAttribute('aria-expanded', 'false');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sidebar' })).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByText('Analytics')).toHaveClass(/mcq-visually-hidden/);
    await expectNoAxeViolations(page);
    await nav.getByRole('link', { name: 'Analytics' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Analytics' })).toHaveAttribute('aria-current', 'page');

    await page.setViewportSize({ width: 360, height: 740 });
    await expect(nav).toBeHidden();
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Analytics' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
    await menu.click();
    await drawer.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Collapse the sidebar to icons' })).toBeChecked();
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'Settings scrolls sideways on a phone').toBeLessThanOrEqual(0);

    // The demo creator's account is every creator test's: its sidebar opens out again.
    await page.setViewportSize({ width: 1280, height: 800 });
    await toggleSidebar(page);
    await expect(page.getByRole('button', { name: 'Sidebar' })).toHaveAttribute('aria-expanded', 'true');
  });

  test("a button's click sends a wave round it, but not on a device that asks for reduced motion", async ({ page }) => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      await page.emulateMedia({ reducedMotion });
      await page.goto('/create-question');
      // A wave starts in the frame after the click, with the holder antd puts into the button for it: every one
      // is counted.
      await page.evaluate(() => {
        const seen = { waves: 0 };
        Object.assign(window, { seen });
        new MutationObserver((changes) => {
          for (const change of changes)
            for (const node of change.addedNodes)
              if (node instanceof HTMLElement && node.parentElement?.classList.contains('ant-btn') && node.style.position === 'absolute')
                seen.waves += 1;
        }).observe(document.body, { childList: true, subtree: true });
      });
      await page.getByRole('button', { name: 'Preview' }).click();
      await expect(page.getByRole('region', { name: 'Preview of the question' })).toBeVisible();
      // Three frames after the click: a wave would have started by then.
      const waves = await page.evaluate(async () => {
        for (let frame = 0; frame < 3; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
        return (window as unknown as { seen: { waves: number } }).seen.waves;
      });
      expect(waves, reducedMotion).toBe(reducedMotion === 'reduce' ? 0 : 1);
    }
  });
});
