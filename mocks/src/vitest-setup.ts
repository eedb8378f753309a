import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import * as React from 'react';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { getDefaultStore } from 'jotai';
import { forgetAccountsExcept, pb, resetLoginStateAtom } from 'shared/session';
import { createHandlers } from './handlers/index.ts';
import { mockServer } from './node.ts';

// React's development build records where each element was created, an Error's stack for each of up to 10,000
// elements a second: a tenth of a form-heavy file's time in jsdom (createElement's own time in a profile of the
// creator's question editor). No test reads those owner stacks: the count is held at its limit, so React records
// none (its warnings still name the component and its parents).
const reactInternals = (React as unknown as Record<string, { recentlyCreatedOwnerStacks?: number } | undefined>)[
  '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE'
];
if (reactInternals && 'recentlyCreatedOwnerStacks' in reactInternals)
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => 1e4,
    set: () => {
      // React counts and resets it; the count stays at the limit.
    },
  });

// Screens load lazily and antd's first render is slow in jsdom, slower still on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

// A worker runs file after file in one page and one set of modules (vitest-app-config.js): each file starts as
// a page just opened does, with nothing on it, nothing stored and nobody signing in.
document.body.replaceChildren();
document.head.querySelectorAll('style[data-antd="static"]').forEach((style) => style.remove());
localStorage.clear();
sessionStorage.clear();
pb.authStore.clear();
getDefaultStore().set(resetLoginStateAtom);

// antd renders without runtime styles here (renderRoute): its static ones, once for the file.
const antdStyles = document.createElement('style');
antdStyles.dataset['antd'] = 'static';
antdStyles.textContent = inject('antdTestStyles');
document.head.append(antdStyles);

// jsdom has no matchMedia, which antd's responsive components need.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// Nor scrolling: a new page scrolls to its top (the shell's ScrollRestoration); nothing to move in jsdom.
Object.defineProperty(window, 'scrollTo', { writable: true, value: () => undefined });

// Nor ResizeObserver, which antd's Tabs and overflow lists observe with.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  pb.authStore.clear();
  // A test that watched what the client sends stops watching.
  pb.beforeSend = undefined;
  // As Logout does: no test finds the saved copy of the one before (where the app has IndexedDB).
  await forgetAccountsExcept();
  mockServer.resetHandlers(...createHandlers());
});
afterAll(() => mockServer.close());
