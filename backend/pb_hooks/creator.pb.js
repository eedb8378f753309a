/// <reference path="../pb_data/types.d.ts" />
// The creator portal's routes for the signed-in creator: figures (lib/creator-insights.js) and the
// manage screens' lists of their own items (lib/creator-lists.js).
routerAdd(
  'GET',
  '/api/creator/overview',
  (e) => e.json(200, require(`${__hooks}/lib/creator-insights.js`).overview(e.auth.id)),
  $apis.requireAuth('creators'),
);

routerAdd(
  'GET',
  '/api/creator/analytics',
  (e) => e.json(200, require(`${__hooks}/lib/creator-insights.js`).analytics(e.auth.id)),
  $apis.requireAuth('creators'),
);

routerAdd(
  'GET',
  '/api/creator/questions',
  (e) => require(`${__hooks}/lib/creator-lists.js`).ownList(e, 'questions'),
  $apis.requireAuth('creators'),
);

routerAdd(
  'GET',
  '/api/creator/question-sets',
  (e) => require(`${__hooks}/lib/creator-lists.js`).ownList(e, 'question_sets'),
  $apis.requireAuth('creators'),
);
