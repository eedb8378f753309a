/// <reference path="../pb_data/types.d.ts" />
// A family's answered questions keep the wrong answers each first answer counted (src/tallies), so that they leave
// the tallies when the family's account is deleted: before, one person could delete their account, sign up again
// with the same address, confirm it and type the same words, three times, and make their own text show to the
// question's creator. Filled by counting the wrong answers again from the results, which writes each family's
// counted first answers beside them.
migrate(
  (app) => {
    const collection = app.findCollectionByNameOrId('answered_questions');
    // A matching question's pairs, each cut to WRONG_ANSWER_MAX characters: a few kilobytes at most.
    collection.fields.add(new JSONField({ name: 'wrong', maxSize: 8192 }));
    app.save(collection);
    require(`${__hooks}/lib/server.js`).tallies.rebuildWrongAnswers(app);
  },
  (app) => {
    const collection = app.findCollectionByNameOrId('answered_questions');
    collection.fields.removeByName('wrong');
    app.save(collection);
  },
);
