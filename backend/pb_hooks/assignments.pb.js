/// <reference path="../pb_data/types.d.ts" />
// Every hook of the assignments collection, in the order they run: what may change once a child has
// started it (src/assignments/lifecycle.ts), then the product's messages (docs/product.md, "Validation"), published sets only and own
// children only (src/assignments/checks.ts), the children's notifications; deleting keeps the children's results.
// One transaction each: the assignment and the notifications of the children who can now see it.
onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/server.js`).assignmentLifecycle.checkCreate(e);
  require(`${__hooks}/lib/server.js`).assignments.checkAssignment(e, true);
  e.app.runInTransaction((txApp) => {
    e.app = txApp;
    e.next();
    require(`${__hooks}/lib/server.js`).notifications.afterAssignmentSaved(txApp, e.record, null);
  });
}, 'assignments');

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/server.js`).assignmentLifecycle.checkUpdate(e);
  require(`${__hooks}/lib/server.js`).assignments.checkAssignment(e, false);
  const original = e.record.original();
  const before = { status: original.getString('status'), children: original.getStringSlice('assigned_students') };
  e.app.runInTransaction((txApp) => {
    e.app = txApp;
    e.next();
    require(`${__hooks}/lib/server.js`).notifications.afterAssignmentSaved(txApp, e.record, before);
  });
}, 'assignments');

onRecordDeleteRequest((e) => require(`${__hooks}/lib/server.js`).assignmentLifecycle.deleteKeepingResults(e), 'assignments');

// What a child starting it would be served, for its parent to look at (src/assignments/checks.ts).
routerAdd(
  'GET',
  '/api/assignments/{id}/preview',
  (e) => require(`${__hooks}/lib/server.js`).assignments.preview(e),
  $apis.requireAuth('parents'),
);
