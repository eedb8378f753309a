import { setupWorker } from 'msw/browser';
import { createMockDb } from './db.ts';
import type { Fixtures } from './fixtures.ts';
import { createHandlers } from './handlers/index.ts';
import { quizScript } from './handlers/quiz-script.ts';

/** Starts the mock backend in the browser, for a remote running on its own; a child alone can take the sample quiz. */
export async function startMockWorker(data?: Fixtures): Promise<void> {
  const db = createMockDb(data);
  await setupWorker(...quizScript(db), ...createHandlers(db)).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
