/// <reference path="../pb_data/types.d.ts" />
// A question's picture and sound are protected files: a creator opens them with a file token as the
// questions' view rule allows, and a student opens those of the questions served to them in one of
// their attempts (the quiz routes hand out the addresses with the token), and nothing else: in the
// "protectedFile" context only, so the records API still never shows a student a question. Both
// conditions name the same alias, so they hold on one row: this student's row for this question.
const STUDENT_FILES =
  '(@request.context = "protectedFile" && @request.auth.collectionName = "students" && ' +
  '@collection.attempt_answers:served.question ?= id && @collection.attempt_answers:served.attempt.student_id ?= @request.auth.id)';

migrate(
  (app) => {
    const questions = app.findCollectionByNameOrId('questions');
    ['images', 'audio'].forEach((name) => {
      questions.fields.getByName(name).protected = true;
    });
    questions.viewRule = `(${questions.viewRule}) || ${STUDENT_FILES}`;
    app.save(questions);
  },
  (app) => {
    const questions = app.findCollectionByNameOrId('questions');
    ['images', 'audio'].forEach((name) => {
      questions.fields.getByName(name).protected = false;
    });
    questions.viewRule = questions.viewRule.replace(` || ${STUDENT_FILES}`, '').replace(/^\((.*)\)$/, '$1');
    app.save(questions);
  },
);
