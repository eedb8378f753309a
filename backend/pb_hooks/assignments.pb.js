/// <reference path="../pb_data/types.d.ts" />
// Assignments: SPEC.md's messages, published sets only, own children only.
onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/assignments.js`).checkAssignment(e, true);
  e.next();
}, 'assignments');

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/assignments.js`).checkAssignment(e, false);
  e.next();
}, 'assignments');
