// "Take a break" (the quiz's paused state, docs/product.md "Quiz"): a timed quiz's clock stops while the child is away. Pausing
// spends one of the attempt's breaks; resuming moves the deadline by the break's length and counts it
// in `break_seconds` (the result's time leaves it out). A break past BREAK_MAX_SECONDS ends by itself
// at that length: the next start or resume reads it so, and the overdue cron writes it so.
import { BREAK_MAX_SECONDS } from '../domain.ts';
import { findOrNull, isoDate, jsArray, millis, storedDate } from '../records.ts';
import { assertOpen, breakSoFar, TIME_UP } from './attempts.ts';

const NO_BREAKS_LEFT = 'No breaks are left for this quiz.';
const UNTIMED = 'This quiz has no time limit: stop whenever you need to and come back later.';

/** Ends the break an attempt is on, if any: the deadline moves by its length (at most BREAK_MAX_SECONDS). Saves through txApp. */
export function endBreak(txApp: core.App, attempt: core.Record, now: number): void {
  if (millis(attempt, 'paused_at') === 0) return;
  // In whole seconds, so that the deadline and the result's time (which leaves break_seconds out) agree.
  const seconds = Math.round(breakSoFar(attempt, now) / 1000);
  attempt.set('deadline', isoDate(millis(attempt, 'deadline') + seconds * 1000));
  attempt.set('break_seconds', attempt.getInt('break_seconds') + seconds);
  attempt.set('paused_at', '');
  txApp.save(attempt);
}

/** Whether a break has run its full length. */
export function isBreakOver(attempt: core.Record, now: number): boolean {
  const paused = millis(attempt, 'paused_at');
  return paused > 0 && now - paused >= BREAK_MAX_SECONDS * 1000;
}

/** Pauses an open, timed attempt with a break left; a second pause of the same break changes nothing. */
export function pause(txApp: core.App, attempt: core.Record, now: number): void {
  assertOpen(attempt);
  if (isBreakOver(attempt, now)) endBreak(txApp, attempt, now);
  if (millis(attempt, 'paused_at') > 0) return;
  if (!attempt.getString('deadline')) throw new ApiError(409, UNTIMED);
  // In the grace after the deadline an answer is still taken, but the time is up: no break then.
  if (now > millis(attempt, 'deadline')) throw new ApiError(409, TIME_UP);
  if (attempt.getInt('breaks_left') < 1) throw new ApiError(409, NO_BREAKS_LEFT);
  attempt.set('paused_at', isoDate(now));
  attempt.set('breaks_left', attempt.getInt('breaks_left') - 1);
  txApp.save(attempt);
}

/** Resumes an open attempt (one that is running is left as it is). */
export function resume(txApp: core.App, attempt: core.Record, now: number): void {
  assertOpen(attempt);
  endBreak(txApp, attempt, now);
}

/**
 * Cron: breaks that have run their full length end, so that their quizzes' clocks run again and the
 * overdue cron sees their deadlines. Each on its own: one that fails is logged, the others still end.
 */
export function endLongBreaks(): void {
  const now = Date.now();
  const over = $app.findRecordsByFilter(
    'attempts',
    'status = "in_progress" && paused_at != "" && paused_at <= {:cutoff}',
    'paused_at',
    200,
    0,
    {
      cutoff: storedDate(now - BREAK_MAX_SECONDS * 1000),
    },
  );
  for (const candidate of jsArray(over)) {
    if (!candidate) continue;
    try {
      $app.runInTransaction((txApp) => {
        const attempt = findOrNull('attempts', candidate.id, txApp);
        if (attempt && attempt.getString('status') === 'in_progress' && isBreakOver(attempt, now)) endBreak(txApp, attempt, now);
      });
    } catch (error) {
      $app.logger().error('quiz-overdue: a break could not be ended', 'attempt', candidate.id, 'error', String(error));
    }
  }
}
