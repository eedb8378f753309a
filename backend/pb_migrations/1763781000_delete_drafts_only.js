/// <reference path="../pb_data/types.d.ts" />
// A creator deletes only their own drafts: an item sent to review is with the reviewer (the author
// takes it back to draft first), and a published one may be in children's quizzes. The manage
// screens' bulk delete offers drafts only; this makes the server say the same.
const OWN = '@request.auth.collectionName = "creators" && created_by = @request.auth.id';

migrate(
  (app) => {
    ['questions', 'question_sets'].forEach((name) => {
      const collection = app.findCollectionByNameOrId(name);
      collection.deleteRule = `${OWN} && status = "draft"`;
      app.save(collection);
    });
  },
  (app) => {
    ['questions', 'question_sets'].forEach((name) => {
      const collection = app.findCollectionByNameOrId(name);
      collection.deleteRule = `${OWN} && status != "published"`;
      app.save(collection);
    });
  },
);
