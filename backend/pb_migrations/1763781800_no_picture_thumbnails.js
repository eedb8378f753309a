/// <reference path="../pb_data/types.d.ts" />
// No thumbnails of a question's pictures. PocketBase makes a 100x100 one of any stored picture it is
// asked for (`?thumb=100x100`, whatever the field's own list of sizes), by decoding every pixel first: a
// 12000 × 12000 grey PNG of 165 KB took it 700 MB and 6 s. The portal shows no thumbnail, and the
// file route checks the view rule before making one, so the rule refuses any request that asks for one
// (a superuser, whom no rule holds, still gets the dashboard's). Pictures are also held to a size in
// pixels at upload (src/question-files.ts).
const NO_THUMBNAIL = ' && @request.query.thumb = ""';

migrate(
  (app) => {
    const questions = app.findCollectionByNameOrId('questions');
    questions.viewRule = `(${questions.viewRule})${NO_THUMBNAIL}`;
    app.save(questions);
  },
  (app) => {
    const questions = app.findCollectionByNameOrId('questions');
    const rule = questions.viewRule;
    if (!rule.endsWith(NO_THUMBNAIL)) throw new Error(`The questions' view rule does not end with "${NO_THUMBNAIL}": ${rule}`);
    questions.viewRule = rule.slice(1, -NO_THUMBNAIL.length - 1);
    app.save(questions);
  },
);
