/// <reference path="../pb_data/types.d.ts" />
// A matching question (docs/question-types.md, "A picture on the left") of 6 pairs may show a picture on the left of every pair, besides its own
// picture: a question's files are QUESTION_PICTURES_MAX (shared/src/domain/constants.ts), up from 4.
migrate(
  (app) => {
    const questions = app.findCollectionByNameOrId('questions');
    questions.fields.getByName('images').maxSelect = 7;
    app.save(questions);
  },
  (app) => {
    const questions = app.findCollectionByNameOrId('questions');
    questions.fields.getByName('images').maxSelect = 4;
    app.save(questions);
  },
);
