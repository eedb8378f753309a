/// <reference path="../pb_data/types.d.ts" />
// Locks an account after 10 wrong passwords or access codes in a row (lib/lockout.js).
onRecordAuthWithPasswordRequest(
  (e) => {
    const lockout = require(`${__hooks}/lib/lockout.js`);
    const name = e.collection.name;
    lockout.reserveTry(name, e.identity);
    e.next();
    lockout.clear(name, e.identity);
  },
  'parents',
  'students',
  'creators',
);

cronAdd('auth-lockouts-purge', '*/10 * * * *', () => {
  require(`${__hooks}/lib/lockout.js`).purgeExpired();
});
