/// <reference path="../pb_data/types.d.ts" />
// An answer to a choice question must be one of the options it was served with. The answer's
// UPDATE checked that by reading the served question's JSON (json_each over its options), the
// costliest part of the statement a class answering at once sends most (docs/bench.md, backend
// load). The served option ids are now kept beside it at start, as text (`,a,b,c,`; empty for a
// question answered by typing), and checked with instr (pb_hooks/lib/quiz.js). Only the rows of
// open attempts can still be answered, so only theirs are filled in here.
const CHOICE_TYPES = "('', 'multiple_choice', 'true_false')";

migrate(
  (app) => {
    const collection = app.findCollectionByNameOrId('attempt_answers');
    collection.fields.add(new TextField({ name: 'choices', hidden: true, max: 200 }));
    app.save(collection);
    app
      .db()
      .newQuery(
        "UPDATE attempt_answers SET choices = ',' || COALESCE((SELECT group_concat(o.value ->> 'id', ',') || ',' FROM json_each(served, '$.options') o), '')" +
          ` WHERE COALESCE(served ->> 'type', '') IN ${CHOICE_TYPES}` +
          " AND attempt IN (SELECT id FROM attempts WHERE status = 'in_progress')",
      )
      .execute();
  },
  (app) => {
    const collection = app.findCollectionByNameOrId('attempt_answers');
    collection.fields.removeByName('choices');
    app.save(collection);
  },
);
