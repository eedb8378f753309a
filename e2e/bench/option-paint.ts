import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { SESSION_KEY } from './pages.ts';

export const CPU_SLOWDOWN = 4;
const CLICKS = 6;
/** How long a finger or a mouse button stays down in a tap or a click. */
const PRESS_MS = 80;

/**
 * A click as a hand makes it: the pointer comes over the option, the button goes down, and comes
 * up a moment later (`delay`: the time between down and up). Playwright's `click()` sends all three
 * in the same millisecond, so the click event would wait behind the hover and the press, which a
 * real pointer runs before the release; it also adds its own target check to the page's pointer
 * events, so the raw mouse clicks at the option's centre, where the hover left it.
 */
async function press(page: Page, radio: Locator): Promise<void> {
  await radio.hover();
  const box = await radio.boundingBox();
  if (!box) throw new Error('The option is not on screen');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2, { delay: PRESS_MS });
}

/**
 * How long a child waits to see the option they clicked as chosen: from the click event to the
 * first frame painted after it (a requestAnimationFrame callback runs just before the frame is
 * painted; a task queued from it runs after the paint), with the CPU slowed 4× through the
 * DevTools protocol. One click per option, round the options of the first question; each
 * click's selection is checked on screen.
 */
export async function measureOptionPaint(browser: Browser, url: string, session: string): Promise<number[]> {
  const context = await browser.newContext();
  try {
    await context.addInitScript(
      ([key, value, origin]) => {
        if (window.location.origin === origin) window.localStorage.setItem(key, value);
      },
      [SESSION_KEY, session, new URL(url).origin] as const,
    );
    const page = await context.newPage();
    await page.goto(url);
    await expect(page.getByText(/^Question \d+ of \d+$/)).toBeVisible({ timeout: 20_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const radios = page.getByRole('radio');
    const count = await radios.count();
    const timings: number[] = [];
    for (let i = 0; i < CLICKS; i += 1) {
      const radio = radios.nth(i % count);
      const painted = page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            document.addEventListener(
              'click',
              (event) => {
                const clicked = event.timeStamp;
                requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - clicked)));
              },
              { capture: true, once: true },
            );
          }),
      );
      await press(page, radio);
      timings.push(await painted);
      await expect(radio).toBeChecked();
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return timings;
  } finally {
    await context.close();
  }
}
