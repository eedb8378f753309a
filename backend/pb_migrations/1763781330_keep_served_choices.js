/// <reference path="../pb_data/types.d.ts" />
// An answer to a choice question must be one of the options it was served with. The answer's
// UPDATE checked that by reading the served question's JSON (json_each over its options), the
// costliest part of the statement a class answering at once sends most (docs/bench.md, backend
// load). The served option ids are now kept beside it at start, as text (`,a,b,c,`; `*` for a
// question answered by typing), and checked with instr (backend/src/quiz/choices.ts). Only the
// rows of open attempts can still be answered, so only theirs are filled in here.
const CHOICE_TYPES = "('', 'multiple_choice', 'true_false')";

migrate(
  (app) => {
    const collection = app.findCollectionByNameOrId('attempt_answers');
    collection.fields.add(new TextField({ name: 'choices', hidden: true, max: 20000 }));
    app.save(collection);
    // As src/quiz/choices.ts's choicesOf: option ids that are non-empty texts without a comma.
    const open = " AND attempt IN (SELECT id FROM attempts WHERE status = 'in_progress')";
    app
      .db()
      .newQuery(
        "UPDATE attempt_answers SET choices = ',' || COALESCE((SELECT group_concat(o.value ->> 'id', ',') || ',' FROM json_each(served, '$.options') o" +
          " WHERE json_type(o.value, '$.id') = 'text' AND o.value ->> 'id' != '' AND instr(o.value ->> 'id', ',') = 0), '')" +
          ` WHERE COALESCE(served ->> 'type', '') IN ${CHOICE_TYPES}${open}`,
      )
      .execute();
    app
      .db()
      .newQuery(`UPDATE attempt_answers SET choices = '*' WHERE COALESCE(served ->> 'type', '') NOT IN ${CHOICE_TYPES}${open}`)
      .execute();
  },
  (app) => {
    const collection = app.findCollectionByNameOrId('attempt_answers');
    collection.fields.removeByName('choices');
    app.save(collection);
  },
);
