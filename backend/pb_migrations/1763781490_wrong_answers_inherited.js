/// <reference path="../pb_data/types.d.ts" />
// A wrong answer that took the place of a question's least common one (Space-Saving, src/tallies/wrong-answers.ts)
// keeps what it inherited, so that the creator is shown only what children surely gave: a full table no
// longer lets one child's text show with the counts of the answer it replaced. Counted again from the results.
migrate(
  (app) => {
    const tallies = app.findCollectionByNameOrId('wrong_answer_tallies');
    tallies.fields.add(new NumberField({ name: 'inherited', min: 0, onlyInt: true }));
    app.save(tallies);
    require(`${__hooks}/lib/server.js`).tallies.rebuildWrongAnswers(app);
  },
  (app) => {
    const tallies = app.findCollectionByNameOrId('wrong_answer_tallies');
    tallies.fields.removeByName('inherited');
    app.save(tallies);
  },
);
