import { setupWorker } from 'msw/browser';
import { createHandlers } from './handlers/index.ts';

/** Starts the mock backend in the browser, for a remote running on its own. */
export async function startMockWorker(): Promise<void> {
  await setupWorker(...createHandlers()).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
