/// <reference path="../pb_data/types.d.ts" />
// The creator portal's fields: a reviewer's comment when sending a question or set back to draft
// (the author reads it on the item), and the alt text of a question's image.
migrate(
  (app) => {
    const questions = app.findCollectionByNameOrId('questions');
    questions.fields.add(new TextField({ name: 'image_alt', max: 300 }));
    questions.fields.add(new TextField({ name: 'review_comment', max: 1000 }));
    app.save(questions);
    const sets = app.findCollectionByNameOrId('question_sets');
    sets.fields.add(new TextField({ name: 'review_comment', max: 1000 }));
    app.save(sets);
  },
  (app) => {
    const questions = app.findCollectionByNameOrId('questions');
    questions.fields.removeByName('image_alt');
    questions.fields.removeByName('review_comment');
    app.save(questions);
    const sets = app.findCollectionByNameOrId('question_sets');
    sets.fields.removeByName('review_comment');
    app.save(sets);
  },
);
