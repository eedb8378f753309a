import { BEHIND_LAST_SCREEN } from 'shared/content';
import { LAST_SCREEN_CLASS, LAST_SCREEN_STYLE } from './last-screen.ts';

/** Something on its way: the shell's loading page, a read's spinner, the bar of a page on its way. */
const ON_ITS_WAY = 'main[aria-busy="true"], .shell-progress, .mcq-page-content [aria-busy="true"], .mcq-page-content .mcq-spinner';

/** Whether the app shows a screen, not a loading state: what the last screen waits for before it goes. */
export function showsScreen(root: Element): boolean {
  return root.firstElementChild !== null && root.querySelector(ON_ITS_WAY) === null;
}

/** The longest a last screen stays when the app shows no screen of its own (a read that never ends offline). */
const AT_MOST_MS = 5000;

/**
 * A page served with the last screen (last-screen.ts) keeps showing it, inert, while the app renders into
 * #root out of sight; it goes in the same task as the app shows a screen of its own (before the next
 * paint: no loading state between them, no shift), or at once when the app is on another path (sent to
 * the sign-in), or after a few seconds in any case. Its style elements go with it; its stylesheet links
 * stay, the app's own.
 */
export function showLastScreenUntilReady(root: HTMLElement): void {
  const lastScreen = document.querySelector(`.${LAST_SCREEN_CLASS}`);
  if (!lastScreen || !root.hasAttribute(BEHIND_LAST_SCREEN)) return;
  const path = window.location.pathname;
  const done = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    lastScreen.remove();
    for (const style of document.querySelectorAll(`style[${LAST_SCREEN_STYLE}]`)) style.remove();
    root.removeAttribute(BEHIND_LAST_SCREEN);
  };
  const observer = new MutationObserver(() => {
    if (window.location.pathname !== path || showsScreen(root)) done();
  });
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  const timer = window.setTimeout(done, AT_MOST_MS);
}
