/// <reference path="../../../pb_data/types.d.ts" />
// An attempt and its rows (attempt_answers): one row per served question, the question as it was
// served at start (text, options, key) and the child's answer, flag and answer time. Scoring and
// review read those rows, so nothing done to the questions later changes an attempt.
const plan = require(`${__hooks}/lib/server.js`).attemptPlan;
const records = require(`${__hooks}/lib/server.js`).records;
const domain = require(`${__hooks}/lib/domain.js`);
const { choicesOf } = require(`${__hooks}/lib/server.js`).quizChoices;
const { NOT_FOUND, assignmentQuestions, loadQuestions } = require(`${__hooks}/lib/server.js`).quizQuestions;

const ALREADY_SUBMITTED = 'This quiz has already been submitted.';
const TIME_UP = 'Time is up for this quiz: answers can no longer be changed.';
const ON_A_BREAK = 'Your quiz is on a break: press Resume to go on.';
const NO_QUESTIONS = 'This quiz has no questions to answer at the moment. Please try again later.';

/** The rows of an attempt, in served order. @param {core.App} app @param {string} attemptId @returns {core.Record[]} */
function answerRows(app, attemptId) {
  return app.findRecordsByFilter('attempt_answers', 'attempt = {:a}', 'position', 0, 0, { a: attemptId });
}

/** @param {core.App} app @param {string} attemptId @param {string} questionId @returns {core.Record | null} */
function answerRow(app, attemptId, questionId) {
  try {
    return app.findFirstRecordByFilter('attempt_answers', 'attempt = {:a} && question = {:q}', { a: attemptId, q: questionId });
  } catch {
    return null;
  }
}

/** @param {core.Record[]} rows @returns {Record<string, string>} the answer by question id */
function answersOf(rows) {
  const answers = {};
  rows.forEach(function (row) {
    if (row.getString('option')) answers[row.getString('question')] = row.getString('option');
  });
  return answers;
}

/**
 * The length so far of the break an attempt is on, at most BREAK_MAX_SECONDS (then its clock runs
 * again by itself); 0 when it is running. @param {core.Record} attempt @param {number} now @returns {number} milliseconds
 */
function breakSoFar(attempt, now) {
  const paused = records.millis(attempt, 'paused_at');
  return paused > 0 ? Math.min(Math.max(0, now - paused), domain.BREAK_MAX_SECONDS * 1000) : 0;
}

/**
 * The deadline in milliseconds, moved by the break the attempt is on; 0 for an untimed attempt.
 * @param {core.Record} attempt @param {number} now
 */
function deadlineOf(attempt, now) {
  const deadline = records.millis(attempt, 'deadline');
  return deadline > 0 ? deadline + breakSoFar(attempt, now) : 0;
}

/** Whether an attempt's time is up (its deadline passed, a break it is on counted); never for an untimed one. @param {core.Record} attempt @param {number} now */
function isTimeUp(attempt, now) {
  const deadline = deadlineOf(attempt, now);
  return deadline > 0 && now > deadline;
}

/** @param {core.Record} attempt */
function isPastGrace(attempt) {
  const now = Date.now();
  const deadline = deadlineOf(attempt, now);
  return deadline > 0 && now > deadline + domain.ANSWER_GRACE_SECONDS * 1000;
}

/** @param {core.Record} attempt */
function assertOpen(attempt) {
  if (attempt.getString('status') !== 'in_progress') throw new ApiError(409, ALREADY_SUBMITTED);
  if (isPastGrace(attempt)) throw new ApiError(409, TIME_UP);
}

/** Open and not on a break: answers may be saved. @param {core.Record} attempt */
function assertRunning(attempt) {
  assertOpen(attempt);
  if (records.millis(attempt, 'paused_at') > 0) throw new ApiError(409, ON_A_BREAK);
}

/** @param {core.App} app @param {string} attemptId @param {string} studentId @returns {core.Record} */
function ownAttempt(app, attemptId, studentId) {
  const attempt = records.findOrNull('attempts', attemptId, app);
  if (!attempt || attempt.getString('student_id') !== studentId) throw new NotFoundError(NOT_FOUND);
  return attempt;
}

/** @param {core.App} app @param {string} attemptId @returns {core.Record | null} */
function resultOf(app, attemptId) {
  const found = arrayOf(new Record());
  // Said in SQL: the unique index holds only results with an attempt (attempt_id != ''), and SQLite
  // uses it only when the query says so in the index's own words, which a filter does not.
  app
    .recordQuery('results')
    .andWhere($dbx.exp("attempt_id = {:id} AND attempt_id != ''", { id: attemptId }))
    .limit(1)
    .all(found);
  return found[0] || null;
}

