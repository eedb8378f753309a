/// <reference path="../../pb_data/types.d.ts" />
// What a creator's dashboard counts, worked out by the database in one pass each.

/**
 * A result's answers as rows (question, option); a result without answers has none.
 * Usage counts every answer a child gave in a submitted quiz: results exist only for those.
 */
const ANSWERS_OF_RESULTS =
  "results r, json_each(CASE WHEN json_valid(r.answers) THEN r.answers ELSE '{}' END) a JOIN questions q ON q.id = a.key";

/** @param {string} creatorId @returns {{ totalQuestions: number, published: number, questionSets: number, totalUsage: number }} */
function overview(creatorId) {
  const row = new DynamicModel({ totalQuestions: 0, published: 0, questionSets: 0, totalUsage: 0 });
  $app
    .db()
    .newQuery(
      'SELECT ' +
        '(SELECT COUNT(*) FROM questions WHERE created_by = {:c}) AS totalQuestions, ' +
        "(SELECT COUNT(*) FROM questions WHERE created_by = {:c} AND status = 'published') AS published, " +
        '(SELECT COUNT(*) FROM question_sets WHERE created_by = {:c}) AS questionSets, ' +
        '(SELECT COUNT(*) FROM ' + ANSWERS_OF_RESULTS + ' WHERE q.created_by = {:c}) AS totalUsage',
    )
    .bind({ c: creatorId })
    .one(row);
  return { totalQuestions: row.totalQuestions, published: row.published, questionSets: row.questionSets, totalUsage: row.totalUsage };
}

module.exports = { overview };
