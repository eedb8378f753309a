/// <reference path="../pb_data/types.d.ts" />
// A typed answer that is a near miss of a word of its key is taken as that word misspelt (shared/src/domain/
// typed-answers.ts); `exactSpelling` is the author's way to turn that off for a question whose point is the
// spelling. English questions on spelling, plurals, tenses or phonics never take a near miss, set or not.
migrate(
  (app) => {
    const questions = app.findCollectionByNameOrId('questions');
    questions.fields.add(new BoolField({ name: 'exactSpelling' }));
    app.save(questions);
  },
  (app) => {
    const questions = app.findCollectionByNameOrId('questions');
    questions.fields.removeByName('exactSpelling');
    app.save(questions);
  },
);
