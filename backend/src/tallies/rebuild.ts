// Recounting every tally from the results (a migration, the bench): the results of a page of children (and
// their attempts' rows) per query, the counts added up in memory and each tally written once.
import { execute, listParam, rowsLike } from '../db.ts';
import { countsOf, type AnswerCount, type Counts, type ServedQuestion } from './counts.ts';
import { servedOf } from './served.ts';
import { addWrongAnswer, keepWrongAnswer, type KeptWrongAnswers } from './wrong-answers.ts';
import { addAnswers, addSet } from './write.ts';

/** Every tally; the wrong answers' only once their table exists (the migration that made answer_tallies recounts before it). */
export function rebuildAll(app: core.App): void {
  rebuild(app, { answers: true, wrong: app.hasTable('wrong_answer_tallies') });
}

/** The wrong answers alone (the migration that adds their table). */
export function rebuildWrongAnswers(app: core.App): void {
  rebuild(app, { answers: false, wrong: true });
}

function rebuild(app: core.App, which: { answers: boolean; wrong: boolean }): void {
  if (which.answers) {
    execute(app, 'DELETE FROM answer_tallies', {});
    execute(app, 'DELETE FROM set_tallies', {});
  }
  if (which.wrong) execute(app, 'DELETE FROM wrong_answer_tallies', {});
  const answerCounts = new Map<string, { answer: AnswerCount; count: number }>();
  const setCounts: Record<string, { completions: number; sum: number }> = {};
  const wrongKept: KeptWrongAnswers = {};
  eachResultCounts(app, (counts) => {
    if (which.wrong) {
      for (const wrong of counts.wrong) keepWrongAnswer(wrongKept, wrong.question, wrong.answer);
    }
    if (!which.answers) return;
    for (const answer of counts.answers) {
      const key = [answer.question, answer.option, answer.score, answer.correct ? 1 : 0].join('\n');
      const tally = answerCounts.get(key);
      if (tally) tally.count += 1;
      else answerCounts.set(key, { answer, count: 1 });
    }
    for (const set of counts.sets) {
      const tally = (setCounts[set.set] ??= { completions: 0, sum: 0 });
      tally.completions += 1;
      tally.sum += set.score;
    }
  });
  answerCounts.forEach(({ answer, count }) => addAnswers(app, answer, count));
  for (const [set, tally] of Object.entries(setCounts)) addSet(app, set, tally.completions, tally.sum);
  for (const [question, answers] of Object.entries(wrongKept)) {
    answers.forEach((tally, answer) => addWrongAnswer(app, question, answer, tally.count, tally.inherited));
  }
}

/** Children per page of a recount: their results, and their attempts' rows, read together. */
const STUDENTS_PER_PAGE = 25;

/** Every result's counts, the results of a page of children (and their attempts' rows) per query. */
function eachResultCounts(app: core.App, visit: (counts: Counts) => void): void {
  const parsed: Record<string, ServedQuestion> = {};
  // A review of a child's own mistakes says nothing of a question's or a set's difficulty: no creator's
  // figure counts it (its column came later than the first recounts).
  const notReview = app.hasTable('review_cards') ? ' AND NOT review' : '';
  let after: string | null = null;
  for (;;) {
    // A page of children, each child's results in the order they were written: the answers so far tell which of
    // a result's answers were the child's first to their question (as addResult saw them then).
    const students = rowsLike({ student_id: '' });
    app
      .db()
      .newQuery(
        'SELECT DISTINCT student_id FROM results WHERE student_id ' +
          (after === null ? ">= ''" : '> {:after}') +
          ' ORDER BY student_id LIMIT ' +
          STUDENTS_PER_PAGE,
      )
      .bind({ after: after ?? '' })
      .all(students);
    const lastStudent = students[students.length - 1];
    if (!lastStudent) break;
    const params: dbx.Params = {};
    const page = rowsLike({ id: '', student_id: '', attempt_id: '', assignment_id: '', score: 0, answers: '' });
    app
      .db()
      .newQuery(
        "SELECT id, student_id, attempt_id, assignment_id, score, COALESCE(answers, '{}') AS answers FROM results WHERE student_id IN (" +
          listParam(
            's',
            students.map((row) => row.student_id),
            params,
          ) +
          ')' +
          notReview +
          ' ORDER BY student_id, created, id',
      )
      .bind(params)
      .all(page);
    const attemptIds = page.map((result) => result.attempt_id).filter(Boolean);
    const rows = rowsLike({ attempt: '', served: '' });
    if (attemptIds.length) {
      app
        .db()
        .select('attempt', 'served')
        .from('attempt_answers')
        .where($dbx.in('attempt', ...attemptIds))
        .orderBy('attempt', 'position')
        .all(rows);
    }
    const servedByAttempt: Record<string, ServedQuestion[]> = {};
    for (const row of rows) {
      // Every child served a question is served the same text: read each once.
      const text = row.served || '{}';
      const question = (parsed[text] ??= JSON.parse(text) as ServedQuestion);
      (servedByAttempt[row.attempt] ??= []).push(question);
    }
    let child = '';
    let answered = new Set<string>();
    for (const result of page) {
      // A result of no child (its child gone) is counted on its own.
      if (result.student_id !== child || !child) {
        child = result.student_id;
        answered = new Set();
      }
      const answers = (JSON.parse(result.answers) as Record<string, unknown> | null) ?? {};
      visit(countsOf(servedOf(app, result, servedByAttempt[result.attempt_id]), answers, result.score, answered));
      for (const [id, given] of Object.entries(answers)) if (given != null && given !== '') answered.add(id);
    }
    after = lastStudent.student_id;
  }
}
