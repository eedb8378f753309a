import { BEHIND_LAST_SCREEN, href, paths } from 'shared/content';
import { FORGET_SCREEN, type SignedInMark } from 'shared/session/storage';

// A return visit paints the last screen at once: after a signed-in first screen has rendered, the page
// hands the service worker its markup and the styles it stands on (screen-capture.ts); the worker keeps
// them for the signed-in account and path, in the account's own cache, and answers the next navigation
// to that path with the app's page holding them (service-worker.ts), over which the app renders from the
// saved copy (last-screen-takeover.ts). These are the rules of what is kept and served.

/** The message a page sends the worker with a screen to keep. */
export const KEEP_SCREEN = 'KEEP_SCREEN';

/**
 * The first screens of each role, whose data is in the saved copy, and a quiz in progress (`quizPath`).
 * Never a screen where something is being written (an editor, Settings), never a list with a search form
 * (Manage Questions).
 */
export const keptScreenPaths: readonly string[] = [paths.parentDashboard, href('children'), paths.studentDashboard, paths.creatorDashboard];

/**
 * A quiz's page (`/quiz/:assignmentId`). Its questions reach a device only for an attempt, so its screen is
 * kept only while the attempt is under way: the quiz says which attempt it shows (`KEPT_OF`) and until when
 * (`KEPT_UNTIL`: its deadline, or a day for an untimed one), and a quiz screen without both is refused; it keeps
 * nothing on a break and forgets its screen, for good, when the attempt ends (`forgetLastScreen`); its clock is
 * blank in the copy.
 */
const quizPath = new RegExp(`^${paths.quiz.replace(':assignmentId', '[A-Za-z0-9_-]{1,64}')}$`);

/** Whether a path is a quiz's (kept only with an end and an attempt, `MAX_KEPT_QUIZZES` at most). */
export const isQuizPath = (path: string) => quizPath.test(path);

/** The most quiz screens kept for one account: a child has a quiz or two under way, not dozens. */
export const MAX_KEPT_QUIZZES = 3;

/** What a screen says it shows (`KEPT_OF`): an attempt's id, nothing else. */
const KEPT_OF_VALUE = /^[A-Za-z0-9_-]{1,64}$/;

