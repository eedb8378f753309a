/// <reference path="../pb_data/types.d.ts" />
// A family's answered questions keep, beside each question, the wrong answers its first answer counted and the
// child who gave it, and are looked up by the family's inbox (src/tallies):
// - `wrong` and `student`: what a child's or a family's first answers counted leaves the tallies when the child or
//   the family's account is deleted (before, one person could delete their account, sign up again with the same
//   address, confirm it and type the same words, three times, and make their own text show to the question's
//   creator; and a removed child's words stayed counted);
// - `inbox`: a digest of the parent's inbox however the address is written, so that `name+1@...`, `name+2@...`
//   and `name+3@...`, each confirmed, count as one family, not three.
// Filled from the parents' addresses, then by counting the wrong answers again from the results, which writes each
// family's counted first answers beside them.
migrate(
  (app) => {
    const collection = app.findCollectionByNameOrId('answered_questions');
    // A matching question's pairs, each cut to WRONG_ANSWER_MAX characters: a few kilobytes at most.
    collection.fields.add(new JSONField({ name: 'wrong', maxSize: 8192 }));
    // A SHA-256 in hex.
    collection.fields.add(new TextField({ name: 'inbox', max: 64 }));
    // The child's record id ('' once the child is gone).
    collection.fields.add(new TextField({ name: 'student', max: 15 }));
    collection.addIndex('idx_answered_questions_inbox', false, '`inbox`, `question`', '');
    collection.addIndex('idx_answered_questions_student', false, '`student`', '');
    app.save(collection);
    const { tallies } = require(`${__hooks}/lib/server.js`);
    tallies.fillInboxes(app);
    tallies.rebuildWrongAnswers(app);
  },
  (app) => {
    const collection = app.findCollectionByNameOrId('answered_questions');
    collection.removeIndex('idx_answered_questions_inbox');
    collection.removeIndex('idx_answered_questions_student');
    for (const name of ['wrong', 'inbox', 'student']) collection.fields.removeByName(name);
    app.save(collection);
  },
);
