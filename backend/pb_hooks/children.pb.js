/// <reference path="../pb_data/types.d.ts" />
// Children are created by their parent; see docs/backend.md for the request and response shapes.
// The bodies: a name and a grade, and none.
routerAdd(
  'POST',
  '/api/children',
  (e) => require(`${__hooks}/lib/server.js`).children.createChild(e),
  $apis.requireAuth('parents'),
  $apis.bodyLimit(4 * 1024),
);

routerAdd(
  'POST',
  '/api/children/{id}/access-code',
  (e) => require(`${__hooks}/lib/server.js`).children.resetAccessCode(e),
  $apis.requireAuth('parents'),
  $apis.bodyLimit(1024),
);

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/server.js`).children.checkChildUpdate(e);
  e.next();
}, 'students');

// Any delete of a child, by its parent or an administrator: off the assignments first, and what the child's answers
// counted towards the creators' wrong answers taken out, in the delete's transaction.
onRecordDelete((e) => require(`${__hooks}/lib/server.js`).children.beforeChildLeaves(e), 'students');
