// An attempt and its rows (attempt_answers): one row per served question, the question as it was
// served at start (text, options, key) and the child's answer, flag and answer time. Scoring and
// review read those rows, so nothing done to the questions later changes an attempt.
import { execute, newRecordId } from '../db.ts';
import { ANSWER_GRACE_SECONDS, ASSIGNMENT_QUESTIONS_MAX, BREAK_MAX_SECONDS, MESSAGES, scoreAnswers } from '../domain.ts';
import { queueCompletion } from '../emails/emails.ts';
import { learnFromAttempt } from '../learning/learn.ts';
import { afterResult } from '../notifications.ts';
import { findOrNull, isoDate, jsArray, millis, readJson, storedDate } from '../records.ts';
import { breaksFor, deadlineFor, shuffleQuestions, type Planned } from './attempt-plan.ts';
import { choicesOf } from './choices.ts';
import { assignmentQuestions, loadQuestions, NOT_FOUND, type ServedQuestion } from './questions.ts';

export const ALREADY_SUBMITTED = 'This quiz has already been submitted.';
export const TIME_UP = 'Time is up for this quiz: answers can no longer be changed.';
const ON_A_BREAK = 'Your quiz is on a break: press Resume to go on.';
const NO_QUESTIONS = 'This quiz has no questions to answer at the moment. Please try again later.';

/** A question as an attempt serves and keeps it: with its key, its order and the ids the attempt gave. */
export type KeptQuestion = Planned<ServedQuestion>;

/** A row's question as the attempt kept it (written at start, as JSON; a start writes every row's). */
export function servedOf(row: core.Record): KeptQuestion {
  // An empty row reads as a question of no id and no options, which nothing scores or serves.
  return readJson<KeptQuestion>(row, 'served', {} as KeptQuestion);
}

/** The rows of an attempt, in served order. */
export function answerRows(app: core.App, attemptId: string): core.Record[] {
  return jsArray(app.findRecordsByFilter('attempt_answers', 'attempt = {:a}', 'position', 0, 0, { a: attemptId })).filter(
    (row): row is core.Record => !!row,
  );
}

export function answerRow(app: core.App, attemptId: string, questionId: string): core.Record | null {
  try {
    return app.findFirstRecordByFilter('attempt_answers', 'attempt = {:a} && question = {:q}', { a: attemptId, q: questionId });
  } catch {
    return null;
  }
}

/** The answer by question id. */
function answersOf(rows: readonly core.Record[]): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const row of rows) if (row.getString('option')) answers[row.getString('question')] = row.getString('option');
  return answers;
}

/**
 * The length so far (milliseconds) of the break an attempt is on, at most BREAK_MAX_SECONDS (then its clock
 * runs again by itself); 0 when it is running.
 */
export function breakSoFar(attempt: core.Record, now: number): number {
  const paused = millis(attempt, 'paused_at');
  return paused > 0 ? Math.min(Math.max(0, now - paused), BREAK_MAX_SECONDS * 1000) : 0;
}

/** The deadline in milliseconds, moved by the break the attempt is on; 0 for an untimed attempt. */
function deadlineOf(attempt: core.Record, now: number): number {
  const deadline = millis(attempt, 'deadline');
  return deadline > 0 ? deadline + breakSoFar(attempt, now) : 0;
}

/** Whether an attempt's time is up (its deadline passed, a break it is on counted); never for an untimed one. */
export function isTimeUp(attempt: core.Record, now: number): boolean {
  const deadline = deadlineOf(attempt, now);
  return deadline > 0 && now > deadline;
}

export function isPastGrace(attempt: core.Record): boolean {
  const now = Date.now();
  const deadline = deadlineOf(attempt, now);
  return deadline > 0 && now > deadline + ANSWER_GRACE_SECONDS * 1000;
}

export function assertOpen(attempt: core.Record): void {
  if (attempt.getString('status') !== 'in_progress') throw new ApiError(409, ALREADY_SUBMITTED);
  if (isPastGrace(attempt)) throw new ApiError(409, TIME_UP);
}

/** Open and not on a break: answers may be saved. */
export function assertRunning(attempt: core.Record): void {
  assertOpen(attempt);
  if (millis(attempt, 'paused_at') > 0) throw new ApiError(409, ON_A_BREAK);
}

export function ownAttempt(app: core.App, attemptId: string, studentId: string): core.Record {
  const attempt = findOrNull('attempts', attemptId, app);
  if (!attempt || attempt.getString('student_id') !== studentId) throw new NotFoundError(NOT_FOUND);
  return attempt;
}

function resultOf(app: core.App, attemptId: string): core.Record | null {
  const found = arrayOf(new Record());
  // Said in SQL: the unique index holds only results with an attempt (attempt_id != ''), and SQLite
  // uses it only when the query says so in the index's own words, which a filter does not.
  app
    .recordQuery('results')
    .andWhere($dbx.exp("attempt_id = {:id} AND attempt_id != ''", { id: attemptId }))
    .limit(1)
    .all(found);
  return (found[0] as core.Record | undefined) ?? null;
}

