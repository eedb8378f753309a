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

cronAdd('auth-lockouts-purge', '*/10 * * * *', () => {
  require(`${__hooks}/lib/lockout.js`).purgeExpired();
});

// A parent's password-reset, verification and email-change emails, limited per network and per account (lib/account-emails.js):
// past a limit the same quiet answer as for an unknown address, and no email.
onRecordRequestPasswordResetRequest((e) => {
  if (!require(`${__hooks}/lib/account-emails.js`).mayEmailAccount(e.realIP(), e.record.id)) return e.noContent(204);
  e.next();
}, 'parents');

onRecordRequestVerificationRequest((e) => {
  if (!require(`${__hooks}/lib/account-emails.js`).mayEmailAccount(e.realIP(), e.record.id)) return e.noContent(204);
  e.next();
}, 'parents');

// An email change goes to the new address: limited as the others (PocketBase has refused a taken or invalid
// address before this runs, itself limited per network by `*:requestEmailChange`).
onRecordRequestEmailChangeRequest((e) => {
  if (!require(`${__hooks}/lib/account-emails.js`).mayEmailAccount(e.realIP(), e.record.id)) return e.noContent(204);
  e.next();
}, 'parents');
