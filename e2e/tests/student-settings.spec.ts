import { expect, test } from '@playwright/test';
import PocketBase from 'pocketbase';
import { demo } from '../support/accounts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { backendPort, origins } from '../support/environment.ts';
import { signedOutPage, signInAsChild } from '../support/quiz.ts';

// The child's Settings through the shell against the real PocketBase: found from the dashboard's
// header, a switch turned, kept on the server through a reload; usable and axe-clean on a phone.

const backend = `http://127.0.0.1:${backendPort}`;

/** A child of the demo family of the test's own, so that the demo child's choices stay as they are for the other tests. */
async function newChild(name: string) {
  const parent = new PocketBase(backend);
  parent.autoCancellation(false);
  await parent.collection('parents').authWithPassword(demo.parent.email, demo.parent.password);
  const { student, accessCode } = await parent.send<{ student: { id: string; student_id: string }; accessCode: string }>('/api/children', {
    method: 'POST',
    body: { name, grade: 'Grade 2' },
  });
  const child = new PocketBase(backend);
  child.autoCancellation(false);
  await child.collection('students').authWithPassword(student.student_id, accessCode);
  return {
    studentId: student.student_id,
    accessCode,
    /** The child's preferences as the server stores them: what a new sign-in reads. */
    stored: async () =>
      (await child.collection('students').authWithPassword(student.student_id, accessCode)).record['preferences'] as Record<
        string,
        unknown
      > | null,
    remove: () => parent.collection('students').delete(student.id),
  };
}

test('a child opens Settings from the dashboard, turns Sounds off, and it stays off after a reload', async ({ browser }) => {
  // Two sign-ins, a reload and three axe runs on a shared machine.
  test.setTimeout(90_000);
  const child = await newChild('Settings Tester');
  const page = await signedOutPage(browser, origins.shell);
  try {
    await signInAsChild(page, child.studentId, child.accessCode);
    // "back": the test's own client signed the child in first.
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Settings Tester!' })).toBeVisible();
    // By keyboard, as by finger: the link is in the header.
    await page.getByRole('link', { name: 'Settings' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/my-settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My settings' })).toBeVisible();
    const sounds = page.getByRole('switch', { name: 'Sounds' });
    await expect(sounds).toBeChecked();
    await expectNoAxeViolations(page);
    // On a wide screen the switch stays within a line's reach of its label, not at the far edge.
    const [label, knob] = await Promise.all([page.getByText('Sounds', { exact: true }).boundingBox(), sounds.boundingBox()]);
    expect(knob!.x - (label!.x + label!.width)).toBeLessThan(640);

    await sounds.focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Saved! Sounds are off.')).toBeVisible();
    await expect(sounds).not.toBeChecked();
    expect(await child.stored()).toMatchObject({ soundEffects: false });

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My settings' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Sounds' })).not.toBeChecked();

    // A phone: everything in reach, nothing sideways, axe clean.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.getByRole('switch', { name: 'Show my news on this device' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to my dashboard' }).click();
    await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  } finally {
    await page.context().close();
    await child.remove();
  }
});
