import { useEffect, useRef } from 'react';
import { untilUserActs, useLocation } from 'shared/router';
import { t } from 'shared/content';

/**
 * Names the browser's tab after the page on screen, `page – area` (the portal's name where a page has no area), so
 * that the tabs, the history list and a screen reader tell the pages apart.
 */
export function usePageTitle(page: string, area = ''): void {
  useEffect(() => {
    document.title = [page, area || t('app.tagline')].filter(Boolean).join(' – ');
  }, [page, area]);
}

/** How long after a navigation a heading that comes late (a screen loading its data) still takes the focus. */
const FOLLOW_MS = 5000;

/** Whether the page put the focus somewhere of its own, inside its `main` (a quiz's question, a form's field). */
function pageChoseFocus(): boolean {
  const main = document.querySelector('main');
  const focused = document.activeElement;
  return Boolean(main && focused && focused !== document.body && main.contains(focused));
}

/** Focuses the page's `main h1` when it is on screen (Back may restore a place below it); false when there is none. */
function focusHeading(): boolean {
  const heading = document.querySelector('main')?.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  const { top, bottom } = heading.getBoundingClientRect();
  if (top >= window.innerHeight || bottom < 0) return true;
  // A heading takes the focus from a script only; Tab still passes it by.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * After a link or a button opens another page, takes the keyboard's focus to the new page's heading (`main h1`), so
 * that a screen reader reads where one landed and Tab goes on from the top of the page, not from a link that is
 * gone. Not at the first page of a visit, not when only the search or the `#` part changed, and not when the page
 * put the focus somewhere of its own (a quiz's question). A screen that shows its heading only once its data is in,
 * or replaces a loading frame's heading with its own, gets it then, for a few seconds, unless the user acts first.
 * Rendered once, under the router.
 */
export function useFocusOnPageChange(): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    let found = pageChoseFocus() || focusHeading();
    const observer = new MutationObserver(() => {
      if (pageChoseFocus()) return;
      // Focused already: only a heading gone (the focus fell to the body) is followed by the new one.
      if (found && document.activeElement && document.activeElement !== document.body) return;
      found = focusHeading() || found;
    });
    const stop = untilUserActs(() => observer.disconnect(), FOLLOW_MS);
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}
