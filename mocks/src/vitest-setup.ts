import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { forgetAccountsExcept, pb } from 'shared/session';
import { createHandlers } from './handlers/index.ts';
import { mockServer } from './node.ts';

// Screens load lazily and antd's first render is slow in jsdom, slower still on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

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
