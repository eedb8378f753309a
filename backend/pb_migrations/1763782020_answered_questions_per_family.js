/// <reference path="../pb_data/types.d.ts" />
// A wrong answer counts towards what a creator is shown only when it is the family's first answer to the
// question (src/tallies): before, it was each child's first, so three children of one family, or one child
// deleted and added again (its results go with it), could make the family's own text show. Which questions a
// family has answered is kept in a table of its own, which a child's deletion leaves as it is and the parent's
// account takes with it; it also makes a submit's check one lookup by key instead of a read of every earlier
// answer of the child. Only the server reads and writes it (no API rules), and only for the questions with wrong
// answers to count. Filled from the results (a review is no answer to count), then the wrong answers counted again
// by the new rule.
migrate(
  (app) => {
    const parents = app.findCollectionByNameOrId('parents');
    app.save(
      new Collection({
        type: 'base',
        name: 'answered_questions',
        fields: [
          { name: 'family', type: 'relation', required: true, collectionId: parents.id, cascadeDelete: true, maxSelect: 1 },
          { name: 'question', type: 'text', required: true, max: 50 },
        ],
        indexes: ['CREATE UNIQUE INDEX idx_answered_questions_key ON answered_questions (family, question)'],
      }),
    );
    app
      .db()
      .newQuery(
        'INSERT OR IGNORE INTO answered_questions (id, family, question)' +
          ' SELECT substr(lower(hex(randomblob(8))), 1, 15), r.parent_id, a.key FROM results r, json_each(r.answers) a, questions q' +
          " WHERE r.parent_id != '' AND NOT r.review AND a.value IS NOT NULL AND a.value != ''" +
          // Only the questions with wrong answers to count (keepsWrongAnswers): typed and matching ones.
          " AND q.id = a.key AND q.type IN ('short_answer', 'fill_blank', 'matching')" +
          ' AND r.parent_id IN (SELECT id FROM parents)' +
          ' GROUP BY r.parent_id, a.key',
      )
      .execute();
    require(`${__hooks}/lib/server.js`).tallies.rebuildWrongAnswers(app);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('answered_questions'));
  },
);
