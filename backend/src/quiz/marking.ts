// A parent marks an essay (docs/question-types.md, "Essays and the score"): `POST /api/results/{resultId}/mark`. Only
// the parent of the result's child may, and only an essay the child wrote something for. The mark is
// kept on the result (`marks`), and in the same transaction the result is scored again with it
// (`scoreAnswers`: correct / (questions − essays waiting for marking)): the child's points, level,
// achievements and every dashboard figure are derived from results, so they follow. Marking again
// replaces the mark and scores again. The child hears of it, once per unread notice.
import { ESSAY_MESSAGES, isEssay, markProblems, notificationText, scoreAnswers, type EssayMark } from '../domain.ts';
import { authOf, bodyOf } from '../events.ts';
import { notify } from '../notifications.ts';
import { findOrNull, isoDate, readJson, throwIfInvalid } from '../records.ts';
import { questionsOfResult, resultView } from './views.ts';

const NOT_FOUND = 'Result not found.';

/**
 * The child hears that an answer was marked. A parent who marks again before the child has read the
 * notice changes that notice rather than adding one: marks sent over and over never push the child's
 * other notifications out of the 50 they keep.
 */
function tellTheChild(txApp: core.App, result: core.Record, child: core.Record, correct: boolean): void {
  const assignment = findOrNull('assignments', result.getString('assignment_id'), txApp);
  const text = notificationText.essayMarked(assignment ? assignment.getString('title') : '', correct);
  let unread: core.Record | null = null;
  try {
    unread = txApp.findFirstRecordByFilter(
      'notifications',
      'recipient = {:r} && audience = "students" && type = "essay_marked" && about_id = {:a} && read = false',
      {
        r: child.id,
        a: result.getString('assignment_id'),
      },
    );
  } catch {
    unread = null;
  }
  if (!unread) {
    notify(txApp, {
      recipient: child.id,
      audience: 'students',
      type: 'essay_marked',
      text,
      about: 'assignments',
      aboutId: result.getString('assignment_id'),
    });
    return;
  }
  unread.set('title', text.title);
  unread.set('message', text.message);
  txApp.save(unread);
}

export function mark(e: core.RequestEvent): void {
  const body = bodyOf(e);
  const parentId = authOf(e).id;
  const errors: Record<string, string> = { ...markProblems(body) };
  const questionId = body['questionId'];
  if (typeof questionId !== 'string' || !questionId) errors['questionId'] = ESSAY_MESSAGES.markQuestion;
  // markProblems refuses anything but true or false.
  const correct = body['correct'] === true;
  let view: ReturnType<typeof resultView> | null = null;
  $app.runInTransaction((txApp) => {
    const result = findOrNull('results', e.request?.pathValue('resultId'), txApp);
    const child = result ? findOrNull('students', result.getString('student_id'), txApp) : null;
    // Another family's result, or none: the same answer, and before any check of the body.
    if (!result || !child || child.getString('parent_id') !== parentId) throw new NotFoundError(NOT_FOUND);
    throwIfInvalid(errors);
    const questions = questionsOfResult(txApp, result);
    const question = questions.find((one) => one.id === questionId);
    if (!question || !isEssay(question.type)) {
      throwIfInvalid({ questionId: ESSAY_MESSAGES.markQuestion });
      return;
    }
    const answers = readJson<Record<string, unknown> | null>(result, 'answers', {}) ?? {};
    const written = answers[question.id];
    if (typeof written !== 'string' || written.trim() === '') throwIfInvalid({ questionId: ESSAY_MESSAGES.markUnanswered });
    const marks = readJson<Record<string, EssayMark> | null>(result, 'marks', {}) ?? {};
    const before = marks[question.id];
    const comment = typeof body['comment'] === 'string' ? body['comment'].trim() : '';
    const changed = !before || before.correct !== correct || (before.comment || '') !== comment;
    if (changed) {
      marks[question.id] = { correct, comment, marked_at: isoDate(Date.now()) };
      const scored = scoreAnswers(questions, answers, marks);
      result.set('marks', marks);
      result.set('score', scored.score === null ? 0 : scored.score);
      result.set('correct_answers', scored.correct);
      result.set('awaiting_marking', scored.awaiting);
      txApp.save(result);
      tellTheChild(txApp, result, child, correct);
    }
    view = resultView(txApp, result);
  });
  e.json(200, view);
}
