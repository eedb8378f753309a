/// <reference path="../pb_data/types.d.ts" />
// A question's picture and sound reach a child under ids of their attempt (`/api/quiz/media/...`,
// src/quiz/media.ts), never under the file names their author chose: PocketBase's file route opens no
// question's file to a child any more, so the clause of the questions' view rule that let a child's file
// token open the files of a question an attempt of theirs in progress serves goes. The attempts in
// progress now get the ids for the picture and sound they serve, as a new attempt gives them
// (src/quiz/attempt-plan.ts), so that a quiz under way keeps its picture and sound.
const STUDENT_FILES =
  '(@request.context = "protectedFile" && @request.auth.collectionName = "students" && ' +
  '@collection.attempt_answers:served.question ?= id && @collection.attempt_answers:served.attempt.student_id ?= @request.auth.id && ' +
  '@collection.attempt_answers:served.attempt.status ?= "in_progress")';
const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

migrate(
  (app) => {
    const questions = app.findCollectionByNameOrId('questions');
    if (questions.viewRule.indexOf(` || ${STUDENT_FILES}`) < 0)
      throw new Error(`The questions' view rule has no clause for students' files: ${questions.viewRule}`);
    questions.viewRule = questions.viewRule.replace(` || ${STUDENT_FILES}`, '');
    app.save(questions);

    const rows = arrayOf(new DynamicModel({ id: '', served: '' }));
    app
      .db()
      .newQuery(
        "SELECT r.id AS id, r.served AS served FROM attempt_answers r JOIN attempts a ON a.id = r.attempt WHERE a.status = 'in_progress'" +
          " AND ((COALESCE(json_extract(r.served, '$.image'), '') != '' AND json_extract(r.served, '$.imageId') IS NULL)" +
          " OR (COALESCE(json_extract(r.served, '$.audio'), '') != '' AND json_extract(r.served, '$.audioId') IS NULL))",
      )
      .all(rows);
    rows.forEach((row) => {
      const served = JSON.parse(row.served);
      if (served.image && !served.imageId) served.imageId = $security.randomStringWithAlphabet(10, ID_ALPHABET);
      if (served.audio && !served.audioId) served.audioId = $security.randomStringWithAlphabet(10, ID_ALPHABET);
      app
        .db()
        .newQuery('UPDATE attempt_answers SET served = {:served} WHERE id = {:id}')
        .bind({ served: JSON.stringify(served), id: row.id })
        .execute();
    });
  },
  (app) => {
    // Back inside the parenthesis that 1763781800_no_picture_thumbnails.js put before its own condition.
    const questions = app.findCollectionByNameOrId('questions');
    const end = ') && @request.query.thumb = ""';
    if (!questions.viewRule.endsWith(end)) throw new Error(`The questions' view rule does not end with "${end}": ${questions.viewRule}`);
    questions.viewRule = `${questions.viewRule.slice(0, -end.length)} || ${STUDENT_FILES}${end}`;
    app.save(questions);
  },
);
