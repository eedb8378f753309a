/// <reference path="../pb_data/types.d.ts" />
// Questions and question sets: validation with SPEC.md's messages, the review workflow, and
// new versions of published questions (lib/content.js).
onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/content.js`).checkQuestion(e, true);
  e.next();
}, 'questions');

// One transaction: a published new version and its swap into the sets land together or not at all.
onRecordUpdateRequest((e) => {
  const content = require(`${__hooks}/lib/content.js`);
  $app.runInTransaction((txApp) => {
    e.app = txApp;
    content.checkQuestion(e, false);
    e.next();
    content.takePlaceOfReplaced(e);
  });
}, 'questions');

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/content.js`).checkQuestionSet(e, true);
  e.next();
}, 'question_sets');

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/content.js`).checkQuestionSet(e, false);
  e.next();
}, 'question_sets');

// A child's file token opens only the files an attempt of theirs in progress serves (lib/content.js).
onFileDownloadRequest((e) => {
  require(`${__hooks}/lib/content.js`).checkServedFile(e);
  e.next();
}, 'questions');
