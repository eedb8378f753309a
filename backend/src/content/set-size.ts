// A set's totals, which the server computes, and how long a set may grow.
import { ASSIGNMENT_QUESTIONS_MAX } from '../domain.ts';
import { rowsLike } from '../db.ts';
import { recordOf } from '../events.ts';

/** Sets the set's question count and minutes from its questions; returns the questions found. */
export function setTotals(app: core.App, set: core.Record, ids: string[]): core.Record[] {
  const found = (ids.length ? app.findRecordsByIds('questions', ids) : []).filter((question): question is core.Record => Boolean(question));
  let seconds = 0;
  for (const question of found) seconds += question.getInt('estimatedTime');
  set.set('totalQuestions', ids.length);
  set.set('estimatedTime', Math.ceil(seconds / 60));
  return found;
}

/**
 * The most questions an assignment holding the set would have with the set's new questions (each
 * counted once, as assignments count them), 0 when no live assignment holds it. One query: a set of
 * the question bank may be on thousands of assignments.
 */
function longestAssignmentWith(app: core.App, setId: string, ids: string[]): number {
  const rows = rowsLike({ total: 0 });
  app
    .db()
    .newQuery(
      'SELECT COUNT(DISTINCT q.value) AS total FROM assignments a' +
        ' JOIN json_each(a.question_sets) s JOIN question_sets qs ON qs.id = s.value' +
        ' JOIN json_each(CASE WHEN qs.id = {:set} THEN {:ids} ELSE qs.questions END) q' +
        " WHERE a.status != 'deleted' AND EXISTS (SELECT 1 FROM json_each(a.question_sets) WHERE value = {:set})" +
        ' GROUP BY a.id ORDER BY total DESC LIMIT 1',
    )
    .bind({ set: setId, ids: JSON.stringify(ids) })
    .all(rows);
  return rows[0]?.total ?? 0;
}

/**
 * A set grows where its questions change: it may not make an assignment that holds it longer than
 * an assignment can be (ASSIGNMENT_QUESTIONS_MAX), which a quiz of it would then serve.
 */
export function sizeErrors(e: core.RecordRequestEvent, isCreate: boolean): Record<string, string> {
  const record = recordOf(e);
  const ids = record.getStringSlice('questions');
  if (isCreate || e.hasSuperuserAuth() || ids.join() === record.original().getStringSlice('questions').join()) return {};
  const total = longestAssignmentWith(e.app, record.id, ids);
  if (total <= ASSIGNMENT_QUESTIONS_MAX) return {};
  return {
    questions:
      'This set is in an assignment that would then have ' +
      total +
      ' questions, more than the ' +
      ASSIGNMENT_QUESTIONS_MAX +
      ' an assignment can have: choose fewer questions',
  };
}
