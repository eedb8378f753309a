import { afterEach, describe, expect, it } from 'vitest';
import { showLastScreenUntilReady, showsScreen } from '../last-screen-takeover.ts';
import { isScreenToKeep, keptOf, keptUntil, sanitisedMarkup, screenStyles } from '../screen-capture.ts';
import { KEPT_OF, KEPT_UNTIL, NEVER_KEPT } from 'shared/content';

/** A #root holding `html`, in the page. */
function rootWith(html: string): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

const dashboard =
  '<div class="mcq-page"><header class="mcq-page-header">Sam</header><main class="mcq-page-content"><h1>Welcome, Sam</h1><p>Recent activity</p></main></div>';

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

describe('what of a screen is kept', () => {
  it('keeps its elements, text, classes, inline styles, roles and links', () => {
    const root = rootWith(
      '<main class="mcq-page-content" style="color: red"><h1 role="heading">Welcome</h1><a href="/children">Children</a><a href="https://example.org/help">Help</a><svg viewBox="0 0 1 1"><path d="M0 0"></path></svg></main>',
    );
    expect(sanitisedMarkup(root)).toBe(root.innerHTML);
  });

  it('strips everything that runs, loads or embeds: scripts, frames, handlers, script and data addresses', () => {
    const root = rootWith(
      '<main><script>alert(1)</script><noscript>x</noscript><iframe src="https://evil.example.org"></iframe><object data="x.swf"></object><embed src="x"><base href="https://evil.example.org/"><meta http-equiv="refresh" content="0"><link rel="prefetch" href="/x">' +
        '<a href="javascript:alert(1)" onclick="alert(1)">a</a><a href=" java\tscript:alert(1)">b</a><img src="data:image/svg+xml,<svg onload=alert(1)>" onerror="alert(1)"><form action="javascript:alert(1)"><button formaction="javascript:x">c</button></form>' +
        '<svg><script>alert(1)</script><set attributeName="href" to="javascript:alert(1)"></set><a xlink:href="javascript:alert(1)">d</a></svg><style>body{}</style><template><p>t</p></template></main>',
    );
    const markup = sanitisedMarkup(root);
    expect(markup).not.toMatch(/script|iframe|object|embed|<base|<meta|<link|onclick|onerror|<set|<style|<template|data:|java/i);
    expect(markup).toContain('>a</a>');
    expect(markup).toContain('<button>c</button>');
  });

  it('never keeps what was typed, nor ids and names the app renders again beside it', () => {
    const root = rootWith(
      '<form><label for="name">Name</label><input id="name" name="name" value="Sam"><input type="password" value="secret"><textarea name="note">hello</textarea><input type="checkbox" checked></form>',
    );
    const markup = sanitisedMarkup(root);
    expect(markup).not.toMatch(/Sam|secret|hello|id=|name=|for=/);
    expect(markup).toContain('<input type="checkbox" checked="">');
  });

  it('keeps which option is chosen, as the page shows it now', () => {
    const root = rootWith('<fieldset><input type="radio" name="q" checked><input type="radio" name="q"><input type="checkbox"></fieldset>');
    const [first, second] = root.querySelectorAll('input');
    if (second) second.checked = true;
    if (first?.checked) throw new Error('one radio of a group is chosen');
    expect(sanitisedMarkup(root)).toBe('<fieldset><input type="radio"><input type="radio" checked=""><input type="checkbox"></fieldset>');
  });

  it('says until when the screen may be shown: the earliest end it marks, none when it marks none', () => {
    expect(keptUntil(rootWith(dashboard))).toBeUndefined();
    expect(keptUntil(rootWith(`<div ${KEPT_UNTIL}="1800000000000"><p ${KEPT_UNTIL}="1700000000000"></p></div>`))).toBe(1_700_000_000_000);
    // An end that is no time: shown never, not for ever.
    expect(keptUntil(rootWith(`<div ${KEPT_UNTIL}="soon"></div>`))).toBe(0);
  });

  it('says what the screen shows, when it says (a quiz, its attempt)', () => {
    expect(keptOf(rootWith(dashboard))).toBeUndefined();
    expect(keptOf(rootWith(`<div ${KEPT_OF}="attempt1"></div>`))).toBe('attempt1');
  });
});

