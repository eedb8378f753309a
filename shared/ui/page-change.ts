import { useEffect, useRef } from 'react';
import { useLocation } from 'shared/router';
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

/**
 * After a link or a button opens another page, takes the keyboard's focus to the new page's heading (`main h1`), so
 * that a screen reader reads where one landed and Tab goes on from the top of the page, not from a link that is
 * gone. Not at the first page of a visit, not when only the search or the `#` part changed, and not when the page
 * put the focus somewhere of its own (a quiz's question). Rendered once, under the router.
 */
export function useFocusOnPageChange(): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const main = document.querySelector('main');
    const focused = document.activeElement;
    if (main && focused && focused !== document.body && main.contains(focused)) return;
    const heading = main?.querySelector<HTMLElement>('h1');
    if (!heading) return;
    // A heading takes the focus from a script only; Tab still passes it by.
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }, [pathname]);
}
