import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { pb } from 'shared';
import { createHandlers } from './handlers.ts';
import { mockServer } from './node.ts';

// Screens that load antd lazily take more than the default second to appear in jsdom.
configure({ asyncUtilTimeout: 5000 });

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

// Nor ResizeObserver, which antd's Tabs and overflow lists observe with.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  pb.authStore.clear();
  mockServer.resetHandlers(...createHandlers());
});
afterAll(() => mockServer.close());
