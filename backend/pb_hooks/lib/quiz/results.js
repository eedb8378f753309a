/// <reference path="../../../pb_data/types.d.ts" />
// The results collection's own requests: the record API's "save quiz result" and a superuser's result.
const records = require(`${__hooks}/lib/server.js`).records;
const domain = require(`${__hooks}/lib/domain.js`);
const { answerRow, finish, isPastGrace } = require(`${__hooks}/lib/quiz/attempts.js`);
const { answerFits, isOptionOf } = require(`${__hooks}/lib/server.js`).quizChoices;
const { currentQuestions, isAssignedTo } = require(`${__hooks}/lib/server.js`).quizQuestions;

/**
 * The "save quiz result" of the record API (create in results): the sent score is ignored; the student's
 * attempt for the assignment is submitted and scored here. Without one, nothing is saved.
 * @param {core.RecordRequestEvent} e
 */
function saveResultRequest(e) {
  const studentId = e.auth.id;
  const assignmentId = e.record.getString('assignment_id');
  const sent = records.readJson(e.record, 'answers', null);
  let result = null;
  $app.runInTransaction(function (txApp) {
    if (e.record.getString('student_id') !== studentId) records.throwIfInvalid({ student_id: 'You can save only your own results' });
    const assignment = records.findOrNull('assignments', assignmentId, txApp);
    if (!assignment || !isAssignedTo(assignment, studentId)) {
      records.throwIfInvalid({ assignment_id: 'Choose one of your assignments' });
    }
    const latest = txApp.findRecordsByFilter('attempts', 'student_id = {:s} && assignment_id = {:a}', '-created', 1, 0, {
      s: studentId,
      a: assignmentId,
    });
    if (!latest.length) records.throwIfInvalid({ assignment_id: 'Start the quiz before saving its result' });
    const attempt = latest[0];
    // Answers sent with it count as the answer route's would: while the quiz is open and running (on a
    // break the clock is stopped and answers wait for Resume; the attempt is submitted as it stands).
    const running = attempt.getString('status') === 'in_progress' && !isPastGrace(attempt) && records.millis(attempt, 'paused_at') === 0;
    if (running && sent && typeof sent === 'object') {
      Object.keys(sent).forEach(function (id) {
        const row = answerRow(txApp, attempt.id, id);
        if (!row || typeof sent[id] !== 'string' || sent[id] === row.getString('option')) return;
        // As the answer route: a choice question takes one of its options, nothing else; a text its type's length.
        const question = records.readJson(row, 'served', {});
        if (!answerFits(question, sent[id]) || !isOptionOf(question, sent[id])) return;
        row.set('option', sent[id]);
        row.set('answered_at', records.isoDate(Date.now()));
        txApp.save(row);
      });
    }
    result = finish(txApp, attempt);
  });
  return e.json(200, result);
}

/** A result written by a superuser (the seed) gets its figures from its answers, like any other. @param {core.RecordRequestEvent} e */
function scoreSuperuserResult(e) {
  const questions = currentQuestions(e.app, e.record.getString('assignment_id'));
  const scored = domain.scoreAnswers(questions, records.readJson(e.record, 'answers', {}) || {}, records.readJson(e.record, 'marks', {}) || {});
  e.record.set('score', scored.score === null ? 0 : scored.score);
  e.record.set('total_questions', scored.total);
  e.record.set('correct_answers', scored.correct);
  e.record.set('awaiting_marking', scored.awaiting);
}

module.exports = { saveResultRequest, scoreSuperuserResult };
