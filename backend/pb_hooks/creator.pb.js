/// <reference path="../pb_data/types.d.ts" />
// The creator portal's figures (lib/creator-insights.js), for the signed-in creator.
routerAdd(
  'GET',
  '/api/creator/overview',
  (e) => e.json(200, require(`${__hooks}/lib/creator-insights.js`).overview(e.auth.id)),
  $apis.requireAuth('creators'),
);
