import { expect, test, type Page } from '@playwright/test';
import { expectSettledWithoutAxeViolations } from '../support/axe.ts';
import { backendPort } from '../support/environment.ts';
import { childWithQuiz, currentQuestion, signInAsChild } from '../support/quiz.ts';

// The child's screens on a phone (360 x 740), in a real browser against the real server: read-aloud.

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

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, storageState: { cookies: [], origins: [] } });

  test('read-aloud reads one option on its own, shows Stop while it reads, and holds still for reduced motion', async ({ page }) => {
    const child = await childWithQuiz(backend, 'Read To Me');
    try {
      const spoken = await recordSpeech(page);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await signInAsChild(page, child.studentId, child.accessCode);
      await page.goto(`/quiz/${child.assignmentId}`);
      await expect(page.getByText('Question 1 of 5')).toBeVisible();
      const question = await currentQuestion(page);
      const speaker = page.getByRole('button', { name: 'Listen to B' });
      await expect(speaker).toBeInViewport();
      await speaker.click();
      expect(await spoken()).toEqual([`B. ${question.options[1]!.text}`]);
      // Listening chose nothing.
      await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
      const stop = page.getByRole('button', { name: 'Stop reading' });
      await expect(stop).toBeVisible();
      await expect(stop).toHaveText('Stop');
      expect(await stop.locator('.speak-bars span').first().evaluate((bar) => getComputedStyle(bar).animationName)).toBe('none');
      await expectSettledWithoutAxeViolations(page);
      await stop.click();
      await expect(speaker).toBeVisible();
    } finally {
      await child.remove();
    }
  });
});
