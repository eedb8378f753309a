// Recounting every tally from the results (a migration, the bench): the results of a page of families (and
// their attempts' rows) per query, the counts added up in memory and each tally written once.
import { execute, hasColumn, listParam, newRecordId, rowsLike } from '../db.ts';
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
  // The wrong answers each family's first answers counted are written again beside them (index.ts, forgetFamily).
  const noteWrong = which.wrong && hasColumn(app, 'answered_questions', 'wrong');
  if (which.wrong) execute(app, 'DELETE FROM wrong_answer_tallies', {});
  if (noteWrong) execute(app, "UPDATE answered_questions SET wrong = '[]'", {});
  const answerCounts = new Map<string, { answer: AnswerCount; count: number }>();
  const setCounts: Record<string, { completions: number; sum: number }> = {};
  const wrongKept: KeptWrongAnswers = {};
  eachResultCounts(app, (counts, family) => {
    if (which.wrong) {
      for (const wrong of counts.wrong) keepWrongAnswer(wrongKept, wrong.question, wrong.answer);
    }
    if (noteWrong) noteCounted(app, family, counts.wrong);
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

const NOTE_COUNTED =
  'INSERT INTO answered_questions (id, family, question, wrong) VALUES ({:id}, {:family}, {:question}, {:wrong}) ' +
  'ON CONFLICT (family, question) DO UPDATE SET wrong = excluded.wrong';

/** A family's first answers in a recount, noted with the wrong answers they counted. */
function noteCounted(app: core.App, family: string, wrong: Counts['wrong']): void {
  const byQuestion = new Map<string, string[]>();
  for (const row of wrong) byQuestion.set(row.question, [...(byQuestion.get(row.question) ?? []), row.answer]);
  byQuestion.forEach((answers, question) => {
    execute(app, NOTE_COUNTED, { id: newRecordId(), family, question, wrong: JSON.stringify(answers) });
  });
}

/** Families per page of a recount: their results, and their attempts' rows, read together. */
const FAMILIES_PER_PAGE = 25;

/** Every result's counts, the results of a page of families (and their attempts' rows) per query. */
function eachResultCounts(app: core.App, visit: (counts: Counts, family: string) => void): void {
  const parsed: Record<string, ServedQuestion> = {};
  // A review of a child's own mistakes says nothing of a question's or a set's difficulty: no creator's
  // figure counts it (its column came later than the first recounts).
  const notReview = app.hasTable('review_cards') ? ' AND NOT review' : '';
  let after: string | null = null;
  for (;;) {
    // A page of families, each family's results in the order they were written: the answers so far tell which of
    // a result's answers were the family's first to their question (as addResult saw them then, when no child of
    // the family had been deleted since: its answers are gone from the results, not from answered_questions).
    const families = rowsLike({ parent_id: '' });
    app
      .db()
      .newQuery(
        'SELECT DISTINCT parent_id FROM results WHERE parent_id ' +
          (after === null ? ">= ''" : '> {:after}') +
          ' ORDER BY parent_id LIMIT ' +
          FAMILIES_PER_PAGE,
      )
      .bind({ after: after ?? '' })
      .all(families);
    const lastFamily = families[families.length - 1];
    if (!lastFamily) break;
    const params: dbx.Params = {};
    const page = rowsLike({ id: '', parent_id: '', attempt_id: '', assignment_id: '', score: 0, answers: '' });
    app
      .db()
      .newQuery(
        "SELECT id, parent_id, attempt_id, assignment_id, score, COALESCE(answers, '{}') AS answers FROM results WHERE parent_id IN (" +
          listParam(
            'f',
            families.map((row) => row.parent_id),
            params,
          ) +
          ')' +
          notReview +
          ' ORDER BY parent_id, created, id',
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
    // Only a verified family's typed answers count towards the wrong answers (index.ts, familyVerified).
    const verified = rowsLike({ id: '' });
    const familyParams: dbx.Params = {};
    app
      .db()
      .newQuery(
        'SELECT id FROM parents WHERE verified = TRUE AND id IN (' +
          listParam(
            'v',
            families.map((row) => row.parent_id),
            familyParams,
          ) +
          ')',
      )
      .bind(familyParams)
      .all(verified);
    const verifiedFamilies = new Set(verified.map((row) => row.id));
    let family = '';
    let answered = new Set<string>();
    for (const result of page) {
      // A result of no family is counted on its own.
      if (result.parent_id !== family || !family) {
        family = result.parent_id;
        answered = new Set();
      }
      const answers = (JSON.parse(result.answers) as Record<string, unknown> | null) ?? {};
      const counts = countsOf(servedOf(app, result, servedByAttempt[result.attempt_id]), answers, result.score, answered);
      visit(verifiedFamilies.has(result.parent_id) ? counts : { ...counts, wrong: [] }, result.parent_id);
      for (const [id, given] of Object.entries(answers)) if (given != null && given !== '') answered.add(id);
    }
    after = lastFamily.parent_id;
  }
}
