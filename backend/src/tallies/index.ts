// Answer and set tallies: what children's submitted quizzes add up to for a creator, counted as
// each result is written (pb_hooks/tallies.pb.js, in the result's own transaction), so that the
// creator's dashboard and analytics (src/creator-insights.ts) read a few counts instead of every
// answer of every family: 6 s for one creator at 400,000 results before (docs/bench.md, "Volume").
// - answer_tallies: per served question, option given, quiz score and outcome, how many answers;
// - set_tallies: per set, how many submitted quizzes held it and the sum of their scores on it;
// - wrong_answer_tallies: per typed or matching question, its most common wrong answers of children's
//   first tries (wrong-answers.ts). A choice question writes nothing there.
// Only the server writes them; rebuildAll() recounts them from the results (a migration, the bench).
import { readJson } from '../records.ts';
import { rowsLike } from '../db.ts';
import { countsOf } from './counts.ts';
import { servedOf } from './served.ts';
import { addCounts } from './write.ts';

export { countsOf } from './counts.ts';
export { rebuildAll, rebuildWrongAnswers } from './rebuild.ts';

/** A new result's counts, in the transaction that writes it. */
export function addResult(app: core.App, result: core.Record): void {
  if (result.getBool('review')) return;
  const served = servedOf(app, { attempt_id: result.getString('attempt_id'), assignment_id: result.getString('assignment_id') });
  const earlier = rowsLike({ id: '' });
  app
    .db()
    .newQuery('SELECT id FROM results WHERE student_id = {:s} AND assignment_id = {:a} AND id != {:id} LIMIT 1')
    .bind({ s: result.getString('student_id'), a: result.getString('assignment_id'), id: result.id })
    .all(earlier);
  const answers = (readJson(result, 'answers', {}) as Record<string, unknown> | null) ?? {};
  addCounts(app, countsOf(served, answers, result.getInt('score'), earlier.length === 0));
}
