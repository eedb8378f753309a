// Recounting every tally from the results (a migration, the bench): a page of results (and their
// attempts' rows) per query, the counts added up in memory and each tally written once.
import { execute, rowsLike } from '../db.ts';
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

/** Every result's counts, a page of results (and their attempts' rows) per query. */
function eachResultCounts(app: core.App, visit: (counts: Counts) => void): void {
  const parsed: Record<string, ServedQuestion> = {};
  let after = '';
  // A review of a child's own mistakes says nothing of a question's or a set's difficulty: no creator's
  // figure counts it (its column came later than the first recounts).
  const notReview = app.hasTable('review_cards') ? ' AND NOT review' : '';
  for (;;) {
    const page = rowsLike({ id: '', attempt_id: '', assignment_id: '', score: 0, answers: '', first_try: false });
    // A first try: no result of the child for the assignment came before it (as addResult saw it then).
    app
      .db()
      .newQuery(
        "SELECT id, attempt_id, assignment_id, score, COALESCE(answers, '{}') AS answers, NOT EXISTS (SELECT 1 FROM results e WHERE e.student_id = results.student_id" +
          ' AND e.assignment_id = results.assignment_id AND (e.created < results.created OR (e.created = results.created AND e.id < results.id))) AS first_try' +
          ' FROM results WHERE id > {:after}' +
          notReview +
          ' ORDER BY id LIMIT 500',
      )
      .bind({ after })
      .all(page);
    const last = page[page.length - 1];
    if (!last) break;
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
    for (const result of page) {
      const answers = (JSON.parse(result.answers) as Record<string, unknown> | null) ?? {};
      visit(countsOf(servedOf(app, result, servedByAttempt[result.attempt_id]), answers, result.score, result.first_try));
    }
    after = last.id;
  }
}
