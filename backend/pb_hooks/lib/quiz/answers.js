/// <reference path="../../../pb_data/types.d.ts" />
// Saving an answer or a flag: the request a class answering at once sends most.
const checkpoints = require(`${__hooks}/lib/server.js`).checkpoints;
const records = require(`${__hooks}/lib/server.js`).records;
const domain = require(`${__hooks}/lib/domain.js`);
const { answerRow, assertRunning, ownAttempt } = require(`${__hooks}/lib/quiz/attempts.js`);
const { CHOSEN_AN_OPTION, NOT_AN_OPTION, answerFits, isOptionOf } = require(`${__hooks}/lib/server.js`).quizChoices;

/** The longest answer any question takes (an essay's); a typed answer to another question takes TYPED_ANSWER_MAX. */
const ANSWER_MAX = domain.ESSAY_ANSWER_MAX;
const TOO_LONG = 'An answer to this question is a text of at most ' + domain.TYPED_ANSWER_MAX + ' characters';

/** @param {Record<string, any>} body @returns {Record<string, string>} what is wrong with an answer's body, by field */
function answerBodyErrors(body) {
  const errors = {};
  if (typeof body.questionId !== 'string' || !body.questionId) errors.questionId = 'Not a question of this quiz';
  const hasAnswer = 'answer' in body;
  const hasFlag = 'flagged' in body;
  if (!hasAnswer && !hasFlag) errors.answer = 'Send an answer or a flag';
  if (hasAnswer && body.answer !== null && (typeof body.answer !== 'string' || body.answer.length > ANSWER_MAX)) {
    errors.answer = 'An answer is an option id or a text of at most ' + ANSWER_MAX + ' characters';
  }
  if (hasFlag && typeof body.flagged !== 'boolean') errors.flagged = 'Flagged must be true or false';
  return errors;
}

/**
 * Saves one answer or flag in one SQL statement, which SQLite runs as one transaction: it
 * re-reads the attempt (its owner, status, break and deadline) in its WHERE and writes the row only
 * while the attempt is open. A transaction around PocketBase's record calls would hold the one
 * write connection while JavaScript runs, and a class answering at once would queue behind it.
 * The answer is the question's row as stored (RETURNING), so no second query is needed: a
 * class answering at once is what this route is measured by (docs/bench.md, backend load).
 * @param {core.RequestEvent} e
 */
function saveAnswer(e) {
  const body = e.requestInfo().body;
  const attemptId = e.request.pathValue('attemptId');
  const errors = answerBodyErrors(body);
  const now = Date.now();
  const sets = ['updated = {:now}'];
  if ('answer' in body) {
    // A replayed answer keeps the time it was first given.
    sets.push("answered_at = CASE WHEN {:option} = '' THEN '' WHEN option = {:option} THEN answered_at ELSE {:now} END", 'option = {:option}');
  }
  if ('flagged' in body) sets.push('flagged = {:flagged}');
  const stored = arrayOf(new DynamicModel({ option: '', flagged: false }));
  if (Object.keys(errors).length === 0) {
    $app
      .db()
      .newQuery(
        'UPDATE attempt_answers SET ' +
          sets.join(', ') +
          ' WHERE attempt = {:attempt} AND question = {:question} AND ' +
          CHOSEN_AN_OPTION +
          ' AND EXISTS (SELECT 1 FROM attempts WHERE id = {:attempt}' +
          " AND student_id = {:student} AND status = 'in_progress' AND paused_at = '' AND (deadline = '' OR deadline >= {:cutoff}))" +
          ' RETURNING option, flagged',
      )
      .bind({
        now: records.storedDate(now),
        option: body.answer || '',
        long: typeof body.answer === 'string' && body.answer.length > domain.TYPED_ANSWER_MAX,
        flagged: body.flagged === true,
        attempt: attemptId,
        question: body.questionId,
        student: e.auth.id,
        cutoff: records.storedDate(now - domain.ANSWER_GRACE_SECONDS * 1000),
      })
      .all(stored);
  }
  if (stored.length !== 1) {
    // Nothing written: say why, in the order a child would need to know it.
    assertRunning(ownAttempt($app, attemptId, e.auth.id));
    const asked = errors.questionId ? null : answerRow($app, attemptId, body.questionId);
    if (!errors.questionId && !asked) errors.questionId = 'Not a question of this quiz';
    const served = asked ? records.readJson(asked, 'served', {}) : null;
    if (served && !errors.answer && body.answer && !answerFits(served, body.answer)) errors.answer = TOO_LONG;
    if (served && !errors.answer && body.answer && !isOptionOf(served, body.answer)) errors.answer = NOT_AN_OPTION;
    records.throwIfInvalid(errors);
  }
  const row = stored[0];
  // Not reached for a row a start wrote: every way the statement can write nothing is answered above. A 200 must mean stored.
  if (!row) throw new BadRequestError('The answer was not saved: please send it again.');
  return checkpoints.respond(e, 'answer', { questionId: body.questionId, answer: row.option || null, flagged: row.flagged });
}

module.exports = { ANSWER_MAX, saveAnswer };