describe('the styles a screen stands on', () => {
  it("are every stylesheet link and style element of the page, in the page's order, but the design tokens", () => {
    document.head.innerHTML =
      '<style data-rc-order="prependQueue" data-css-hash="abc">.ant-btn{color:red}</style><link rel="stylesheet" href="/static/css/index.css"><style id="mcq-tokens">:root{--mcq-bg:#fff}</style><link rel="preload" href="/remotes.json"><link rel="stylesheet" href="https://parent.example.org/static/css/7.css" media="screen">';
    document.body.innerHTML = '<style>.late{}</style>';
    expect(screenStyles(document)).toBe(
      `<style data-mcq-last-screen>.ant-btn{color:red}</style><link rel="stylesheet" href="${window.location.origin}/static/css/index.css"><link rel="stylesheet" href="https://parent.example.org/static/css/7.css" media="screen"><style data-mcq-last-screen>.late{}</style>`,
    );
  });

  it('name each stylesheet once, however often the page links it', () => {
    document.head.innerHTML =
      '<link rel="stylesheet" href="/static/css/index.css"><link rel="stylesheet" href="https://parent.example.org/a.css"><link rel="stylesheet" href="/static/css/index.css"><link rel="stylesheet" href="https://parent.example.org/a.css">';
    document.body.innerHTML = '';
    expect(screenStyles(document)).toBe(
      `<link rel="stylesheet" href="${window.location.origin}/static/css/index.css"><link rel="stylesheet" href="https://parent.example.org/a.css">`,
    );
  });

  it('never let a style element end early', () => {
    document.head.innerHTML = '<style></style>';
    const style = document.head.querySelector('style');
    if (style) style.textContent = '.a::after{content:"</style><script>alert(1)</script>"}';
    expect(screenStyles(document)).toBe('<style data-mcq-last-screen>.a::after{content:"<\\/style><script>alert(1)</script>"}</style>');
  });
});

describe('when a screen is worth keeping', () => {
  it('keeps a signed-in screen with its data', () => {
    expect(isScreenToKeep(rootWith(dashboard))).toBe(true);
  });

  it.each([
    ['a loading page', '<main class="shell-message" aria-busy="true"><p role="status">Loading…</p></main>'],
    [
      'a read on its way',
      dashboard.replace('<p>Recent activity</p>', '<div role="status" class="mcq-state"><span class="mcq-spinner"></span> Loading…</div>'),
    ],
    ['a failed read', dashboard.replace('<p>Recent activity</p>', '<div role="alert">Could not load</div>')],
    ['a page that is not a signed-in screen', '<main class="shell-message"><h1>Page not found</h1></main>'],
    ['something typed', dashboard.replace('<p>Recent activity</p>', '<input value="half a na">')],
    // A child's access code, shown once on the Children page: never kept on the device.
    ['an access code shown once', dashboard.replace('<p>Recent activity</p>', `<section ${NEVER_KEPT}=""><p>busy-koala-625</p></section>`)],
  ])('not %s', (_, html) => {
    const root = rootWith(html);
    const field = root.querySelector('input');
    if (field) field.value = 'half a na';
    expect(isScreenToKeep(root)).toBe(false);
  });

  it('not while a field has the focus', () => {
    const root = rootWith(dashboard.replace('<p>Recent activity</p>', '<input>'));
    root.querySelector('input')?.focus();
    expect(isScreenToKeep(root)).toBe(false);
  });

  it('while the option just chosen has the focus (a quiz)', () => {
    const root = rootWith(dashboard.replace('<p>Recent activity</p>', '<label><input type="radio" checked> 12</label>'));
    root.querySelector('input')?.focus();
    expect(isScreenToKeep(root)).toBe(true);
  });
});

/** A page as the service worker serves it with a last screen. */
function servedPage(): { root: HTMLElement; lastScreen: Element } {
  document.head.innerHTML = '<style data-mcq-last-screen>.ant-btn{}</style><link rel="stylesheet" href="https://parent.example.org/7.css">';
  document.body.innerHTML = `<div class="mcq-last-screen" inert aria-hidden="true">${dashboard}</div><div id="root" data-behind-last-screen></div>`;
  const root = document.getElementById('root') as HTMLElement;
  return { root, lastScreen: document.querySelector('.mcq-last-screen') as Element };
}

describe('a page served with its last screen', () => {
  it('keeps the last screen while the app shows a loading state, and swaps it for the app once its screen is ready', async () => {
    const { root, lastScreen } = servedPage();
    showLastScreenUntilReady(root);
    root.innerHTML = '<main class="shell-message" aria-busy="true">Loading…</main>';
    await Promise.resolve();
    expect(lastScreen.isConnected).toBe(true);
    expect(root.hasAttribute('data-behind-last-screen')).toBe(true);
    root.innerHTML = dashboard.replace('<p>Recent activity</p>', '<span class="mcq-spinner"></span>');
    await Promise.resolve();
    expect(lastScreen.isConnected).toBe(true);
    root.innerHTML = dashboard;
    await Promise.resolve();
    expect(lastScreen.isConnected).toBe(false);
    expect(root.hasAttribute('data-behind-last-screen')).toBe(false);
    // Its style elements go; the stylesheet the app uses too stays.
    expect(document.head.innerHTML).toBe('<link rel="stylesheet" href="https://parent.example.org/7.css">');
  });

  it('is the same page as ever when served without one', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root') as HTMLElement;
    showLastScreenUntilReady(root);
    root.innerHTML = '<main aria-busy="true">Loading…</main>';
    expect(showsScreen(root)).toBe(false);
    expect(document.body.children).toHaveLength(1);
  });
});
