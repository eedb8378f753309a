/// <reference path="../pb_data/types.d.ts" />
// The creator portal's routes for the signed-in creator: figures (src/creator-insights.ts) and the
// manage screens' lists of their own items (src/creator-lists.ts).
routerAdd(
  'GET',
  '/api/creator/overview',
  (e) => e.json(200, require(`${__hooks}/lib/server.js`).creatorInsights.overview(e.auth.id)),
  $apis.requireAuth('creators'),
);

routerAdd(
  'GET',
  '/api/creator/analytics',
  (e) => e.blob(200, 'application/json', require(`${__hooks}/lib/server.js`).creatorInsights.analyticsJson(e.auth.id)),
  $apis.requireAuth('creators'),
);

routerAdd(
  'GET',
  '/api/creator/questions',
  (e) => require(`${__hooks}/lib/server.js`).creatorLists.ownList(e, 'questions'),
  $apis.requireAuth('creators'),
);

routerAdd(
  'GET',
  '/api/creator/question-sets',
  (e) => require(`${__hooks}/lib/server.js`).creatorLists.ownList(e, 'question_sets'),
  $apis.requireAuth('creators'),
);

// The analytics kept per creator (src/creator-insights.ts) are dropped when what they count
// changes, once the change is written: a submitted quiz, a question or set of the creator.
onRecordAfterCreateSuccess((e) => {
  require(`${__hooks}/lib/server.js`).creatorInsights.forgetResult(e.app, e.record);
  e.next();
}, 'results');

/** @param {core.RecordEvent} e */
function forgetAuthor(e) {
  require(`${__hooks}/lib/server.js`).creatorInsights.forget([
    e.record.getString('created_by'),
    e.record.original().getString('created_by'),
  ]);
  e.next();
}
onRecordAfterCreateSuccess(forgetAuthor, 'questions', 'question_sets');
onRecordAfterUpdateSuccess(forgetAuthor, 'questions', 'question_sets');
onRecordAfterDeleteSuccess(forgetAuthor, 'questions', 'question_sets');
