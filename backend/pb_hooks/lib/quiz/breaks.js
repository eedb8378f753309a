/// <reference path="../../../pb_data/types.d.ts" />
// "Take a break" (the quiz's paused state, docs/product.md "Quiz"): a timed quiz's clock stops while the child is away. Pausing
// spends one of the attempt's breaks; resuming moves the deadline by the break's length and counts it
// in `break_seconds` (the result's time leaves it out). A break past BREAK_MAX_SECONDS ends by itself
// at that length: the next start or resume reads it so, and the overdue cron writes it so.
const records = require(`${__hooks}/lib/server.js`).records;
const domain = require(`${__hooks}/lib/domain.js`);
const { TIME_UP, assertOpen, breakSoFar } = require(`${__hooks}/lib/quiz/attempts.js`);

const NO_BREAKS_LEFT = 'No breaks are left for this quiz.';
const UNTIMED = 'This quiz has no time limit: stop whenever you need to and come back later.';

/**
 * Ends the break an attempt is on, if any: the deadline moves by its length (at most BREAK_MAX_SECONDS).
 * Saves through txApp. @param {core.App} txApp @param {core.Record} attempt @param {number} now
 */
function endBreak(txApp, attempt, now) {
  if (records.millis(attempt, 'paused_at') === 0) return;
  // In whole seconds, so that the deadline and the result's time (which leaves break_seconds out) agree.
  const seconds = Math.round(breakSoFar(attempt, now) / 1000);
  attempt.set('deadline', records.isoDate(records.millis(attempt, 'deadline') + seconds * 1000));
  attempt.set('break_seconds', attempt.getInt('break_seconds') + seconds);
  attempt.set('paused_at', '');
  txApp.save(attempt);
}

/** Whether a break has run its full length. @param {core.Record} attempt @param {number} now */
function isBreakOver(attempt, now) {
  const paused = records.millis(attempt, 'paused_at');
  return paused > 0 && now - paused >= domain.BREAK_MAX_SECONDS * 1000;
}

/**
 * Pauses an open, timed attempt with a break left; a second pause of the same break changes nothing.
 * @param {core.App} txApp @param {core.Record} attempt @param {number} now
 */
function pause(txApp, attempt, now) {
  assertOpen(attempt);
  if (isBreakOver(attempt, now)) endBreak(txApp, attempt, now);
  if (records.millis(attempt, 'paused_at') > 0) return;
  if (!attempt.getString('deadline')) throw new ApiError(409, UNTIMED);
  // In the grace after the deadline an answer is still taken, but the time is up: no break then.
  if (now > records.millis(attempt, 'deadline')) throw new ApiError(409, TIME_UP);
  if (attempt.getInt('breaks_left') < 1) throw new ApiError(409, NO_BREAKS_LEFT);
  attempt.set('paused_at', records.isoDate(now));
  attempt.set('breaks_left', attempt.getInt('breaks_left') - 1);
  txApp.save(attempt);
}

/** Resumes an open attempt (one that is running is left as it is). @param {core.App} txApp @param {core.Record} attempt @param {number} now */
function resume(txApp, attempt, now) {
  assertOpen(attempt);
  endBreak(txApp, attempt, now);
}

/**
 * Cron: breaks that have run their full length end, so that their quizzes' clocks run again and the
 * overdue cron sees their deadlines. Each on its own: one that fails is logged, the others still end.
 */
function endLongBreaks() {
  const now = Date.now();
  const over = $app.findRecordsByFilter('attempts', 'status = "in_progress" && paused_at != "" && paused_at <= {:cutoff}', 'paused_at', 200, 0, {
    cutoff: records.storedDate(now - domain.BREAK_MAX_SECONDS * 1000),
  });
  over.forEach(function (candidate) {
    try {
      $app.runInTransaction(function (txApp) {
        const attempt = records.findOrNull('attempts', candidate.id, txApp);
        if (attempt && attempt.getString('status') === 'in_progress' && isBreakOver(attempt, now)) endBreak(txApp, attempt, now);
      });
    } catch (error) {
      $app.logger().error('quiz-overdue: a break could not be ended', 'attempt', candidate.id, 'error', String(error));
    }
  });
}

module.exports = { endBreak, isBreakOver, pause, resume, endLongBreaks };
