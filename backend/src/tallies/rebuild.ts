// Recounting every tally from the results (a migration, the bench): the results of a page of families (and
// their attempts' rows) per query, the counts added up in memory and each tally written once.
import { execute, hasColumn, listParam, newRecordId, rowsLike } from '../db.ts';
import { keepsWrongAnswers } from '../domain.ts';
import { inboxKey, type Answerer } from './answerer.ts';
import { countsOf, wrongByQuestion, type AnswerCount, type Counts, type ServedQuestion } from './counts.ts';
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
  // The wrong answers each family's first answers counted are written again beside them, with the child who gave
  // them (index.ts, forgetChild and forgetFamily).
  const noteWrong = which.wrong && hasColumn(app, 'answered_questions', 'inbox');
  if (which.wrong) execute(app, 'DELETE FROM wrong_answer_tallies', {});
  if (noteWrong) execute(app, "UPDATE answered_questions SET wrong = '[]', student = ''", {});
  const answerCounts = new Map<string, { answer: AnswerCount; count: number }>();
  const setCounts: Record<string, { completions: number; sum: number }> = {};
  const wrongKept: KeptWrongAnswers = {};
  eachResultCounts(app, (counts, answerer) => {
    if (which.wrong) {
      for (const wrong of counts.wrong) keepWrongAnswer(wrongKept, wrong.question, wrong.answer);
    }
    if (noteWrong && answerer) noteCounted(app, answerer, counts.wrong);
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
  'INSERT INTO answered_questions (id, family, question, inbox, student, wrong) ' +
  'VALUES ({:id}, {:family}, {:question}, {:inbox}, {:student}, {:wrong}) ' +
  'ON CONFLICT (family, question) DO UPDATE SET inbox = excluded.inbox, student = excluded.student, wrong = excluded.wrong';

/** A family's first answers in a recount, noted with the child and the wrong answers they counted. */
function noteCounted(app: core.App, answerer: Answerer, wrong: Counts['wrong']): void {
  wrongByQuestion(wrong).forEach((answers, question) => {
    execute(app, NOTE_COUNTED, { id: newRecordId(), ...answerer, question, wrong: JSON.stringify(answers) });
  });
}

/** Each noted family's inbox (inboxKey), from its parent's address (the migration that adds the column). */
export function fillInboxes(app: core.App): void {
  const families = rowsLike({ id: '', email: '' });
  app.db().newQuery('SELECT id, email FROM parents WHERE id IN (SELECT DISTINCT family FROM answered_questions)').all(families);
  for (const family of families) {
    execute(app, 'UPDATE answered_questions SET inbox = {:inbox} WHERE family = {:family}', {
      inbox: inboxKey(family.email),
      family: family.id,
    });
  }
}

/** Families per page of a recount: their results, and their attempts' rows, read together. */
const FAMILIES_PER_PAGE = 25;

/** Every result's counts, the results of a page of families (and their attempts' rows) per query. */
function eachResultCounts(app: core.App, visit: (counts: Counts, answerer: Answerer | null) => void): void {
  const parsed: Record<string, ServedQuestion> = {};
  // The typed questions each confirmed family's inbox has answered so far (addResult's answered_questions), kept
  // across families: one inbox's several families count once.
  const answeredByInbox = new Map<string, Set<string>>();
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
    const page = rowsLike({ id: '', parent_id: '', student_id: '', attempt_id: '', assignment_id: '', score: 0, answers: '' });
    app
      .db()
      .newQuery(
        "SELECT id, parent_id, student_id, attempt_id, assignment_id, score, COALESCE(answers, '{}') AS answers FROM results WHERE parent_id IN (" +
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
    // Only a confirmed family's typed answers count towards the wrong answers (index.ts, addResult), by its inbox.
    const verified = rowsLike({ id: '', email: '' });
    const familyParams: dbx.Params = {};
    app
      .db()
      .newQuery(
        'SELECT id, email FROM parents WHERE verified = TRUE AND id IN (' +
          listParam(
            'v',
            families.map((row) => row.parent_id),
            familyParams,
          ) +
          ')',
      )
      .bind(familyParams)
      .all(verified);
    const inboxes = new Map(verified.map((row) => [row.id, inboxKey(row.email)]));
    for (const result of page) {
      const inbox = inboxes.get(result.parent_id);
      const answers = (JSON.parse(result.answers) as Record<string, unknown> | null) ?? {};
      const served = servedOf(app, result, servedByAttempt[result.attempt_id]);
      // An unconfirmed family counts no wrong answer: nothing to remember of it.
      const answered = inbox ? (answeredByInbox.get(inbox) ?? new Set<string>()) : new Set<string>();
      if (inbox) answeredByInbox.set(inbox, answered);
      const counts = countsOf(served, answers, result.score, answered);
      visit(inbox ? counts : { ...counts, wrong: [] }, inbox ? { family: result.parent_id, inbox, student: result.student_id } : null);
      for (const question of served) {
        const given = answers[question.id];
        if (keepsWrongAnswers(question.type) && given != null && given !== '') answered.add(question.id);
      }
    }
    after = lastFamily.parent_id;
  }
}
