import { describe, expect, it } from 'vitest';
import { SAVED_COPY_MAX_AGE_MS } from 'shared';
import { accountScreensCacheName } from 'shared/session';
import { accountScreensCacheName as workerCacheName } from 'shared/session/storage';
import {
  isKeptScreen,
  isServable,
  KEEP_SCREEN,
  LAST_SCREEN_MAX_AGE_MS,
  LAST_SCREEN_MAX_CHARACTERS,
  forgottenFrom,
  lastScreenFromMessage,
  screenToForget,
  withLastScreen,
} from '../last-screen.ts';
import { FORGET_SCREEN } from 'shared/session/storage';

const at = (address: string) => new URL(address, 'https://portal.example.org');
const message = (screen: Record<string, unknown> = {}) => ({
  type: KEEP_SCREEN,
  accountId: 'parent1',
  path: '/parent-dashboard',
  markup: '<div class="mcq-page"><h1>Welcome, Sam</h1></div>',
  head: '<link rel="stylesheet" href="https://parent.example.org/static/css/7.d4babb6d77.css">',
  title: 'Parent Portal',
  ...screen,
});

describe('which screens are kept for the next visit', () => {
  it.each(['/parent-dashboard', '/children', '/student-dashboard', '/content-creator-dashboard'])('keeps the first screen %s', (path) => {
    expect(isKeptScreen(at(path))).toBe(true);
  });

  it('keeps a quiz (while its attempt is under way: the quiz forgets it, and says until when)', () => {
    expect(isKeptScreen(at('/quiz/assign1'))).toBe(true);
  });

  it.each([
    // A quiz's page is one address of one assignment; forms are for writing; lists searched by a form.
    '/quiz/',
    '/quiz/assign1/more',
    '/quiz/assign1?x=1',
    `/quiz/${'a'.repeat(65)}`,
    '/quiz-results/assign1',
    '/create-assignment',
    '/edit-question/q1',
    '/settings',
    '/my-settings',
    '/manage-questions',
    '/children/child1/progress',
    // Pages that need no account, and the sign-in.
    '/',
    '/login',
    '/help',
  ])('never keeps %s', (path) => {
    expect(isKeptScreen(at(path))).toBe(false);
  });

  it('never keeps a first screen opened with a query (what it shows may depend on it)', () => {
    expect(isKeptScreen(at('/parent-dashboard?child=c1'))).toBe(false);
  });
});

describe("a page's message with a screen", () => {
  it('is read as the screen of its account and path', () => {
    expect(lastScreenFromMessage(message())).toEqual({
      accountId: 'parent1',
      path: '/parent-dashboard',
      markup: message().markup,
      head: message().head,
      title: 'Parent Portal',
    });
  });

  it.each([
    ['another message', { type: 'KEEP_LOADED' }],
    ['no account', { accountId: '' }],
    ['a page not kept', { path: '/quiz-results/assign1' }],
    ['an end that is not a time', { until: '2026-12-08' }],
    ['an end that is no number', { until: Number.NaN }],
    ['an attempt that is no id', { of: 'a/../b' }],
    // A quiz says until when and which attempt (a remote built before they were asked for says neither).
    ['a quiz with no end', { path: '/quiz/assign1', of: 'attempt1' }],
    ['a quiz with no attempt', { path: '/quiz/assign1', until: 1_800_000_000_000 }],
    ['no markup', { markup: '' }],
    ['a field that is not text', { title: 3 }],
    ['a script in the markup', { markup: '<div><script>alert(1)</script></div>' }],
    ['a script in the styles', { head: '<style></style><script src="https://evil.example.org/x.js"></script>' }],
    ['a frame', { markup: '<iframe src="https://evil.example.org"></iframe>' }],
    ['a base address', { head: '<base href="https://evil.example.org/">' }],
    ['more than a screen weighs', { markup: `<p>${'x'.repeat(LAST_SCREEN_MAX_CHARACTERS)}</p>` }],
    // What a script on the page could send to stand over the app for good: out of its wrapper, #root hidden.
    ['markup that closes its wrapper', { markup: '<p>x</p></div><form><input></form>' }],
    ['markup that opens a comment', { markup: '<p>x</p><!--' }],
    ['markup left open', { markup: '<div><p>x</p>' }],
    ['markup read raw by the parser', { markup: '<xmp><p>x</p></xmp>' }],
    ['a style element in the markup', { markup: '<style>body{display:none}</style>' }],
    ['a style element the page did not mark', { head: '<style>body{outline:3px solid red}</style>' }],
    ['anything else in the styles', { head: '<link rel="stylesheet" href="https://parent.example.org/a.css"><p>x</p>' }],
  ])('is refused with %s', (_, change) => {
    expect(lastScreenFromMessage(message(change))).toBeNull();
  });

  it('is taken whole, native selects, pictures and drawings included, with its marked styles', () => {
    const screen = message({
      markup:
        '<ul><li><select><option selected="">Grade 3</option></select><img src="/a.png" alt=""><br><svg><path d="M0 0"></path></svg></li></ul>',
      head: '<link rel="stylesheet" href="https://a.example.org/x.css" media="print"><style data-mcq-last-screen>.a>b{content:"<"}</style>',
    });
    expect(lastScreenFromMessage(screen)).not.toBeNull();
  });

  it("carries a quiz's end and its attempt", () => {
    expect(lastScreenFromMessage(message({ path: '/quiz/assign1', until: 1_800_000_000_000, of: 'attempt1' }))).toMatchObject({
      path: '/quiz/assign1',
      until: 1_800_000_000_000,
      of: 'attempt1',
    });
  });

  it('takes a screen with no styles of its own', () => {
    expect(lastScreenFromMessage(message({ head: '' }))).not.toBeNull();
  });
});

