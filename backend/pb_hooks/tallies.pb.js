/// <reference path="../pb_data/types.d.ts" />
// Every result written, by the quiz engine or an administrator, adds to its creators' tallies in
// the same transaction (src/tallies).
onRecordCreate((e) => {
  e.next();
  require(`${__hooks}/lib/server.js`).tallies.addResult(e.app, e.record);
}, 'results');

// A family leaving takes out of the wrong answers' tallies what its first answers counted, before its notes go by
// cascade, in the delete's transaction (src/tallies, forgetFamily).
onRecordDelete((e) => require(`${__hooks}/lib/server.js`).tallies.beforeFamilyLeaves(e), 'parents');
