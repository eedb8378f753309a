/// <reference path="../pb_data/types.d.ts" />
// The creator's dashboard and analytics read counts kept as quizzes are submitted, instead of
// walking every answer of every family (backend/src/tallies): per served question, option,
// quiz score and outcome; per set, completions and the sum of their scores on the set. Only the
// server reads and writes them (no API rules). Existing results are counted once here.
migrate(
  (app) => {
    app.save(
      new Collection({
        type: 'base',
        name: 'answer_tallies',
        fields: [
          { name: 'creator', type: 'text', max: 50 },
          { name: 'question', type: 'text', required: true, max: 50 },
          { name: 'option', type: 'text', max: 50 },
          { name: 'score', type: 'number', min: 0, max: 100, onlyInt: true },
          { name: 'correct', type: 'bool' },
          { name: 'count', type: 'number', min: 0, onlyInt: true },
        ],
        indexes: [
          'CREATE UNIQUE INDEX idx_answer_tallies_key ON answer_tallies (question, option, score, correct)',
          'CREATE INDEX idx_answer_tallies_creator ON answer_tallies (creator)',
        ],
      }),
    );
    app.save(
      new Collection({
        type: 'base',
        name: 'set_tallies',
        fields: [
          { name: 'question_set', type: 'text', required: true, max: 50 },
          { name: 'creator', type: 'text', max: 50 },
          { name: 'completions', type: 'number', min: 0, onlyInt: true },
          { name: 'score_sum', type: 'number', min: 0, onlyInt: true },
        ],
        indexes: [
          'CREATE UNIQUE INDEX idx_set_tallies_set ON set_tallies (question_set)',
          'CREATE INDEX idx_set_tallies_creator ON set_tallies (creator)',
        ],
      }),
    );
    require(`${__hooks}/lib/server.js`).tallies.rebuildAll(app);
  },
  (app) => {
    ['set_tallies', 'answer_tallies'].forEach((name) => app.delete(app.findCollectionByNameOrId(name)));
  },
);
