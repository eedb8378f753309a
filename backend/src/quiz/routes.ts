// The quiz engine: start or resume, save answers and flags, take a break and resume, submit
// (scored here), exit, and the cron that submits overdue attempts. Questions reach a student
// without their answer keys until that student has submitted.
//
// Every write to an attempt is one transaction that re-reads the attempt and checks its status
// there. PocketBase runs write transactions one at a time, so parallel answers all persist, an
// answer racing the submit is either scored or refused, and two starts make one attempt.
//
// The engine's other rooms, each one file of src/quiz/: questions (what may be served), attempt-plan
// (what a start decides), attempts (the attempt and its rows, scoring at submit), views (what the
// routes answer), answers, results (the results collection's requests), marking (a parent's mark of
// an essay), media (the files an attempt serves), choices (what a choice answer may be), breaks (a
// paused quiz) and overdue (the cron).
import { count, respond } from '../checkpoints.ts';
import { authOf } from '../events.ts';
import { findOrNull, isoDate, jsArray } from '../records.ts';
import {
  ALREADY_SUBMITTED,
  answerRows,
  createAttempt,
  finish,
  isPastGrace,
  isTimeUp,
  ownAttempt,
  servedOf,
  type KeptQuestion,
} from './attempts.ts';
import { endBreak, isBreakOver, pause, resume } from './breaks.ts';
import { assignmentFor } from './questions.ts';
import { attemptView, newAttemptView, publicQuestion, resultView, type AttemptView, type QuestionView } from './views.ts';

/** A started or resumed quiz (shared/src/api's QuizStart). */
interface QuizStart {
  attempt: AttemptView;
  assignment: { id: string; title: string; subject: string; difficulty: string; instructions: string; timeLimit: number };
  questions: QuestionView[];
  serverTime: string;
}

/** The route's `{name}` in its path. */
function pathValue(e: core.RequestEvent, name: string): string {
  return e.request?.pathValue(name) ?? '';
}

export function start(e: core.RequestEvent): void {
  const auth = authOf(e);
  const studentId = auth.id;
  const fileToken = auth.newFileToken();
  let body: QuizStart | null = null;
  let wrote = false;
  $app.runInTransaction((txApp) => {
    const assignment = assignmentFor(txApp, pathValue(e, 'assignmentId'), studentId);
    const open = txApp.findRecordsByFilter(
      'attempts',
      'student_id = {:s} && assignment_id = {:a} && status = "in_progress"',
      '-created',
      0,
      0,
      {
        s: studentId,
        a: assignment.id,
      },
    );
    let attempt: core.Record | null = null;
    for (const candidate of jsArray(open)) {
      if (!candidate) continue;
      if (!attempt && !isPastGrace(candidate)) attempt = candidate;
      else finish(txApp, candidate);
    }
    let view: AttemptView;
    let questions: KeptQuestion[];
    if (attempt) {
      // A break that has run its full length ends as the child comes back.
      if (isBreakOver(attempt, Date.now())) endBreak(txApp, attempt, Date.now());
      view = attemptView(txApp, attempt.id);
      // A break keeps the questions out of sight, here too: they come with the start after Resume.
      questions = view.pausedAt ? [] : answerRows(txApp, attempt.id).map(servedOf);
    } else {
      // A new attempt is answered from what was just written, not read back: a start is the
      // costliest request of a child's quiz (docs/bench.md, volume).
      const created = createAttempt(txApp, assignment, studentId);
      wrote = true;
      view = newAttemptView(created.attempt);
      questions = created.questions;
    }
    const attemptId = view.id;
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
      questions: questions.map((question) => publicQuestion(question, fileToken, attemptId)),
      serverTime: isoDate(Date.now()),
    };
  });
  // A resume writes nothing (unless it submitted one past its time): it counts no pages.
  respond(e, wrote ? 'start' : 'resume', body);
}

export function submit(e: core.RequestEvent): void {
  const auth = authOf(e);
  let view: ReturnType<typeof resultView> | null = null;
  $app.runInTransaction((txApp) => {
    const attempt = ownAttempt(txApp, pathValue(e, 'attemptId'), auth.id);
    view = resultView(txApp, finish(txApp, attempt), auth.newFileToken());
  });
  // Its result holds a record, which respond's JSON.stringify would not write: counted, never the one that checkpoints.
  count($app, 'submit');
  e.json(200, view);
}

/** "Take a break" and "Resume": the attempt as the student sees it afterwards. */
function onBreak(e: core.RequestEvent, change: (txApp: core.App, attempt: core.Record, now: number) => void): void {
  const studentId = authOf(e).id;
  let view: AttemptView | null = null;
  $app.runInTransaction((txApp) => {
    const attempt = ownAttempt(txApp, pathValue(e, 'attemptId'), studentId);
    change(txApp, attempt, Date.now());
    view = attemptView(txApp, attempt.id);
  });
  e.json(200, { attempt: view, serverTime: isoDate(Date.now()) });
}

export function takeBreak(e: core.RequestEvent): void {
  onBreak(e, pause);
}

export function endTheBreak(e: core.RequestEvent): void {
  onBreak(e, resume);
}

/**
 * Exit Quiz: the attempt and its answers are thrown away (204). Once its time is up it is submitted instead,
 * with what was saved (200, as the submit answers): exiting cannot undo a quiz whose time has run out.
 */
export function discard(e: core.RequestEvent): void {
  const auth = authOf(e);
  let view: ReturnType<typeof resultView> | null = null;
  $app.runInTransaction((txApp) => {
    const attempt = ownAttempt(txApp, pathValue(e, 'attemptId'), auth.id);
    if (attempt.getString('status') !== 'in_progress') throw new ApiError(409, ALREADY_SUBMITTED);
    if (isTimeUp(attempt, Date.now())) view = resultView(txApp, finish(txApp, attempt), auth.newFileToken());
    else txApp.delete(attempt);
  });
  if (!view) {
    e.noContent(204);
    return;
  }
  count($app, 'submit');
  e.json(200, view);
}

/** Per-question review of a submitted result, for the student or their parent. */
export function review(e: core.RequestEvent): void {
  const auth = authOf(e);
  const result = findOrNull('results', pathValue(e, 'resultId'));
  const student = result ? findOrNull('students', result.getString('student_id')) : null;
  const allowed = student && (student.id === auth.id || student.getString('parent_id') === auth.id);
  if (!result || !student || !allowed) throw new NotFoundError('Result not found.');
  // The child's own file token opens the pictures of their pairs; a parent reads the pictures' words.
  e.json(200, resultView(e.app, result, student.id === auth.id ? auth.newFileToken() : ''));
}
