import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { untilUserActs, useLocation, useOnLeave, type Location } from 'shared/router';
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
 * A control as it can be found again on a page shown anew: its `keyOf`, and which of the controls with that key it
 * was; for a link also where it leads, and its place among the page's controls (its name may change while away: a
 * child's "Start Quiz" left from is "Continue Quiz" on return, and another link to the same quiz may come before it).
 */
interface Place {
  key: string;
  nth: number;
  href: string | null;
  position: number;
}

/** The controls a page can be left from and returned to: a link, or the button that was just pressed to leave. */
const CONTROLS = 'a[href], button';

/** The control inside `main` each page left had the focus (the link or button that left it), by history entry; the last 50. */
const leftFrom = new Map<string, Place>();
const LEFT_KEPT = 50;

/** The control last clicked (by pointer, Enter or Space), and when: a button counts as the way out only if just pressed. */
let pressed: { control: EventTarget | null; at: number } = { control: null, at: 0 };
const PRESSED_MS = 2000;
const notePress = (event: MouseEvent) => {
  pressed = { control: event.target instanceof Element ? event.target.closest('button') : null, at: Date.now() };
};

/** The focused element and the time when the navigation under way started (its next page's code may take a while). */
let started: { from: Element | null; at: number } | null = null;
const noteStart = () => {
  started = { from: document.activeElement, at: Date.now() };
};

function rememberFocus(left: Location): void {
  // Where the focus was when the navigation started: Tab pressed while the next page loaded moves it, not the way out.
  const { from: focused, at } = started ?? { from: document.activeElement, at: Date.now() };
  started = null;
  const main = document.querySelector('main');
  if (!(focused instanceof HTMLElement) || !main?.contains(focused) || !focused.matches(CONTROLS)) return;
  // A button focused but not pressed (Back pressed in the browser meanwhile) is not where the user left from: returned
  // to, it could be one press from an action (Submit Quiz). A field is never returned to (an arrow key changes it).
  // Either way the page keeps the place it was left from before, if any.
  if (focused.tagName === 'BUTTON' && (pressed.control !== focused || at - pressed.at > PRESSED_MS)) return;
  const key = keyOf(focused);
  const controls = [...main.querySelectorAll<HTMLElement>(CONTROLS)];
  const nth = controls.filter((control) => keyOf(control) === key).indexOf(focused);
  const href = focused.tagName === 'A' ? focused.getAttribute('href') : null;
  leftFrom.delete(left.key);
  leftFrom.set(left.key, { key, nth, href, position: controls.indexOf(focused) });
  for (const old of leftFrom.keys()) {
    if (leftFrom.size <= LEFT_KEPT) break;
    leftFrom.delete(old);
  }
}

/** Of the links among `controls` that lead to `href`, the one nearest `position`; undefined when none does. */
function nearestLinkTo(controls: readonly HTMLElement[], href: string, position: number): HTMLElement | undefined {
  let nearest: HTMLElement | undefined;
  let distance = Infinity;
  controls.forEach((control, index) => {
    if (control.tagName !== 'A' || control.getAttribute('href') !== href || Math.abs(index - position) >= distance) return;
    nearest = control;
    distance = Math.abs(index - position);
  });
  return nearest;
}

/**
 * Focuses the control a page was left from, once the page shows it (the same one of its kind and name, else, for a
 * link renamed while away, the link to where it led nearest its place); false while it does not.
 */
function focusPlace(place: Place): boolean {
  const controls = [...(document.querySelector('main')?.querySelectorAll<HTMLElement>(CONTROLS) ?? [])];
  const control =
    controls.filter((one) => keyOf(one) === place.key)[place.nth] ??
    (place.href === null ? undefined : nearestLinkTo(controls, place.href, place.position));
  if (!control) return false;
  control.focus({ preventScroll: true });
  return document.activeElement === control;
}

/**
 * After a link or a button opens another page, takes the keyboard's focus to the new page's heading (`main h1`), so
 * that a screen reader reads where one landed and Tab goes on from the top of the page, not from a link that is
 * gone. Not at the first page of a visit, not when only the search or the `#` part changed, and not when the page
 * put the focus somewhere of its own (a quiz's question). A screen that shows its heading only once its data is in,
 * or replaces a loading frame's heading with its own, gets it then, for a few seconds, unless the user acts first.
 * Back (or Forward) to a page takes the focus to the control inside `main` the page was left from (a link, or the
 * button pressed to leave; never a field), once the page shows it again, so that Tab goes on from the place Back
 * returned to, not from the top. Rendered once, under the router.
 */
export function useFocusOnPageChange(): void {
  const { pathname, key } = useLocation();
  const shown = useRef(pathname);
  useOnLeave(rememberFocus, noteStart);
  useEffect(() => {
    document.addEventListener('click', notePress, true);
    return () => document.removeEventListener('click', notePress, true);
  }, []);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const place = leftFrom.get(key);
    let returned = false;
    // The control the page was left from; over a heading this hook focused meanwhile, not over the user's choice.
    const focusReturn = () => {
      const focused = document.activeElement;
      const ours = !focused || focused === document.body || focused === document.querySelector('main h1');
      if (!place || returned || !ours) return false;
      returned = focusPlace(place);
      return returned;
    };
    let found = focusReturn() || pageChoseFocus() || focusHeading();
    const observer = new MutationObserver(() => {
      if (focusReturn() || pageChoseFocus()) return;
      // Focused already: only a heading gone (the focus fell to the body) is followed by the new one.
      if (found && document.activeElement && document.activeElement !== document.body) return;
      found = focusHeading() || found;
    });
    const stop = untilUserActs(() => observer.disconnect(), FOLLOW_MS);
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname, key]);
}

/** The focused control of a page's frame removed in this commit, and the history entry it was shown at; null after that commit. */
let carried: { control: string; at: string } | null = null;

/** What tells a control of a frame from the others: the page's heading, or its kind, where it leads and its name. */
function keyOf(element: HTMLElement): string {
  if (element.tagName === 'H1') return 'h1';
  const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
  return [element.tagName, element.getAttribute('href') ?? '', name].join('\n');
}

/**
 * Keeps the keyboard's focus when a page's frame gives way to another on the same page (a loading frame to its
 * screen, which renders its own): a control focused in the old frame (Tab pressed while the screen loaded) is
 * focused again in the new one, the same link or button, else the new heading, instead of falling to the page.
 * A frame left for another page hands nothing over: the new page's heading takes the focus (`useFocusOnPageChange`).
 */
export function useFocusKeptAcrossFrames(frame: RefObject<HTMLElement | null>): void {
  const { key: entry } = useLocation();
  const shownAt = useRef(entry);
  useLayoutEffect(() => {
    shownAt.current = entry;
  }, [entry]);
  useLayoutEffect(() => {
    const element = frame.current;
    const handed = carried;
    carried = null;
    const focused = document.activeElement;
    if (element && handed?.at === shownAt.current && (!focused || focused === document.body)) {
      const controls = [...element.querySelectorAll<HTMLElement>('a[href], button, h1')];
      (controls.find((control) => keyOf(control) === handed.control) ?? element.querySelector<HTMLElement>('main h1'))?.focus({
        preventScroll: true,
      });
    }
    return () => {
      const last = document.activeElement;
      if (!element || !(last instanceof HTMLElement) || !element.contains(last)) return;
      // Taken by a frame mounted in this same commit (layout effects run before any microtask), else dropped.
      carried = { control: keyOf(last), at: shownAt.current };
      queueMicrotask(() => {
        carried = null;
      });
    };
  }, [frame]);
}
