/// <reference path="../../../pb_data/types.d.ts" />
// The quiz engine: start or resume, save answers and flags, take a break and resume, submit
// (scored here), exit, and the cron that submits overdue attempts. Questions reach a student
// without their answer keys until that student has submitted.
//
// Every write to an attempt is one transaction that re-reads the attempt and checks its status
// there. PocketBase runs write transactions one at a time, so parallel answers all persist, an
// answer racing the submit is either scored or refused, and two starts make one attempt.
//
// The engine's other rooms, each one file of lib/quiz/: questions (what may be served), attempts
// (the attempt and its rows, scoring at submit), views (what the routes answer), answers, results
// (the results collection's requests), choices (what a choice answer may be), breaks (a paused quiz)
// and overdue (the cron).
const checkpoints = require(`${__hooks}/lib/server.js`).checkpoints;
const records = require(`${__hooks}/lib/server.js`).records;
const { ALREADY_SUBMITTED, answerRows, createAttempt, finish, isPastGrace, isTimeUp, ownAttempt } = require(`${__hooks}/lib/quiz/attempts.js`);
const { assignmentFor } = require(`${__hooks}/lib/server.js`).quizQuestions;
const { endBreak, isBreakOver, pause, resume } = require(`${__hooks}/lib/quiz/breaks.js`);
const { attemptView, newAttemptView, publicQuestion, resultView } = require(`${__hooks}/lib/quiz/views.js`);

/** @param {core.RequestEvent} e */
function start(e) {
  const studentId = e.auth.id;
  const fileToken = e.auth.newFileToken();
  let body = null;
  let wrote = false;
  $app.runInTransaction(function (txApp) {
    const assignment = assignmentFor(txApp, e.request.pathValue('assignmentId'), studentId);
    const open = txApp.findRecordsByFilter(
      'attempts',
      'student_id = {:s} && assignment_id = {:a} && status = "in_progress"',
      '-created',
      0,
      0,
      { s: studentId, a: assignment.id },
    );
    let attempt = null;
    open.forEach(function (candidate) {
      if (!attempt && !isPastGrace(candidate)) attempt = candidate;
      else finish(txApp, candidate);
    });
    let view = null;
    let questions = null;
    if (attempt) {
      // A break that has run its full length ends as the child comes back.
      if (isBreakOver(attempt, Date.now())) endBreak(txApp, attempt, Date.now());
      view = attemptView(txApp, attempt.id);
      // A break keeps the questions out of sight, here too: they come with the start after Resume.
      questions = view.pausedAt
        ? []
        : answerRows(txApp, attempt.id).map(function (row) {
            return records.readJson(row, 'served', {});
          });
    } else {
      // A new attempt is answered from what was just written, not read back: a start is the
      // costliest request of a child's quiz (docs/bench.md, volume).
      const created = createAttempt(txApp, assignment, studentId);
      wrote = true;
      view = newAttemptView(created.attempt);
      questions = created.questions;
    }
    body = {
      attempt: view,
      assignment: {
        id: assignment.id,
        title: assignment.getString('title'),
        subject: assignment.getString('subject'),
        difficulty: assignment.getString('difficulty'),
        instructions: assignment.getString('instructions'),
        timeLimit: assignment.getInt('timeLimit'),
      },
      questions: questions.map(function (question) {
        return publicQuestion(question, fileToken, view.id);
      }),
      serverTime: records.isoDate(Date.now()),
    };
  });
  // A resume writes nothing (unless it submitted one past its time): it counts no pages.
  return checkpoints.respond(e, wrote ? 'start' : 'resume', body);
}

/** @param {core.RequestEvent} e */
function submit(e) {
  let view = null;
  $app.runInTransaction(function (txApp) {
    const attempt = ownAttempt(txApp, e.request.pathValue('attemptId'), e.auth.id);
    view = resultView(txApp, finish(txApp, attempt), e.auth.newFileToken());
  });
  // Its result holds a record, which respond's JSON.stringify would not write: counted, never the one that checkpoints.
  checkpoints.count($app, 'submit');
  return e.json(200, view);
}

/**
 * "Take a break" and "Resume": the attempt as the student sees it afterwards.
 * @param {core.RequestEvent} e @param {(txApp: core.App, attempt: core.Record, now: number) => void} change
 */
function onBreak(e, change) {
  let view = null;
  $app.runInTransaction(function (txApp) {
    const attempt = ownAttempt(txApp, e.request.pathValue('attemptId'), e.auth.id);
    change(txApp, attempt, Date.now());
    view = attemptView(txApp, attempt.id);
  });
  return e.json(200, { attempt: view, serverTime: records.isoDate(Date.now()) });
}

/** @param {core.RequestEvent} e */
function takeBreak(e) {
  return onBreak(e, pause);
}

/** @param {core.RequestEvent} e */
function endTheBreak(e) {
  return onBreak(e, resume);
}

/**
 * Exit Quiz: the attempt and its answers are thrown away (204). Once its time is up it is submitted instead,
 * with what was saved (200, as the submit answers): exiting cannot undo a quiz whose time has run out.
 * @param {core.RequestEvent} e
 */
function discard(e) {
  let view = null;
  $app.runInTransaction(function (txApp) {
    const attempt = ownAttempt(txApp, e.request.pathValue('attemptId'), e.auth.id);
    if (attempt.getString('status') !== 'in_progress') throw new ApiError(409, ALREADY_SUBMITTED);
    if (isTimeUp(attempt, Date.now())) view = resultView(txApp, finish(txApp, attempt), e.auth.newFileToken());
    else txApp.delete(attempt);
  });
  if (!view) return e.noContent(204);
  checkpoints.count($app, 'submit');
  return e.json(200, view);
}

/** Per-question review of a submitted result, for the student or their parent. @param {core.RequestEvent} e */
function review(e) {
  const result = records.findOrNull('results', e.request.pathValue('resultId'));
  const student = result ? records.findOrNull('students', result.getString('student_id')) : null;
  const allowed = student && (student.id === e.auth.id || student.getString('parent_id') === e.auth.id);
  if (!allowed) throw new NotFoundError('Result not found.');
  // The child's own file token opens the pictures of their pairs; a parent reads the pictures' words.
  return e.json(200, resultView($app, result, student.id === e.auth.id ? e.auth.newFileToken() : ''));
}

module.exports = { start, submit, takeBreak, endTheBreak, discard, review };
