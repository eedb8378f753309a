/// <reference path="../pb_data/types.d.ts" />
// Passwords too long for bcrypt: PocketBase fails on them before any record hook runs, so the
// check is a middleware on the records routes (lib/accounts.js).
routerUse((e) => {
  require(`${__hooks}/lib/accounts.js`).checkPasswordLength(e);
  return e.next();
});
