// Answer and set tallies: what children's submitted quizzes add up to for a creator, counted as
// each result is written (pb_hooks/tallies.pb.js, in the result's own transaction), so that the
// creator's dashboard and analytics (src/creator-insights.ts) read a few counts instead of every
// answer of every family: 6 s for one creator at 400,000 results before (docs/bench.md, "Volume").
// - answer_tallies: per served question, option given, quiz score and outcome, how many answers;
// - set_tallies: per set, how many submitted quizzes held it and the sum of their scores on it;
// - wrong_answer_tallies: per typed or matching question, its most common wrong answers of children's
//   first answers to each question (wrong-answers.ts). A choice question writes nothing there.
// Only the server writes them; rebuildAll() recounts them from the results (a migration, the bench).
import { readJson } from '../records.ts';
import { listParam, rowsLike } from '../db.ts';
import { countsOf } from './counts.ts';
import { servedOf } from './served.ts';
import { addCounts } from './write.ts';

export { countsOf } from './counts.ts';
export { rebuildAll, rebuildWrongAnswers } from './rebuild.ts';

/** A new result's counts, in the transaction that writes it. */
export function addResult(app: core.App, result: core.Record): void {
  if (result.getBool('review')) return;
  const served = servedOf(app, { attempt_id: result.getString('attempt_id'), assignment_id: result.getString('assignment_id') });
  const answers = (readJson(result, 'answers', {}) as Record<string, unknown> | null) ?? {};
  addCounts(app, countsOf(served, answers, result.getInt('score'), answeredBefore(app, result, answers)));
}

/**
 * Which of the questions answered in this result the child had answered in another quiz, a review left out as a
 * recount leaves it out (SQLite reads the answers).
 */
function answeredBefore(app: core.App, result: core.Record, answers: Readonly<Record<string, unknown>>): Set<string> {
  const given = Object.keys(answers).filter((id) => answers[id] != null && answers[id] !== '');
  if (!given.length) return new Set();
  const params: dbx.Params = { s: result.getString('student_id'), id: result.id };
  const rows = rowsLike({ question: '' });
  app
    .db()
    .newQuery(
      'SELECT DISTINCT a.key AS question FROM results r, json_each(r.answers) a' +
        ' WHERE r.student_id = {:s} AND r.id != {:id}' +
        // The results' review column came with the learning tables (a migration's data from before them has none).
        (app.hasTable('review_cards') ? ' AND NOT r.review' : '') +
        ' AND a.key IN (' +
        listParam('q', given, params) +
        ") AND a.value IS NOT NULL AND a.value != ''",
    )
    .bind(params)
    .all(rows);
  return new Set(rows.map((row) => row.question));
}
