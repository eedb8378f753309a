/// <reference path="../../../pb_data/types.d.ts" />
// A parent marks an essay (docs/question-types.md, "Essays and the score"): `POST /api/results/{resultId}/mark`. Only
// the parent of the result's child may, and only an essay the child wrote something for. The mark is
// kept on the result (`marks`), and in the same transaction the result is scored again with it
// (`scoreAnswers`: correct / (questions − essays waiting for marking)): the child's points, level,
// achievements and every dashboard figure are derived from results, so they follow. Marking again
// replaces the mark and scores again. The child hears of it, once per unread notice.
const records = require(`${__hooks}/lib/server.js`).records;
const domain = require(`${__hooks}/lib/domain.js`);
const { questionsOfResult, resultView } = require(`${__hooks}/lib/quiz/views.js`);

const NOT_FOUND = 'Result not found.';

/**
 * The child hears that an answer was marked. A parent who marks again before the child has read the
 * notice changes that notice rather than adding one: marks sent over and over never push the child's
 * other notifications out of the 50 they keep.
 * @param {core.App} txApp @param {core.Record} result @param {core.Record} child @param {boolean} correct
 */
function tellTheChild(txApp, result, child, correct) {
  const assignment = records.findOrNull('assignments', result.getString('assignment_id'), txApp);
  const text = domain.notificationText.essayMarked(assignment ? assignment.getString('title') : '', correct);
  let unread = null;
  try {
    unread = txApp.findFirstRecordByFilter('notifications', 'recipient = {:r} && audience = "students" && type = "essay_marked" && about_id = {:a} && read = false', {
      r: child.id,
      a: result.getString('assignment_id'),
    });
  } catch {
    unread = null;
  }
  if (!unread) {
    require(`${__hooks}/lib/server.js`).notifications.notify(txApp, {
      recipient: child.id,
      audience: 'students',
      type: 'essay_marked',
      text: text,
      about: 'assignments',
      aboutId: result.getString('assignment_id'),
    });
    return;
  }
  unread.set('title', text.title);
  unread.set('message', text.message);
  txApp.save(unread);
}

/** @param {core.RequestEvent} e */
function mark(e) {
  const body = e.requestInfo().body || {};
  const errors = domain.markProblems(body);
  if (typeof body.questionId !== 'string' || !body.questionId) errors.questionId = domain.ESSAY_MESSAGES.markQuestion;
  let view = null;
  $app.runInTransaction(function (txApp) {
    const result = records.findOrNull('results', e.request.pathValue('resultId'), txApp);
    const child = result ? records.findOrNull('students', result.getString('student_id'), txApp) : null;
    // Another family's result, or none: the same answer, and before any check of the body.
    if (!child || child.getString('parent_id') !== e.auth.id) throw new NotFoundError(NOT_FOUND);
    records.throwIfInvalid(errors);
    const questions = questionsOfResult(txApp, result);
    const question = questions.filter(function (one) {
      return one.id === body.questionId;
    })[0];
    if (!question || !domain.isEssay(question.type)) records.throwIfInvalid({ questionId: domain.ESSAY_MESSAGES.markQuestion });
    const answers = records.readJson(result, 'answers', {}) || {};
    const written = answers[question.id];
    if (typeof written !== 'string' || written.trim() === '') records.throwIfInvalid({ questionId: domain.ESSAY_MESSAGES.markUnanswered });
    const marks = records.readJson(result, 'marks', {}) || {};
    const before = marks[question.id];
    const comment = typeof body.comment === 'string' ? body.comment.trim() : '';
    const changed = !before || before.correct !== body.correct || (before.comment || '') !== comment;
    if (changed) {
      marks[question.id] = { correct: body.correct, comment: comment, marked_at: records.isoDate(Date.now()) };
      const scored = domain.scoreAnswers(questions, answers, marks);
      result.set('marks', marks);
      result.set('score', scored.score === null ? 0 : scored.score);
      result.set('correct_answers', scored.correct);
      result.set('awaiting_marking', scored.awaiting);
      txApp.save(result);
      tellTheChild(txApp, result, child, body.correct);
    }
    view = resultView(txApp, result);
  });
  return e.json(200, view);
}

module.exports = { mark };