/** The characters of a PocketBase record id. */
const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new attempt serves the assignment's questions that are published at this moment, in an order
 * of its own (questions and options shuffled once, here), with the deadline the child's time
 * allowance gives, and keeps them as served.
 * @param {core.App} txApp @param {core.Record} assignment @param {string} studentId
 * @returns {{ attempt: core.Record, questions: Array<any> }} the attempt and its questions as served
 */
function createAttempt(txApp, assignment, studentId) {
  const chosen = assignmentQuestions(txApp, assignment, true);
  // Sets are held to the cap where they grow (src/content) and assignments where they are
  // saved; whatever happened since, a quiz past it is refused rather than served whole.
  if (chosen.ids.length > domain.ASSIGNMENT_QUESTIONS_MAX) throw new ApiError(409, domain.MESSAGES.quizSize);
  const questions = plan.shuffleQuestions(loadQuestions(txApp, chosen.ids, true, chosen.setsOf), Math.random, function () {
    return $security.randomStringWithAlphabet(10, ID_ALPHABET);
  });
  if (!questions.length) throw new ApiError(409, NO_QUESTIONS);
  const now = Date.now();
  const student = txApp.findRecordById('students', studentId);
  // A review is untimed unless the parent gave reviews a time (src/learning/review.ts).
  const minutes = assignment.getInt('timeLimit');
  const deadline = minutes > 0 ? plan.deadlineFor(now, minutes, student.getString('time_allowance')) : null;
  const attempt = new Record(txApp.findCollectionByNameOrId('attempts'));
  attempt.set('student_id', studentId);
  attempt.set('assignment_id', assignment.id);
  attempt.set('status', 'in_progress');
  attempt.set('started_at', records.isoDate(now));
  attempt.set('deadline', deadline === null ? '' : records.isoDate(deadline));
  attempt.set('breaks_left', plan.breaksFor(student.getString('breaks'), deadline));
  txApp.save(attempt);
  // The rows in one statement: saved one by one, they were two thirds of a start's time (each a
  // record save with its validation), and a start the costliest request of a child's quiz.
  const stamp = records.storedDate(now);
  const params = { attempt: attempt.id, stamp: stamp };
  const values = questions.map(function (question, position) {
    params['id' + position] = $security.randomStringWithAlphabet(15, ID_ALPHABET);
    params['question' + position] = question.id;
    params['served' + position] = JSON.stringify(question);
    params['choices' + position] = choicesOf(question);
    return (
      '({:id' + position + '}, {:attempt}, {:question' + position + '}, ' + position + ', {:served' + position + '}, {:choices' + position + "}, '', FALSE, '', {:stamp}, {:stamp})"
    );
  });
  txApp
    .db()
    .newQuery(
      'INSERT INTO attempt_answers (id, attempt, question, position, served, choices, option, flagged, answered_at, created, updated) VALUES ' + values.join(', '),
    )
    .bind(params)
    .execute();
  return { attempt: attempt, questions: questions };
}

/**
 * Scores the attempt with what was saved and writes its one result (and the notifications it
 * brings); an attempt that already has a result keeps it. Call inside a transaction, with the
 * attempt read through it.
 * @param {core.App} txApp @param {core.Record} attempt @returns {core.Record} the result
 */
function finish(txApp, attempt) {
  const now = Date.now();
  let result = resultOf(txApp, attempt.id);
  if (!result) {
    const rows = answerRows(txApp, attempt.id);
    const answers = answersOf(rows);
    const scored = domain.scoreAnswers(
      rows.map(function (row) {
        return records.readJson(row, 'served', {});
      }),
      answers,
    );
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
    result.set('time_taken', Math.max(0, Math.round((end - records.millis(attempt, 'started_at') - breaks) / 1000)));
    result.set('answers', answers);
    result.set('completed_at', records.isoDate(now));
    const assignment = records.findOrNull('assignments', attempt.getString('assignment_id'), txApp);
    result.set('review', Boolean(assignment && assignment.getBool('review')));
    txApp.save(result);
    // Every answer feeds the child's review schedule and skill levels, in this transaction (docs/learning.md).
    require(`${__hooks}/lib/server.js`).learn.learnFromAttempt(txApp, attempt.getString('student_id'), rows, now);
    require(`${__hooks}/lib/server.js`).notifications.afterResult(txApp, result);
    require(`${__hooks}/lib/server.js`).emails.queueCompletion(txApp, result);
  }
  if (attempt.getString('status') !== 'submitted') {
    attempt.set('status', 'submitted');
    attempt.set('submitted_at', records.isoDate(now));
    txApp.save(attempt);
  }
  return result;
}

module.exports = { ALREADY_SUBMITTED, TIME_UP, answerRows, answerRow, breakSoFar, isPastGrace, isTimeUp, assertOpen, assertRunning, ownAttempt, createAttempt, finish };
