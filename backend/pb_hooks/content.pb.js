/// <reference path="../pb_data/types.d.ts" />
// Questions and question sets: validation with SPEC.md's messages and the review workflow.
onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/content.js`).checkQuestion(e, true);
  e.next();
}, 'questions');

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/content.js`).checkQuestion(e, false);
  e.next();
}, 'questions');

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/content.js`).checkQuestionSet(e, true);
  e.next();
}, 'question_sets');

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/content.js`).checkQuestionSet(e, false);
  e.next();
}, 'question_sets');
