// The results collection's own requests: the record API's "save quiz result" and a superuser's result.
import { scoreAnswers, type EssayMarks } from '../domain.ts';
import { authOf, recordOf } from '../events.ts';
import { findOrNull, isoDate, jsArray, millis, readJson, throwIfInvalid } from '../records.ts';
import { answerRow, finish, isPastGrace, servedOf } from './attempts.ts';
import { answerFits, isOptionOf } from './choices.ts';
import { currentQuestions, isAssignedTo } from './questions.ts';

/**
 * The "save quiz result" of the record API (create in results): the sent score is ignored; the student's
 * attempt for the assignment is submitted and scored here. Without one, nothing is saved.
 */
export function saveResultRequest(e: core.RecordRequestEvent): void {
  const studentId = authOf(e).id;
  const record = recordOf(e);
  const assignmentId = record.getString('assignment_id');
  const sent = readJson<unknown>(record, 'answers', null);
  let result: core.Record | null = null;
  $app.runInTransaction((txApp) => {
    if (record.getString('student_id') !== studentId) throwIfInvalid({ student_id: 'You can save only your own results' });
    const assignment = findOrNull('assignments', assignmentId, txApp);
    if (!assignment || !isAssignedTo(assignment, studentId)) {
      throwIfInvalid({ assignment_id: 'Choose one of your assignments' });
    }
    const [attempt] = jsArray(
      txApp.findRecordsByFilter('attempts', 'student_id = {:s} && assignment_id = {:a}', '-created', 1, 0, {
        s: studentId,
        a: assignmentId,
      }),
    );
    if (!attempt) {
      throwIfInvalid({ assignment_id: 'Start the quiz before saving its result' });
      return;
    }
    // Answers sent with it count as the answer route's would: while the quiz is open and running (on a
    // break the clock is stopped and answers wait for Resume; the attempt is submitted as it stands).
    const running = attempt.getString('status') === 'in_progress' && !isPastGrace(attempt) && millis(attempt, 'paused_at') === 0;
    if (running && sent && typeof sent === 'object') {
      for (const [id, answer] of Object.entries(sent)) {
        const row = answerRow(txApp, attempt.id, id);
        if (!row || typeof answer !== 'string' || answer === row.getString('option')) continue;
        // As the answer route: a choice question takes one of its options, nothing else; a text its type's length.
        const question = servedOf(row);
        if (!answerFits(question, answer) || !isOptionOf(question, answer)) continue;
        row.set('option', answer);
        row.set('answered_at', isoDate(Date.now()));
        txApp.save(row);
      }
    }
    result = finish(txApp, attempt);
  });
  e.json(200, result);
}

/** A result written by a superuser (the seed) gets its figures from its answers, like any other. */
export function scoreSuperuserResult(e: core.RecordRequestEvent): void {
  const record = recordOf(e);
  const questions = currentQuestions(e.app, record.getString('assignment_id'));
  const answers = readJson<Record<string, unknown> | null>(record, 'answers', {}) ?? {};
  const marks = readJson<EssayMarks | null>(record, 'marks', {}) ?? {};
  const scored = scoreAnswers(questions, answers, marks);
  record.set('score', scored.score === null ? 0 : scored.score);
  record.set('total_questions', scored.total);
  record.set('correct_answers', scored.correct);
  record.set('awaiting_marking', scored.awaiting);
}
