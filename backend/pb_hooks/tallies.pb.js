/// <reference path="../pb_data/types.d.ts" />
// Every result written, by the quiz engine or an administrator, adds to its creators' tallies in
// the same transaction (src/tallies).
onRecordCreate((e) => {
  e.next();
  require(`${__hooks}/lib/server.js`).tallies.addResult(e.app, e.record);
}, 'results');
