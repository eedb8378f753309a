import { KEPT_OF, KEPT_UNTIL, NEVER_KEPT } from 'shared/content';
import { showsScreen } from './last-screen-takeover.ts';
import { LAST_SCREEN_CLASS, LAST_SCREEN_STYLE } from './last-screen.ts';

// What of a rendered screen is kept for the next visit (last-screen.ts): its markup with nothing that
// runs, loads or holds what was typed, and the styles it stands on, whichever way they came (a remote's
// stylesheet links, antd's runtime style elements or its static stylesheets).

/** Text fields that hold what someone typed. */
const TYPED =
  'input:not([type]), input[type="text"], input[type="search"], input[type="email"], input[type="password"], input[type="tel"], input[type="url"], input[type="number"], textarea';

/** Inputs that are chosen, not typed in. */
const CHOICE = 'input[type="radio"], input[type="checkbox"]';

/**
 * Whether the screen is one to keep now: a signed-in screen (its page content) with its data, not a
 * failed read, nothing being typed, no dialog open, nothing never to be kept (an access code shown once).
 */
export function isScreenToKeep(root: Element): boolean {
  const content = root.querySelector('.mcq-page-content');
  if (!content || !showsScreen(root) || content.querySelector(`[role="alert"], [${NEVER_KEPT}]`)) return false;
  const typed = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TYPED)].some((field) => field.value !== '');
  const focused = root.ownerDocument.activeElement;
  // A field with the focus is being written in; an option chosen (a radio, a box ticked) is not.
  const typing =
    focused !== null &&
    root.contains(focused) &&
    focused.matches('input, textarea, select, [contenteditable="true"]') &&
    !focused.matches(CHOICE);
  return !typed && !typing && ![...root.ownerDocument.querySelectorAll<HTMLElement>('[role="dialog"], dialog[open]')].some(isShown);
}

/** Whether an element is on screen (antd keeps a closed dialog in the page, out of sight). */
const isShown = (element: HTMLElement) => (typeof element.checkVisibility === 'function' ? element.checkVisibility() : !element.hidden);

/** Elements that run, load or embed something, or hold styles of their own: never kept. */
const REMOVED = 'script, noscript, template, iframe, frame, frameset, object, embed, applet, portal, base, meta, link, style, set, animate';
/** Attributes whose value is an address. */
const ADDRESSES = new Set(['href', 'src', 'srcset', 'action', 'formaction', 'xlink:href', 'poster', 'data', 'background', 'ping']);
/** Addresses a kept screen may hold: on the web, a relative one, a fragment; no script, data or blob. */
const SAFE_ADDRESS = /^(https?:|mailto:|tel:|[^:]*$)/i;

/** Whether an attribute stays on a kept element. */
function keepsAttribute(name: string, value: string): boolean {
  // Handlers, and ids and names: the app renders the same ones beside the screen while it shows.
  if (
    name.startsWith('on') ||
    name === 'id' ||
    name === 'name' ||
    name === 'for' ||
    name === 'nonce' ||
    name === 'autofocus' ||
    name === 'srcdoc'
  )
    return false;
  // What was typed into a field stays on the device only in the field.
  if (name === 'value') return false;
  // Browsers skip spaces and control characters in an address's scheme ("java\tscript:").
  if (ADDRESSES.has(name)) return SAFE_ADDRESS.test([...value].filter((character) => character > ' ').join(''));
  return true;
}

/**
 * The screen's markup with nothing that runs, loads or holds what was typed: elements, text, classes, inline
 * styles, and which option is chosen (a copy carries it, its markup only as the `checked` attribute).
 */
export function sanitisedMarkup(root: Element): string {
  const copy = root.cloneNode(true) as Element;
  for (const element of copy.querySelectorAll(REMOVED)) element.remove();
  for (const element of [copy, ...copy.querySelectorAll('*')]) {
    for (const { name, value } of Array.from(element.attributes)) {
      if (!keepsAttribute(name.toLowerCase(), value)) element.removeAttribute(name);
    }
    if (element.localName === 'textarea') element.textContent = '';
  }
  for (const choice of copy.querySelectorAll<HTMLInputElement>(CHOICE)) {
    choice.toggleAttribute('checked', choice.checked);
  }
  return copy.innerHTML;
}

/** What the screen shows, as its `KEPT_OF` says (a quiz's attempt); undefined when it does not say. */
export function keptOf(root: Element): string | undefined {
  return root.querySelector(`[${KEPT_OF}]`)?.getAttribute(KEPT_OF) ?? undefined;
}

/** When the screen may no longer be shown, as its earliest `KEPT_UNTIL` says (a quiz's deadline); undefined when it does not say. */
export function keptUntil(root: Element): number | undefined {
  const ends = [...root.querySelectorAll(`[${KEPT_UNTIL}]`)].map((element) => Number(element.getAttribute(KEPT_UNTIL)));
  return ends.length ? Math.min(...ends.map((end) => (Number.isFinite(end) ? end : 0))) : undefined;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The stylesheets the page uses, in the page's order, as markup for the head: each stylesheet link by
 * its address (kept as a link: the app finds it loaded and does not load it again), each style element
 * by its text (marked, removed when the app takes over). Not those of an earlier last screen, nor the
 * design tokens (every page carries them).
 */
export function screenStyles(document: Document): string {
  const parts: string[] = [];
  const linked = new Set<string>();
  for (const element of document.querySelectorAll<HTMLLinkElement | HTMLStyleElement>('link[rel~="stylesheet"], style')) {
    if (element.closest(`.${LAST_SCREEN_CLASS}`) || element.id === 'mcq-tokens') continue;
    const media = element.media ? ` media="${escapeAttribute(element.media)}"` : '';
    if (element instanceof HTMLLinkElement) {
      // Each address once: the page holds the links of the app.html it was served in and of the screen before.
      if (/^https?:/.test(element.href) && !linked.has(element.href)) {
        linked.add(element.href);
        parts.push(`<link rel="stylesheet" href="${escapeAttribute(element.href)}"${media}>`);
      }
    } else {
      const css = (element.textContent ?? '').replace(/<\/(style)/gi, '<\\/$1');
      if (css.trim()) parts.push(`<style ${LAST_SCREEN_STYLE}${media}>${css}</style>`);
    }
  }
  return parts.join('');
}
