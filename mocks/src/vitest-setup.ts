import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { pb } from 'shared';
import { createHandlers } from './handlers.ts';
import { mockServer } from './node.ts';

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

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  pb.authStore.clear();
  mockServer.resetHandlers(...createHandlers());
});
afterAll(() => mockServer.close());