/** As long as the saved copy (`SAVED_COPY_MAX_AGE_MS`, held to it by a test): a last screen outlives no data. */
export const LAST_SCREEN_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** The most a screen may weigh, markup and styles (the kept screens weigh 16 to 50 KB with antd's styles). */
export const LAST_SCREEN_MAX_CHARACTERS = 1_500_000;

/** Whether the screen at this address is one to keep and serve: a kept path, with no query. */
export function isKeptScreen({ pathname, search }: { pathname: string; search: string }): boolean {
  return search === '' && (keptScreenPaths.includes(pathname) || quizPath.test(pathname));
}

/** A screen as the page hands it over. */
export interface LastScreen {
  accountId: string;
  path: string;
  /** The #root's markup, sanitised: elements and attributes, nothing that runs. */
  markup: string;
  /** The stylesheet links and style elements the screen uses, as markup for the page's head. */
  head: string;
  title: string;
  /** When the screen may no longer be shown (milliseconds since 1970), if before `LAST_SCREEN_MAX_AGE_MS`: a quiz's deadline. */
  until?: number;
  /** What the screen shows (a quiz's attempt): a screen forgotten for it is not kept again. */
  of?: string;
}

/** A screen as the worker keeps it. */
export interface KeptScreen extends Omit<LastScreen, 'accountId' | 'path'> {
  takenAt: number;
}

/** Tags that would run or load something: a kept screen with one is refused (the page strips them; the worker checks). */
const activeTag = /<\s*\/?\s*(script|iframe|frame|frameset|object|embed|applet|base|meta|template|noscript|portal)\b/i;

/** Elements that hold no end tag. */
const VOID_ELEMENTS = new Set(['area', 'br', 'col', 'hr', 'img', 'input', 'source', 'track', 'wbr']);
/** Elements whose text the parser reads as it comes, or that hold a page's title or a field's text: never in a kept screen. */
const RAW_TEXT = new Set(['style', 'textarea', 'title', 'xmp', 'plaintext', 'noembed', 'noframes', 'listing']);

/**
 * Whether markup is one whole fragment, as the page serialised it: every element closed, in order, no comment
 * or declaration, nothing the parser would read raw. A piece that closed its wrapper or hid the app's #root
 * (`</div>`, `<!--`) is not served: it would stand over the app for good.
 */
export function isWholeMarkup(markup: string): boolean {
  if (/<[!?]/.test(markup)) return false;
  const open: string[] = [];
  for (const [, closing, name] of markup.matchAll(/<(\/?)([a-zA-Z][^\s/>]*)[^>]*>/g)) {
    const tag = name!.toLowerCase();
    if (RAW_TEXT.has(tag)) return false;
    if (closing) {
      if (open.pop() !== tag) return false;
    } else if (!VOID_ELEMENTS.has(tag)) open.push(tag);
  }
  return open.length === 0;
}

/** Whether a kept screen's head holds only its styles, as screen-capture.ts writes them: stylesheet links and marked style elements. */
export function isStylesOnly(head: string): boolean {
  const part = new RegExp(
    `<link rel="stylesheet" href="[^"<>]*"(?: media="[^"<>]*")?>|<style ${LAST_SCREEN_STYLE}(?: media="[^"<>]*")?>(?:[^<]|<(?!/style))*</style>`,
    'giy',
  );
  while (part.lastIndex < head.length) {
    const at = part.lastIndex;
    if (!part.test(head) || part.lastIndex === at) return false;
  }
  return true;
}

/** The screen in a page's message, or null when the message is not one, or not a screen worth keeping. */
export function lastScreenFromMessage(data: unknown): LastScreen | null {
  if (!data || typeof data !== 'object') return null;
  const { type, accountId, path, markup, head, title, until, of } = data as Record<string, unknown>;
  if (type !== KEEP_SCREEN) return null;
  if (until !== undefined && (typeof until !== 'number' || !Number.isFinite(until))) return null;
  if (of !== undefined && (typeof of !== 'string' || !KEPT_OF_VALUE.test(of))) return null;
  // A quiz's screen says until when and which attempt, or is not kept (a remote built before they were asked for).
  if (typeof path === 'string' && isQuizPath(path) && (until === undefined || of === undefined)) return null;
  if (
    typeof accountId !== 'string' ||
    !accountId ||
    typeof path !== 'string' ||
    typeof markup !== 'string' ||
    typeof head !== 'string' ||
    typeof title !== 'string'
  )
    return null;
  if (!isKeptScreen({ pathname: path, search: '' }) || !markup) return null;
  if (markup.length + head.length + title.length > LAST_SCREEN_MAX_CHARACTERS) return null;
  if (activeTag.test(markup) || activeTag.test(head) || !isWholeMarkup(markup) || !isStylesOnly(head)) return null;
  return { accountId, path, markup, head, title, ...(until !== undefined && { until }), ...(of !== undefined && { of }) };
}

/** A page's message to forget a screen: its account and path, and what it showed (`of`), never kept again. */
export interface ScreenToForget {
  accountId: string;
  path: string;
  of?: string;
}

/** The screen a page's message asks to forget (shared's `forgetLastScreen`), or null. */
export function screenToForget(data: unknown): ScreenToForget | null {
  if (!data || typeof data !== 'object') return null;
  const { type, accountId, path, of } = data as Record<string, unknown>;
  if (type !== FORGET_SCREEN || typeof accountId !== 'string' || !accountId || typeof path !== 'string') return null;
  if (of !== undefined && (typeof of !== 'string' || !KEPT_OF_VALUE.test(of))) return null;
  if (!isKeptScreen({ pathname: path, search: '' })) return null;
  return { accountId, path, ...(of !== undefined && { of }) };
}

/** Where, in an account's screens cache, the worker lists what was forgotten for good (`of`s): no page has this path. */
export const FORGOTTEN_ADDRESS = '/.mcq/forgotten';
/** How many forgotten `of`s are listed, the latest: more attempts than a child ends before a session does. */
export const FORGOTTEN_MAX = 50;

/** The forgotten list read from its cache entry: strings only. */
export function forgottenFrom(body: unknown): string[] {
  return Array.isArray(body) ? body.filter((item): item is string => typeof item === 'string') : [];
}

/** The signed-in mark read from its cache entry, or null. */
export function signedInMarkFrom(body: unknown): SignedInMark | null {
  if (!body || typeof body !== 'object') return null;
  const { accountId, until } = body as Record<string, unknown>;
  return typeof accountId === 'string' && accountId && typeof until === 'number' ? { accountId, until } : null;
}

/**
 * Whether a kept screen may be shown now: the device signed in as its account, the screen no older than the
 * saved copy, and not past its own end (a quiz's deadline).
 */
export function isServable(
  screen: Pick<KeptScreen, 'takenAt' | 'until'>,
  accountId: string,
  mark: SignedInMark | null,
  now: number,
): boolean {
  if (!mark || mark.accountId !== accountId || mark.until <= now) return false;
  if (screen.until !== undefined && !(now < screen.until)) return false;
  return screen.takenAt <= now && now - screen.takenAt <= LAST_SCREEN_MAX_AGE_MS;
}

/** Where the shown screen sits in the served page, and the app renders out of sight until its screen is ready. */
export const LAST_SCREEN_CLASS = 'mcq-last-screen';
/** Marks the style elements a last screen brought, removed with it. */
export const LAST_SCREEN_STYLE = 'data-mcq-last-screen';

const MOUNT = '<div id="root"></div>';

/** The screen's styles without the stylesheet links the page itself has: each stylesheet once. */
const withoutLinksIn = (appHtml: string, head: string) =>
  head.replace(/<link rel="stylesheet" href="([^"]*)"[^>]*>/g, (link, address: string) =>
    appHtml.includes(`href="${address}"`) || appHtml.includes(`href="${pathOf(address)}"`) ? '' : link,
  );

const pathOf = (address: string) => {
  try {
    return new URL(address).pathname;
  } catch {
    return address;
  }
};

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The app's page with the kept screen in it: its styles at the end of the head (after the page's own,
 * in the order the screen had them), the screen before an empty #root, which the app renders into out
 * of sight. The screen is inert and hidden from assistive technology: a picture of the last visit, which
 * the app's own screen replaces in a moment. Null when the page has no empty #root to put it beside.
 */
export function withLastScreen(appHtml: string, screen: Pick<KeptScreen, 'markup' | 'head' | 'title'>): string | null {
  if (!appHtml.includes(MOUNT) || !appHtml.includes('</head>')) return null;
  return appHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(screen.title)}</title>`)
    .replace('</head>', () => `${withoutLinksIn(appHtml, screen.head)}</head>`)
    .replace(
      MOUNT,
      () => `<div class="${LAST_SCREEN_CLASS}" inert aria-hidden="true">${screen.markup}</div><div id="root" ${BEHIND_LAST_SCREEN}></div>`,
    );
}
