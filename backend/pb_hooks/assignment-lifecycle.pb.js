/// <reference path="../pb_data/types.d.ts" />
// An assignment after it is saved: what may change once a child has started it, and deleting
// that keeps the children's results. The logic is in lib/assignment-lifecycle.js.
onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/assignment-lifecycle.js`).checkCreate(e);
  e.next();
}, 'assignments');

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/assignment-lifecycle.js`).checkUpdate(e);
  e.next();
}, 'assignments');

onRecordDeleteRequest((e) => require(`${__hooks}/lib/assignment-lifecycle.js`).deleteKeepingResults(e), 'assignments');
