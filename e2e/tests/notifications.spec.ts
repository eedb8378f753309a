import { expect, test } from '@playwright/test';
import PocketBase from 'pocketbase';
import { storageStateOf } from '../support/auth.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { backendPort } from '../support/environment.ts';
import { childWithQuiz } from '../support/quiz.ts';

// The notifications bell over the real PocketBase: a child of this test finishes a quiz (through the
// API, as the quiz screen does) while the parent's dashboard is open, and the parent's bell hears of it
// through the realtime subscription, without a reload; the notification opens the assignment.

const backend = `http://127.0.0.1:${backendPort}`;
test.use({ storageState: storageStateOf('parent') });

test("the parent's bell hears of a finished quiz at once, without a reload, and opens it", async ({ page }) => {
  const child = await childWithQuiz(backend, `Bell Child ${Date.now()}`);
  try {
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.goto('/parent-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await bell.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Notifications' })).toBeVisible();
    // The list is read; then the subscription is what brings news.
    await expect(
      page.getByRole('list', { name: 'Notifications' }).or(page.getByText('Nothing new yet. You will see news here.')),
    ).toBeVisible();

    const pb = new PocketBase(backend);
    pb.autoCancellation(false);
    await pb.collection('students').authWithPassword(child.studentId, child.accessCode);
    const { attempt } = await pb.send<{ attempt: { id: string } }>(`/api/quiz/${child.assignmentId}/start`, { method: 'POST' });
    await pb.send(`/api/quiz/attempts/${attempt.id}/submit`, { method: 'POST' });

    const told = page.getByRole('link', {
      name: new RegExp(`^New ${child.title.split("'")[0]} finished "${child.title}" .* scored 0% and earned 0 points\\. just now$`),
    });
    await expect(told).toBeVisible();
    await expect(bell).toHaveAccessibleName(/^Notifications \d+ unread$/);
    // The news reads the dashboard again: the finished quiz is in Recent Activity, without a reload.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('list', { name: 'Recent Activity' })).toContainText(
      `${child.title.split("'")[0]} Completed ${child.title}`,
    );
    expect(loads).toBe(1);
    await bell.click();
    await expect(told).toBeVisible();
    await expectNoAxeViolations(page);

    await told.click();
    await expect(page.getByRole('dialog', { name: child.title })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/parent-dashboard\\?tab=assignments&assignment=${child.assignmentId}$`));
    expect(loads).toBe(1);
  } finally {
    await child.remove();
  }
});

test('the list fits a phone: 360 px wide, nothing sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/parent-dashboard');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Notifications' })).toBeVisible();
  const box = await page.locator('.mcq-bell-panel').boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 2, name: 'Notifications' })).toBeHidden();
});
