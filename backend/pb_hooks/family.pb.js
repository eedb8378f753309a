/// <reference path="../pb_data/types.d.ts" />
// Every attempt and result carries its child's family (`parent_id`), whoever writes it: the quiz
// engine, the seed, an administrator. Parents' lists and rules read by it (src/family.ts).
onRecordCreate(
  (e) => {
    require(`${__hooks}/lib/server.js`).family.stampFamily(e.app, e.record);
    e.next();
  },
  'attempts',
  'results',
);
