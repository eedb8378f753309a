import { expect, type Page } from '@playwright/test';

/**
 * Picks an option of an antd select and checks that the select shows it: on a busy machine a click
 * can land while the previous select's list is still closing, so the pick is tried again until it holds.
 */
export async function choose(page: Page, label: string, option: string) {
  const select = page.getByLabel(label, { exact: true });
  const field = select.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  await expect(async () => {
    if (!(await field.textContent())?.includes(option)) {
      await select.click();
      await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click({ timeout: 3000 });
    }
    await page.keyboard.press('Escape');
    await expect(field).toContainText(option, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}
