/// <reference path="../pb_data/types.d.ts" />
// Questions and question sets: validation with the product's messages (docs/product.md, "Validation"), the review workflow, and
// new versions of published questions (src/content).
// Each write one transaction with the notifications its status change brings (src/notifications.ts): the
// request's own (e.app), so that inside a batch it is the batch's.
onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/server.js`).content.checkQuestion(e, true);
  e.app.runInTransaction((txApp) => {
    e.app = txApp;
    e.next();
    require(`${__hooks}/lib/server.js`).notifications.afterContentSaved(txApp, e.record, '');
  });
}, 'questions');

// A published new version and its swap into the sets land together or not at all.
onRecordUpdateRequest((e) => {
  const content = require(`${__hooks}/lib/server.js`).content;
  const from = e.record.original().getString('status');
  e.app.runInTransaction((txApp) => {
    e.app = txApp;
    content.checkQuestion(e, false);
    e.next();
    content.takePlaceOfReplaced(e);
    require(`${__hooks}/lib/server.js`).notifications.afterContentSaved(txApp, e.record, from);
  });
}, 'questions');

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/server.js`).content.checkQuestionSet(e, true);
  e.app.runInTransaction((txApp) => {
    e.app = txApp;
    e.next();
    require(`${__hooks}/lib/server.js`).notifications.afterContentSaved(txApp, e.record, '');
  });
}, 'question_sets');

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/server.js`).content.checkQuestionSet(e, false);
  const from = e.record.original().getString('status');
  e.app.runInTransaction((txApp) => {
    e.app = txApp;
    e.next();
    require(`${__hooks}/lib/server.js`).notifications.afterContentSaved(txApp, e.record, from);
  });
}, 'question_sets');
