import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { backendPort, origins } from '../support/environment.ts';
import { answerCurrent, childWithQuiz, signInAsChild } from '../support/quiz.ts';

// The child's screens on a phone (360 x 740), in a real browser against the real server: read-aloud, and the
// moment a finished quiz ends on, light and dark.

const backend = `http://127.0.0.1:${backendPort}`;

/** The page's speech synthesis, recording what it is asked to say (the test hears nothing). */
async function recordSpeech(page: Page) {
  await page.addInitScript(() => {
    const said: string[] = [];
    class Utterance extends EventTarget {
      lang = '';
      rate = 1;
      voice: SpeechSynthesisVoice | null = null;
      constructor(readonly text: string) {
        super();
      }
    }
    Object.assign(window, { spokenWords: said, SpeechSynthesisUtterance: Utterance });
    Object.defineProperty(window, 'speechSynthesis', {
      value: { speak: (utterance: Utterance) => said.push(utterance.text), cancel: () => undefined, getVoices: () => [] },
    });
  });
  return () => page.evaluate(() => (window as unknown as { spokenWords: string[] }).spokenWords);
}

/** A header of one row of 44 px controls and its padding; two rows would be over 100 px. */
const ONE_ROW_PX = 80;
/** The home screen's header, one row: its Settings link with its icon stands taller (83 px measured; two rows are 118). */
const HOME_ONE_ROW_PX = 100;

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, storageState: { cookies: [], origins: [] } });

  test("the home screen's header is one row from 320 px to a phone turned sideways, and nothing in it is cut at the edge", async ({
    page,
  }) => {
    const child = await childWithQuiz(backend, 'Narrow Screen');
    try {
      await signInAsChild(page, child.studentId, child.accessCode);
      for (const width of [320, 340, 700, 840]) {
        await page.setViewportSize({ width, height: 740 });
        const banner = page.getByRole('banner');
        await expect(banner.getByText(/points/)).toBeVisible();
        expect((await banner.boundingBox())?.height, `the header at ${width} px`).toBeLessThan(HOME_ONE_ROW_PX);
        expect((await banner.getByText(/points/).boundingBox())?.x, `the points at ${width} px`).toBeGreaterThanOrEqual(0);
      }
    } finally {
      await child.remove();
    }
  });

  test('read-aloud reads one option on its own, shows Stop while it reads, and holds still for reduced motion', async ({ page }) => {
    const child = await childWithQuiz(backend, 'Read To Me');
    try {
      const spoken = await recordSpeech(page);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await signInAsChild(page, child.studentId, child.accessCode);
      await page.goto(`/quiz/${child.assignmentId}`);
      await expect(page.getByText('Question 1 of 5')).toBeVisible();
      // The header is one row (its Menu alone): the question starts right under it.
      expect((await page.getByRole('banner').boundingBox())?.height).toBeLessThan(ONE_ROW_PX);
      // The server shuffles the options: B is whatever is shown second.
      const optionB = await page.locator('.quiz-option-text').nth(1).innerText();
      const speaker = page.getByRole('button', { name: 'Listen to B' });
      await expect(speaker).toBeInViewport();
      await speaker.click();
      expect(await spoken()).toEqual([`B. ${optionB}`]);
      // Listening chose nothing.
      await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
      const stop = page.getByRole('button', { name: 'Stop reading' });
      await expect(stop).toBeVisible();
      await expect(stop).toHaveText('Stop');
      expect(
        await stop
          .locator('.speak-bars span')
          .first()
          .evaluate((bar) => getComputedStyle(bar).animationName),
      ).toBe('none');
      await expectNoAxeViolations(page);
      await stop.click();
      await expect(speaker).toBeVisible();
    } finally {
      await child.remove();
    }
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`a finished quiz shows its moment (${colorScheme}): the owl reacts, the points count up, a first achievement is unlocked`, async ({
      browser,
    }) => {
      test.setTimeout(90_000);
      const child = await childWithQuiz(backend, `Moment ${colorScheme}`);
      const context = await browser.newContext({
        viewport: { width: 360, height: 740 },
        colorScheme,
        storageState: { cookies: [], origins: [] },
        baseURL: origins.shell,
      });
      const page = await context.newPage();
      try {
        await signInAsChild(page, child.studentId, child.accessCode);
        await page.goto(`/quiz/${child.assignmentId}`);
        await expect(page.getByText('Question 1 of 5')).toBeVisible();
        await expectNoAxeViolations(page);
        // Two right and three wrong: 40%, a kind moment.
        for (let question = 1; question <= 5; question += 1) {
          await answerCurrent(page, question <= 2);
          if (question < 5) await page.getByRole('button', { name: 'Next' }).click();
        }
        await page.getByRole('button', { name: 'Submit Quiz' }).click();
        await expect(page).toHaveURL(new RegExp(`/quiz-results/${child.assignmentId}$`));
        const moment = page.getByRole('region', { name: "Good try! Let's practise those again." });
        await expect(moment).toBeVisible();
        await expect(moment.getByRole('img', { name: 'Pip the owl waves to cheer you on' })).toBeVisible();
        await expect(page.getByText('+80 Points Earned!', { exact: true })).toBeVisible();
        await expect(page.getByRole('region', { name: 'Achievement Unlocked!' })).toContainText(
          'You unlocked First Quiz: Complete your first quiz',
        );
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        expect((await page.getByRole('banner').boundingBox())?.height).toBeLessThan(ONE_ROW_PX);
        await expectNoAxeViolations(page);
      } finally {
        await context.close();
        await child.remove();
      }
    });
  }
});
