/// <reference path="../pb_data/types.d.ts" />
// Every result written, by the quiz engine or an administrator, adds to its creators' tallies in
// the same transaction (lib/tallies.js).
onRecordCreate((e) => {
  e.next();
  require(`${__hooks}/lib/tallies.js`).addResult(e.app, e.record);
}, 'results');