describe('when a kept screen is shown', () => {
  const now = Date.UTC(2026, 11, 6, 12);
  const mark = { accountId: 'parent1', until: now + 60_000 };

  it('is shown to the account the device is signed in as, while its token lasts', () => {
    expect(isServable({ takenAt: now - 1000 }, 'parent1', mark, now)).toBe(true);
  });

  it('is never shown to another account, to nobody, or once the token has run out', () => {
    expect(isServable({ takenAt: now - 1000 }, 'parent1', { ...mark, accountId: 'parent2' }, now)).toBe(false);
    expect(isServable({ takenAt: now - 1000 }, 'parent1', null, now)).toBe(false);
    expect(isServable({ takenAt: now - 1000 }, 'parent1', { ...mark, until: now }, now)).toBe(false);
  });

  it('is never older than the saved copy it stands for', () => {
    expect(LAST_SCREEN_MAX_AGE_MS).toBe(SAVED_COPY_MAX_AGE_MS);
    expect(isServable({ takenAt: now - LAST_SCREEN_MAX_AGE_MS }, 'parent1', mark, now)).toBe(true);
    expect(isServable({ takenAt: now - LAST_SCREEN_MAX_AGE_MS - 1 }, 'parent1', mark, now)).toBe(false);
    // Taken "in the future": a clock put back; not trusted.
    expect(isServable({ takenAt: now + 60_000 }, 'parent1', mark, now)).toBe(false);
  });

  it('is never shown from its end on (a quiz past its deadline)', () => {
    expect(isServable({ takenAt: now - 1000, until: now + 1 }, 'parent1', mark, now)).toBe(true);
    expect(isServable({ takenAt: now - 1000, until: now }, 'parent1', mark, now)).toBe(false);
  });

  it("is kept in the account's own cache, the one its wipe deletes", () => {
    expect(workerCacheName('parent1')).toBe(accountScreensCacheName('parent1'));
    expect(workerCacheName('parent1')).toBe('mcq.account.parent1.screens');
  });
});

describe("a page's message to forget a screen", () => {
  it('names the account and the path, and what is forgotten for good (an attempt that ended)', () => {
    expect(screenToForget({ type: FORGET_SCREEN, accountId: 'child1', path: '/quiz/assign1' })).toEqual({
      accountId: 'child1',
      path: '/quiz/assign1',
    });
    expect(screenToForget({ type: FORGET_SCREEN, accountId: 'child1', path: '/quiz/assign1', of: 'attempt1' })).toEqual({
      accountId: 'child1',
      path: '/quiz/assign1',
      of: 'attempt1',
    });
  });

  it('lists what was forgotten as strings only', () => {
    expect(forgottenFrom(['attempt1', 3, null, 'attempt2'])).toEqual(['attempt1', 'attempt2']);
    expect(forgottenFrom({ attempt1: true })).toEqual([]);
  });

  it.each([
    ['another message', { type: KEEP_SCREEN, accountId: 'child1', path: '/quiz/assign1' }],
    ['no account', { type: FORGET_SCREEN, accountId: '', path: '/quiz/assign1' }],
    ['a path never kept', { type: FORGET_SCREEN, accountId: 'child1', path: '/login' }],
    ['no path', { type: FORGET_SCREEN, accountId: 'child1' }],
    ['an attempt that is no id', { type: FORGET_SCREEN, accountId: 'child1', path: '/quiz/assign1', of: '' }],
    ['nothing', null],
  ])('is refused with %s', (_, data) => {
    expect(screenToForget(data)).toBeNull();
  });
});

describe("the app's page with the last screen in it", () => {
  const appHtml =
    '<!doctype html><html><head><title>MCQ Revision for Primary School</title><link href="/static/css/index.css" rel="stylesheet"><script defer src="/static/js/index.js"></script></head><body><div id="root"></div></body></html>';

  it("holds the screen, inert, before an empty #root the app renders into out of sight, and its styles after the page's own", () => {
    const page = withLastScreen(appHtml, {
      markup: '<main>Welcome, Sam $&</main>',
      head: '<style data-mcq-last-screen>.a{}</style>',
      title: 'Parent <Portal>',
    });
    expect(page).toBe(
      '<!doctype html><html><head><title>Parent &lt;Portal&gt;</title><link href="/static/css/index.css" rel="stylesheet"><script defer src="/static/js/index.js"></script><style data-mcq-last-screen>.a{}</style></head><body><div class="mcq-last-screen" inert aria-hidden="true"><main>Welcome, Sam $&</main></div><div id="root" data-behind-last-screen></div></body></html>',
    );
  });

  it('carries each stylesheet once: not those the page links itself', () => {
    const page = withLastScreen(appHtml, {
      markup: '<main>Hi</main>',
      head: '<link rel="stylesheet" href="https://portal.example.org/static/css/index.css"><link rel="stylesheet" href="https://parent.example.org/p.css">',
      title: 'Parent',
    });
    expect(page?.match(/index\.css/g)).toHaveLength(1);
    expect(page).toContain('<link rel="stylesheet" href="https://parent.example.org/p.css"></head>');
  });

  it('is not made from a page without an empty #root (a prerendered one)', () => {
    expect(
      withLastScreen(appHtml.replace('<div id="root"></div>', '<div id="root"><p>Sign in</p></div>'), {
        markup: '<p>x</p>',
        head: '',
        title: '',
      }),
    ).toBeNull();
  });
});
