// SQLite copies its write-ahead log into the database file (a checkpoint, with an fsync) every
// 1,000 pages by default, on the connection whose commit crossed the line. PocketBase writes through
// one connection, so every write of every family waited while that ran: at the volume of a school
// year a quiz start's p95 was 33 ms with it and 15 ms without (docs/bench.md, "Volume").
//
// The writer leaves checkpoints alone until BACKSTOP_PAGES. The quiz's writes, which fill the log at
// the peak, count the pages they add; the start or answer that brings the count to CHECKPOINT_PAGES
// sends its response first and then checkpoints on a reading connection, where no write waits for
// the copy (PASSIVE: what can be copied without waiting for anyone). A cron does the same every minute
// for everything else. A checkpoint once a minute alone was not enough: a minute of the peak's log
// copied at once held up answers (p99 375 ms) and reads (a creator's tiles 1.2 s).
import { utf8Length } from './records.ts';

/** SQLite's own threshold. */
const CHECKPOINT_PAGES = 1000;
/** About 40 MB of 4 KB pages: the writer checkpoints by itself past it, should the others fall behind. */
const BACKSTOP_PAGES = 10000;
/** Pages of the log a write adds, measured at volume on quizzes of 10 questions (a start writes its rows with their indexes). */
const PAGES = { start: 37, resume: 0, answer: 1, submit: 32 };
const COUNTER = 'checkpoints:pages';

export type QuizWrite = keyof typeof PAGES;

/**
 * Sets the writer's threshold. A setting of the connection: PocketBase may close an idle one and
 * open another with SQLite's default, so each checkpoint sets it again.
 */
export function leaveCheckpointsToOthers(app: core.App | PocketBase): void {
  app
    .nonconcurrentDB()
    .newQuery('PRAGMA wal_autocheckpoint = ' + BACKSTOP_PAGES)
    .execute();
}

export function checkpoint(app: core.App | PocketBase): void {
  leaveCheckpointsToOthers(app);
  app.concurrentDB().newQuery('PRAGMA wal_checkpoint(PASSIVE)').execute();
}

/** The pages written since the last checkpoint, this write's included. */
export function count(app: core.App | PocketBase, write: QuizWrite): number {
  const counted: unknown = app.store().get(COUNTER);
  const pages = (typeof counted === 'number' ? counted : 0) + PAGES[write];
  app.store().set(COUNTER, pages);
  return pages;
}

/**
 * Answers a quiz write with its JSON (plain objects only) and, when one is due, checkpoints after
 * the client has the whole response (its length is said, so it need not wait for the handler's end).
 */
export function respond(e: core.RequestEvent, write: QuizWrite, body: unknown): void {
  if (count($app, write) < CHECKPOINT_PAGES) return e.json(200, body);
  $app.store().set(COUNTER, 0);
  const json = JSON.stringify(body);
  e.response.header().set('Content-Length', String(utf8Length(json)));
  e.blob(200, 'application/json', json);
  e.flush();
  // The child has the answer: a checkpoint that fails is the log's business, not the request's (the
  // writer's own checkpoint past BACKSTOP_PAGES, and the cron, come next).
  try {
    checkpoint($app);
  } catch (error) {
    $app.logger().error('checkpoint after a quiz write failed', 'error', String(error));
  }
}
