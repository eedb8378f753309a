// Saving an answer or a flag: the request a class answering at once sends most.
import { respond } from '../checkpoints.ts';
import { rowsLike } from '../db.ts';
import { ANSWER_GRACE_SECONDS, ESSAY_ANSWER_MAX, TYPED_ANSWER_MAX } from '../domain.ts';
import { authOf, bodyOf } from '../events.ts';
import { storedDate, throwIfInvalid } from '../records.ts';
import { answerRow, assertRunning, ownAttempt, servedOf } from './attempts.ts';
import { answerFits, CHOSEN_AN_OPTION, isOptionOf, NOT_AN_OPTION } from './choices.ts';

/** The longest answer any question takes (an essay's); a typed answer to another question takes TYPED_ANSWER_MAX. */
export const ANSWER_MAX = ESSAY_ANSWER_MAX;
const TOO_LONG = 'An answer to this question is a text of at most ' + TYPED_ANSWER_MAX + ' characters';
const NOT_A_QUESTION = 'Not a question of this quiz';

/** What is wrong with an answer's body, by field. */
function answerBodyErrors(body: Readonly<Record<string, unknown>>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (typeof body['questionId'] !== 'string' || !body['questionId']) errors['questionId'] = NOT_A_QUESTION;
  const hasAnswer = 'answer' in body;
  const hasFlag = 'flagged' in body;
  if (!hasAnswer && !hasFlag) errors['answer'] = 'Send an answer or a flag';
  const answer = body['answer'];
  if (hasAnswer && answer !== null && (typeof answer !== 'string' || answer.length > ANSWER_MAX)) {
    errors['answer'] = 'An answer is an option id or a text of at most ' + ANSWER_MAX + ' characters';
  }
  if (hasFlag && typeof body['flagged'] !== 'boolean') errors['flagged'] = 'Flagged must be true or false';
  return errors;
}

/**
 * Saves one answer or flag in one SQL statement, which SQLite runs as one transaction: it
 * re-reads the attempt (its owner, status, break and deadline) in its WHERE and writes the row only
 * while the attempt is open. A transaction around PocketBase's record calls would hold the one
 * write connection while JavaScript runs, and a class answering at once would queue behind it.
 * The answer is the question's row as stored (RETURNING), so no second query is needed: a
 * class answering at once is what this route is measured by (docs/bench.md, backend load).
 */
export function saveAnswer(e: core.RequestEvent): void {
  const body = bodyOf(e);
  const studentId = authOf(e).id;
  const attemptId = e.request?.pathValue('attemptId') ?? '';
  const errors = answerBodyErrors(body);
  // Checked above: a text or null (an answer), a text (the question), when there is no error.
  const answer = typeof body['answer'] === 'string' ? body['answer'] : '';
  const questionId = typeof body['questionId'] === 'string' ? body['questionId'] : '';
  const now = Date.now();
  const sets = ['updated = {:now}'];
  if ('answer' in body) {
    // A replayed answer keeps the time it was first given.
    sets.push(
      "answered_at = CASE WHEN {:option} = '' THEN '' WHEN option = {:option} THEN answered_at ELSE {:now} END",
      'option = {:option}',
    );
  }
  if ('flagged' in body) sets.push('flagged = {:flagged}');
  const stored = rowsLike({ option: '', flagged: false });
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
        now: storedDate(now),
        option: answer,
        long: answer.length > TYPED_ANSWER_MAX,
        flagged: body['flagged'] === true,
        attempt: attemptId,
        question: questionId,
        student: studentId,
        cutoff: storedDate(now - ANSWER_GRACE_SECONDS * 1000),
      })
      .all(stored);
  }
  if (stored.length !== 1) {
    // Nothing written: say why, in the order a child would need to know it.
    assertRunning(ownAttempt(e.app, attemptId, studentId));
    const asked = errors['questionId'] ? null : answerRow(e.app, attemptId, questionId);
    if (!errors['questionId'] && !asked) errors['questionId'] = NOT_A_QUESTION;
    const served = asked ? servedOf(asked) : null;
    if (served && !errors['answer'] && answer && !answerFits(served, answer)) errors['answer'] = TOO_LONG;
    if (served && !errors['answer'] && answer && !isOptionOf(served, answer)) errors['answer'] = NOT_AN_OPTION;
    throwIfInvalid(errors);
  }
  const [row] = stored;
  // Not reached for a row a start wrote: every way the statement can write nothing is answered above. A 200 must mean stored.
  if (!row) throw new BadRequestError('The answer was not saved: please send it again.');
  respond(e, 'answer', { questionId, answer: row.option || null, flagged: row.flagged });
}
