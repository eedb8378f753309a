// Answer and set tallies: what children's submitted quizzes add up to for a creator, counted as
// each result is written (pb_hooks/tallies.pb.js, in the result's own transaction), so that the
// creator's dashboard and analytics (src/creator-insights.ts) read a few counts instead of every
// answer of every family: 6 s for one creator at 400,000 results before (docs/bench.md, "Volume").
// - answer_tallies: per served question, option given, quiz score and outcome, how many answers;
// - set_tallies: per set, how many submitted quizzes held it and the sum of their scores on it;
// - wrong_answer_tallies: per typed or matching question, its most common wrong answers of families'
//   first answers to each question (wrong-answers.ts). A choice question writes nothing there.
// - answered_questions: which questions each family has answered (kept when a child goes, so that a family's
//   later answers to a question count for nobody's wrong answers), looked up by the family's inbox (one person
//   with many addresses of one inbox is one family), each with the wrong answers its first answer counted and the
//   child who gave it: those leave the tallies when the child or the family goes (forgetChild, forgetFamily).
// Only the server writes them; rebuildAll() recounts them from the results (a migration, the bench).
import { keepsWrongAnswers } from '../domain.ts';
import { beforeDelete } from '../events.ts';
import { readJson } from '../records.ts';
import { execute, hasColumn, listParam, newRecordId, rowsLike } from '../db.ts';
import { inboxKey, type Answerer } from './answerer.ts';
import { countsOf, wrongByQuestion, type Counts } from './counts.ts';
import { servedOf } from './served.ts';
import { takeWrongAnswer } from './wrong-answers.ts';
import { addCounts } from './write.ts';

export { countsOf } from './counts.ts';
export { fillInboxes, rebuildAll, rebuildWrongAnswers } from './rebuild.ts';

/** A new result's counts, in the transaction that writes it. */
export function addResult(app: core.App, result: core.Record): void {
  if (result.getBool('review')) return;
  const served = servedOf(app, { attempt_id: result.getString('attempt_id'), assignment_id: result.getString('assignment_id') });
  const answers = (readJson(result, 'answers', {}) as Record<string, unknown> | null) ?? {};
  const given = served
    .filter((question) => keepsWrongAnswers(question.type) && answers[question.id] != null && answers[question.id] !== '')
    .map((question) => question.id);
  // The parent is read only when the quiz has typed answers to count.
  const parent = given.length ? findParent(app, result.getString('parent_id')) : null;
  const answerer: Answerer = {
    family: result.getString('parent_id'),
    inbox: parent ? inboxKey(parent.email()) : '',
    student: result.getString('student_id'),
  };
  const before = answeredBefore(app, answerer.inbox, given);
  const counts = countsOf(served, answers, result.getInt('score'), before);
  const firstAnswers = given.filter((question) => !before.has(question));
  // A family's first answers count towards the wrong answers, and are noted as answered, only once its parent has
  // confirmed their email (a sign-up costs nothing else, and three made-up families would add up): a family that
  // confirms later counts from then on.
  const counted = firstAnswers.length > 0 && parent?.getBool('verified') === true;
  if (counted) noteAnswered(app, answerer, firstAnswers, counts.wrong);
  addCounts(app, counted ? counts : { ...counts, wrong: [] });
}

function findParent(app: core.App, parentId: string): core.Record | null {
  if (!parentId) return null;
  try {
    return app.findRecordById('parents', parentId);
  } catch {
    return null;
  }
}

/**
 * Which of the questions `given` in this result (the typed and matching ones answered: a choice question's
 * answers are counted by the option picked, every time) the family's inbox had answered before, in any quiz (a
 * review is not one: addResult counts none): one read by key, however many answers the family gave before.
 */
function answeredBefore(app: core.App, inbox: string, given: readonly string[]): Set<string> {
  // The columns came later than the first results (a migration's data from before them is recounted when they come).
  if (!given.length || !inbox || !hasColumn(app, 'answered_questions', 'inbox')) return new Set();
  const params: dbx.Params = { inbox };
  const rows = rowsLike({ question: '' });
  app
    .db()
    .newQuery('SELECT question FROM answered_questions WHERE inbox = {:inbox} AND question IN (' + listParam('q', given, params) + ')')
    .bind(params)
    .all(rows);
  return new Set(rows.map((row) => row.question));
}

const NOTE_ANSWERED =
  'INSERT OR IGNORE INTO answered_questions (id, family, question, inbox, student, wrong) ' +
  'VALUES ({:id}, {:family}, {:question}, {:inbox}, {:student}, {:wrong})';

/**
 * Notes the family's first answers to these questions, each with the child and the wrong answers it counted
 * (`wrong`): its later ones count for nobody's wrong answers, and what it counted leaves with the child or the family.
 */
function noteAnswered(app: core.App, answerer: Answerer, questions: readonly string[], wrong: Counts['wrong']): void {
  if (!hasColumn(app, 'answered_questions', 'inbox')) return;
  const byQuestion = wrongByQuestion(wrong);
  for (const question of questions) {
    execute(app, NOTE_ANSWERED, { id: newRecordId(), ...answerer, question, wrong: JSON.stringify(byQuestion.get(question) ?? []) });
  }
}

/** Takes out of the tallies the wrong answers the notes read by `where` counted. */
function takeCounted(app: core.App, where: string, params: dbx.Params): void {
  const rows = rowsLike({ question: '', wrong: '' });
  app
    .db()
    .newQuery('SELECT question, wrong FROM answered_questions WHERE ' + where + " AND wrong IS NOT NULL AND wrong != '[]'")
    .bind(params)
    .all(rows);
  for (const row of rows) {
    const answers = JSON.parse(row.wrong) as unknown;
    if (!Array.isArray(answers)) continue;
    for (const answer of answers) if (typeof answer === 'string') takeWrongAnswer(app, row.question, answer);
  }
}

/**
 * A child leaving (their record deleted, in that delete's transaction): the wrong answers their first answers
 * counted leave the tallies, and their text leaves the family's notes. The questions stay noted as the family's,
 * so that a child added again (or a brother or sister) does not count them anew.
 */
export function forgetChild(app: core.App, student: string): void {
  if (!student || !hasColumn(app, 'answered_questions', 'student')) return;
  takeCounted(app, 'student = {:student}', { student });
  execute(app, "UPDATE answered_questions SET wrong = '[]', student = '' WHERE student = {:student}", { student });
}

/**
 * A family leaving (its parent's record deleted, before its notes go by cascade): the wrong answers its first
 * answers counted leave the tallies, so that one person deleting their account and signing up again with the same
 * address, confirmed anew, never makes their own text show (WRONG_ANSWER_SHOWN_FROM). What its answers added to
 * the other counts stays: those name nobody.
 */
export function forgetFamily(app: core.App, family: string): void {
  if (!family || !hasColumn(app, 'answered_questions', 'wrong')) return;
  takeCounted(app, 'family = {:family}', { family });
}

/** The parents' delete hook: forgetFamily and the delete in one transaction, whoever deletes. */
export function beforeFamilyLeaves(e: core.RecordEvent): void {
  const parent = e.record;
  if (!parent) return e.next();
  beforeDelete(e, (txApp) => forgetFamily(txApp, parent.id));
}
