import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails with the list of violations, so a report says what to fix. Axe measures colours: first the
 * mouse leaves, and antd's opening, hover and click transitions finish (a dialog still fading in is
 * pale). A spinner's endless animation never finishes and is no reason to wait, nor is one that a
 * paused page holds still: two seconds at most.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.evaluate(async () => {
    const deadline = performance.now() + 2000;
    while (performance.now() < deadline) {
      // Two frames first, and again after each wait: a render still to commit (the dark theme's colours laid
      // over the light ones) starts its transitions only then.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const running = document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
      if (!running.length) return;
      // A cancelled animation's `finished` rejects (AbortError): it is settled all the same.
      const settled = running.map((animation) => animation.finished.catch(() => undefined));
      await Promise.race([Promise.all(settled), new Promise((resolve) => setTimeout(resolve, deadline - performance.now()))]);
    }
  });
  // Axe's legacy mode runs in the page itself. The default opens a blank page for every run and loads axe into
  // it to merge the frames' results, which the portal's pages (no frames; the policy's frame-src is 'none') do not need: a fifth of
  // the CPU of the suites that check many screens (dark-theme and remotes-standalone: 136 -> 109 CPU-seconds).
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, 'axe violations').toEqual([]);
}
