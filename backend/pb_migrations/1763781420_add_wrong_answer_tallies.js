/// <reference path="../pb_data/types.d.ts" />
// The creator's analytics show a typed question's most common wrong answers and a matching question's
// most confused pairs (docs/question-types.md, "Analytics"), counted as each result is written (backend/src/tallies): per
// question, the wrong answer as the shared rules write it (at most 50 characters) and how often it
// was given, at most WRONG_ANSWERS_KEPT of them per question (the most common), so that a child typing
// thousands of different answers grows nothing past that. A table of its own: answer_tallies and the
// multiple-choice answers' writes stay as they were. Only the server reads and writes it (no API
// rules). Existing results are counted by the migration that adds what a row inherited (1763781490), the
// table's last change.
migrate(
  (app) => {
    app.save(
      new Collection({
        type: 'base',
        name: 'wrong_answer_tallies',
        fields: [
          { name: 'creator', type: 'text', max: 50 },
          { name: 'question', type: 'text', required: true, max: 50 },
          { name: 'answer', type: 'text', max: 50 },
          { name: 'count', type: 'number', min: 0, onlyInt: true },
        ],
        indexes: [
          'CREATE UNIQUE INDEX idx_wrong_answer_tallies_key ON wrong_answer_tallies (question, answer)',
          'CREATE INDEX idx_wrong_answer_tallies_creator ON wrong_answer_tallies (creator)',
        ],
      }),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('wrong_answer_tallies'));
  },
);
