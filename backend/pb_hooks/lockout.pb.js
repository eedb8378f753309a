/// <reference path="../pb_data/types.d.ts" />
// Locks an account after 10 wrong passwords or access codes in a row (lib/lockout.js).
onRecordAuthWithPasswordRequest(
  (e) => {
    const lockout = require(`${__hooks}/lib/lockout.js`);
    const name = e.collection.name;
    lockout.assertNotLocked(name, e.identity);
    try {
      e.next();
    } catch (error) {
      lockout.recordFailure(name, e.identity);
      throw error;
    }
    lockout.clear(name, e.identity);
  },
  'parents',
  'students',
  'creators',
);