/**
 * A new attempt serves the assignment's questions that are published at this moment, in an order
 * of its own (questions and options shuffled once, here), with the deadline the child's time
 * allowance gives, and keeps them as served. Returns the attempt and its questions as served.
 */
export function createAttempt(
  txApp: core.App,
  assignment: core.Record,
  studentId: string,
): { attempt: core.Record; questions: KeptQuestion[] } {
  const chosen = assignmentQuestions(txApp, assignment, true);
  // Sets are held to the cap where they grow (src/content) and assignments where they are
  // saved; whatever happened since, a quiz past it is refused rather than served whole.
  if (chosen.ids.length > ASSIGNMENT_QUESTIONS_MAX) throw new ApiError(409, MESSAGES.quizSize);
  const questions = shuffleQuestions(loadQuestions(txApp, chosen.ids, true, chosen.setsOf), Math.random, () => newRecordId(10));
  if (!questions.length) throw new ApiError(409, NO_QUESTIONS);
  const now = Date.now();
  const student = txApp.findRecordById('students', studentId);
  // A review is untimed unless the parent gave reviews a time (src/learning/review.ts).
  const minutes = assignment.getInt('timeLimit');
  const deadline = minutes > 0 ? deadlineFor(now, minutes, student.getString('time_allowance')) : null;
  const attempt = new Record(txApp.findCollectionByNameOrId('attempts'));
  attempt.set('student_id', studentId);
  attempt.set('assignment_id', assignment.id);
  attempt.set('status', 'in_progress');
  attempt.set('started_at', isoDate(now));
  attempt.set('deadline', deadline === null ? '' : isoDate(deadline));
  attempt.set('breaks_left', breaksFor(student.getString('breaks'), deadline));
  txApp.save(attempt);
  // The rows in one statement: saved one by one, they were two thirds of a start's time (each a
  // record save with its validation), and a start the costliest request of a child's quiz.
  const params: dbx.Params = { attempt: attempt.id, stamp: storedDate(now) };
  const values = questions.map((question, position) => {
    params['id' + position] = newRecordId();
    params['question' + position] = question.id;
    params['served' + position] = JSON.stringify(question);
    params['choices' + position] = choicesOf(question);
    return (
      '({:id' +
      position +
      '}, {:attempt}, {:question' +
      position +
      '}, ' +
      position +
      ', {:served' +
      position +
      '}, {:choices' +
      position +
      "}, '', FALSE, '', {:stamp}, {:stamp})"
    );
  });
  execute(
    txApp,
    'INSERT INTO attempt_answers (id, attempt, question, position, served, choices, option, flagged, answered_at, created, updated) VALUES ' +
      values.join(', '),
    params,
  );
  return { attempt, questions };
}

/**
 * Scores the attempt with what was saved and writes its one result (and the notifications it
 * brings); an attempt that already has a result keeps it. Call inside a transaction, with the
 * attempt read through it. Returns the result.
 */
export function finish(txApp: core.App, attempt: core.Record): core.Record {
  const now = Date.now();
  let result = resultOf(txApp, attempt.id);
  if (!result) {
    const rows = answerRows(txApp, attempt.id);
    const answers = answersOf(rows);
    const scored = scoreAnswers(rows.map(servedOf), answers);
    // The time on the quiz: to the deadline at the latest, without its breaks (one it is on included).
    const deadline = deadlineOf(attempt, now);
    const end = deadline > 0 ? Math.min(now, deadline) : now;
    const breaks = attempt.getInt('break_seconds') * 1000 + breakSoFar(attempt, now);
    result = new Record(txApp.findCollectionByNameOrId('results'));
    result.set('student_id', attempt.getString('student_id'));
    result.set('assignment_id', attempt.getString('assignment_id'));
    result.set('attempt_id', attempt.id);
    // No score yet (every question an essay waiting for marking) is stored as 0 with awaiting_marking = total_questions.
    result.set('score', scored.score === null ? 0 : scored.score);
    result.set('total_questions', scored.total);
    result.set('correct_answers', scored.correct);
    result.set('awaiting_marking', scored.awaiting);
    result.set('time_taken', Math.max(0, Math.round((end - millis(attempt, 'started_at') - breaks) / 1000)));
    result.set('answers', answers);
    result.set('completed_at', isoDate(now));
    const assignment = findOrNull('assignments', attempt.getString('assignment_id'), txApp);
    result.set('review', Boolean(assignment && assignment.getBool('review')));
    txApp.save(result);
    // Every answer feeds the child's review schedule and skill levels, in this transaction (docs/learning.md).
    learnFromAttempt(txApp, attempt.getString('student_id'), rows, now);
    afterResult(txApp, result);
    queueCompletion(txApp, result);
  }
  if (attempt.getString('status') !== 'submitted') {
    attempt.set('status', 'submitted');
    attempt.set('submitted_at', isoDate(now));
    txApp.save(attempt);
  }
  return result;
}
