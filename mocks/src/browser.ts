import { http, HttpResponse, sse } from 'msw';
import { setupWorker } from 'msw/browser';
import { untilControlled } from './controlled.ts';
import { createMockDb } from './db.ts';
import type { Fixtures } from './fixtures.ts';
import { createHandlers } from './handlers/index.ts';
import { quizScript } from './handlers/quiz-script.ts';

/**
 * PocketBase's realtime connection, answered so that a remote running alone subscribes quietly (its
 * notifications bell reads the list; nothing arrives live).
 */
const realtime = [
  sse<{ PB_CONNECT: { clientId: string } }>('*/api/realtime', ({ client }) =>
    client.send({ event: 'PB_CONNECT', data: { clientId: 'mock' } }),
  ),
  http.post('*/api/realtime', () => new HttpResponse(null, { status: 204 })),
];

/** Starts the mock backend in the browser, for a remote running on its own; a child alone can take the sample quiz. */
export async function startMockWorker(data?: Fixtures): Promise<void> {
  const db = createMockDb(data);
  await setupWorker(...realtime, ...quizScript(db), ...createHandlers(db)).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  // MSW's worker claims the page when it activates: nothing is sent before it has.
  await untilControlled(navigator.serviceWorker);
}
