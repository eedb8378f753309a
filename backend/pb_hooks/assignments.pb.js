/// <reference path="../pb_data/types.d.ts" />
// Every hook of the assignments collection, in the order they run: what may change once a child has
// started it (lib/assignment-lifecycle.js), then SPEC.md's messages, published sets only and own
// children only (lib/assignments.js); deleting keeps the children's results.
onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/assignment-lifecycle.js`).checkCreate(e);
  require(`${__hooks}/lib/assignments.js`).checkAssignment(e, true);
  e.next();
}, 'assignments');

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/assignment-lifecycle.js`).checkUpdate(e);
  require(`${__hooks}/lib/assignments.js`).checkAssignment(e, false);
  e.next();
}, 'assignments');

onRecordDeleteRequest((e) => require(`${__hooks}/lib/assignment-lifecycle.js`).deleteKeepingResults(e), 'assignments');
