import { setupWorker } from 'msw/browser';
import { createMockDb } from './db.ts';
import { createHandlers } from './handlers/index.ts';
import { quizScript } from './handlers/quiz-script.ts';

/** Starts the mock backend in the browser, for a remote running on its own; a child alone can take the sample quiz. */
export async function startMockWorker(): Promise<void> {
  const db = createMockDb();
  await setupWorker(...quizScript(db), ...createHandlers(db)).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
