/// <reference path="../pb_data/types.d.ts" />
// Wrong passwords and access codes lock the network they come from out of the account, and
// many networks together the account, except where it was used before (lib/lockout.js).
onRecordAuthWithPasswordRequest(
  (e) => {
    const lockout = require(`${__hooks}/lib/lockout.js`);
    const name = e.collection.name;
    lockout.reserveTry(name, e.identity, e.realIP());
    e.next();
    lockout.signedIn(name, e.identity, e.realIP());
  },
  'parents',
  'students',
  'creators',
);

// A few sign-ups an hour per network, so that a list of emails cannot be checked quickly (lib/lockout.js).
// Not inside a batch (/api/batch), which nobody needs to sign up: there each request may set its
// own X-Forwarded-For, which PocketBase takes as the client's address (and e.app is the batch's
// transaction, which a taken email rolls back).
onRecordCreateRequest((e) => {
  if (!e.hasSuperuserAuth()) {
    if (e.app.isTransactional()) throw new BadRequestError('Sign up one account at a time.');
    require(`${__hooks}/lib/lockout.js`).reserveSignUp(e.realIP());
  }
  e.next();
}, 'parents');

cronAdd('auth-lockouts-purge', '*/10 * * * *', () => {
  require(`${__hooks}/lib/lockout.js`).purgeExpired();
});
