// Answer and set tallies: what children's submitted quizzes add up to for a creator, counted as
// each result is written (pb_hooks/tallies.pb.js, in the result's own transaction), so that the
// creator's dashboard and analytics (src/creator-insights.ts) read a few counts instead of every
// answer of every family: 6 s for one creator at 400,000 results before (docs/bench.md, "Volume").
// - answer_tallies: per served question, option given, quiz score and outcome, how many answers;
// - set_tallies: per set, how many submitted quizzes held it and the sum of their scores on it;
// - wrong_answer_tallies: per typed or matching question, its most common wrong answers of families'
//   first answers to each question (wrong-answers.ts). A choice question writes nothing there.
// - answered_questions: which questions each family has answered, kept when a child goes, so that a
//   family's later answers to a question count for nobody's wrong answers, each with the wrong answers its first
//   answer counted, which leave the wrong answers' tallies with the family's account (forgetFamily).
// Only the server writes them; rebuildAll() recounts them from the results (a migration, the bench).
import { keepsWrongAnswers } from '../domain.ts';
import { readJson } from '../records.ts';
import { execute, hasColumn, listParam, newRecordId, rowsLike } from '../db.ts';
import { countsOf, type Counts } from './counts.ts';
import { servedOf } from './served.ts';
import { takeWrongAnswer } from './wrong-answers.ts';
import { addCounts } from './write.ts';

export { countsOf } from './counts.ts';
export { rebuildAll, rebuildWrongAnswers } from './rebuild.ts';

/** A new result's counts, in the transaction that writes it. */
export function addResult(app: core.App, result: core.Record): void {
  if (result.getBool('review')) return;
  const served = servedOf(app, { attempt_id: result.getString('attempt_id'), assignment_id: result.getString('assignment_id') });
  const answers = (readJson(result, 'answers', {}) as Record<string, unknown> | null) ?? {};
  const family = result.getString('parent_id');
  const given = served
    .filter((question) => keepsWrongAnswers(question.type) && answers[question.id] != null && answers[question.id] !== '')
    .map((question) => question.id);
  const before = answeredBefore(app, family, given);
  const counts = countsOf(served, answers, result.getInt('score'), before);
  const firstAnswers = given.filter((question) => !before.has(question));
  // A family's first answers count towards the wrong answers, and are noted as answered, only once its parent has
  // confirmed their email: a family that confirms later counts from then on. The parent is read only then.
  const counted = firstAnswers.length > 0 && familyVerified(app, family);
  if (counted) noteAnswered(app, family, firstAnswers, counts.wrong);
  addCounts(app, counted ? counts : { ...counts, wrong: [] });
}

/**
 * Whether a family's typed answers may count towards a creator's wrong answers: only once its parent confirmed
 * their email. A sign-up costs nothing else, and three made-up families (or one account deleted and made again)
 * would otherwise make their own text show (WRONG_ANSWER_SHOWN_FROM).
 */
function familyVerified(app: core.App, parentId: string): boolean {
  if (!parentId) return false;
  try {
    return app.findRecordById('parents', parentId).getBool('verified');
  } catch {
    return false;
  }
}

/**
 * Which of the questions `given` in this result (the typed and matching ones answered: a choice question's
 * answers are counted by the option picked, every time) the child's family had answered before, in any quiz (a
 * review is not one: addResult counts none): one read by key, however many answers the family gave before.
 */
function answeredBefore(app: core.App, family: string, given: readonly string[]): Set<string> {
  // The table came later than the first results (a migration's data from before it is recounted when it comes).
  if (!given.length || !family || !app.hasTable('answered_questions')) return new Set();
  const params: dbx.Params = { family };
  const rows = rowsLike({ question: '' });
  app
    .db()
    .newQuery('SELECT question FROM answered_questions WHERE family = {:family} AND question IN (' + listParam('q', given, params) + ')')
    .bind(params)
    .all(rows);
  return new Set(rows.map((row) => row.question));
}

/**
 * Notes the family's first answers to these questions, each with the wrong answers it counted (`wrong`): its later
 * ones count for nobody's wrong answers, and what it counted leaves with the family (forgetFamily).
 */
function noteAnswered(app: core.App, family: string, questions: readonly string[], wrong: Counts['wrong']): void {
  if (!app.hasTable('answered_questions')) return;
  const withWrong = hasColumn(app, 'answered_questions', 'wrong');
  for (const question of questions) {
    const params: dbx.Params = { id: newRecordId(), family, question };
    if (withWrong) params['wrong'] = JSON.stringify(wrong.filter((row) => row.question === question).map((row) => row.answer));
    execute(
      app,
      withWrong
        ? 'INSERT OR IGNORE INTO answered_questions (id, family, question, wrong) VALUES ({:id}, {:family}, {:question}, {:wrong})'
        : 'INSERT OR IGNORE INTO answered_questions (id, family, question) VALUES ({:id}, {:family}, {:question})',
      params,
    );
  }
}

/**
 * A family leaving (its parent's record deleted, in that delete's transaction, before its notes go by cascade): the
 * wrong answers its first answers counted leave the tallies, so that one person deleting their account and signing
 * up again with the same address, confirmed anew, never makes their own text show (WRONG_ANSWER_SHOWN_FROM). What
 * its answers added to the other counts stays: those name nobody.
 */
export function forgetFamily(app: core.App, family: string): void {
  if (!family || !hasColumn(app, 'answered_questions', 'wrong')) return;
  const rows = rowsLike({ question: '', wrong: '' });
  app
    .db()
    .newQuery("SELECT question, wrong FROM answered_questions WHERE family = {:family} AND wrong IS NOT NULL AND wrong != '[]'")
    .bind({ family })
    .all(rows);
  for (const row of rows) {
    const answers = JSON.parse(row.wrong) as unknown;
    if (!Array.isArray(answers)) continue;
    for (const answer of answers) if (typeof answer === 'string') takeWrongAnswer(app, row.question, answer);
  }
}
