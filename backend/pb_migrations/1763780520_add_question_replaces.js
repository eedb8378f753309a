/// <reference path="../pb_data/types.d.ts" />
// A published question is never edited in place: its next version is a new question whose
// `replaces` names it, and which takes its place in every set when a reviewer publishes it.
migrate(
  (app) => {
    const questions = app.findCollectionByNameOrId('questions');
    questions.fields.add(new RelationField({ name: 'replaces', maxSelect: 1, collectionId: questions.id, cascadeDelete: false }));
    app.save(questions);
  },
  (app) => {
    const questions = app.findCollectionByNameOrId('questions');
    questions.fields.removeByName('replaces');
    app.save(questions);
  },
);
