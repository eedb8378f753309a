/// <reference path="../pb_data/types.d.ts" />
// A question's video is a protected file like its picture and sound (the editor offers no video yet,
// but the field takes uploads, and a draft's film was open to anyone). A child opens a question's
// files only while an attempt of theirs is in progress: not after it (the results show no pictures),
// and pb_hooks/content.pb.js also holds them to the very files that attempt served.
const SERVED_ONCE = '@collection.attempt_answers:served.attempt.student_id ?= @request.auth.id)';
const SERVED_NOW =
  '@collection.attempt_answers:served.attempt.student_id ?= @request.auth.id && @collection.attempt_answers:served.attempt.status ?= "in_progress")';

/** @param {string} rule @param {string} from @param {string} to */
function replaced(rule, from, to) {
  if (rule.indexOf(from) < 0) throw new Error(`The questions' view rule has no clause "${from}": ${rule}`);
  return rule.replace(from, to);
}

migrate(
  (app) => {
    const questions = app.findCollectionByNameOrId('questions');
    questions.fields.getByName('video').protected = true;
    questions.viewRule = replaced(questions.viewRule, SERVED_ONCE, SERVED_NOW);
    app.save(questions);
  },
  (app) => {
    const questions = app.findCollectionByNameOrId('questions');
    questions.fields.getByName('video').protected = false;
    questions.viewRule = replaced(questions.viewRule, SERVED_NOW, SERVED_ONCE);
    app.save(questions);
  },
);
