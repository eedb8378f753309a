/// <reference path="../pb_data/types.d.ts" />
// Wrong passwords and access codes lock the network they come from out of the account, and
// many networks together the account, except where it was used before (src/lockout). The
// sign-in is first taken in the forms the account keeps (src/sign-in-forms.ts): a Student ID in
// any case, an access code as a child types it, an email in any capitals.
onRecordAuthWithPasswordRequest(
  (e) => {
    const lockout = require(`${__hooks}/lib/server.js`).lockout;
    require(`${__hooks}/lib/server.js`).signInForms.takeAnyForm(e);
    const device = lockout.deviceOf(e.requestInfo().body.device);
    lockout.reserveTry(e.collection.name, e.identity, e.realIP(), device, e.password);
    e.next();
    lockout.signedIn(e.record, e.realIP(), device);
  },
  'parents',
  'students',
  'creators',
);

cronAdd('auth-lockouts-purge', '*/10 * * * *', () => {
  require(`${__hooks}/lib/server.js`).lockout.purgeExpired();
});

// A parent's or creator's password-reset, verification and email-change emails, limited per network and per account
// (src/accounts/account-emails.ts): past a limit the same quiet answer as for an unknown address, and no email.
onRecordRequestPasswordResetRequest(
  (e) => {
    if (!require(`${__hooks}/lib/server.js`).accountEmails.mayEmailAccount(e.realIP(), e.record.id)) return e.noContent(204);
    e.next();
  },
  'parents',
  'creators',
);

onRecordRequestVerificationRequest(
  (e) => {
    if (!require(`${__hooks}/lib/server.js`).accountEmails.mayEmailAccount(e.realIP(), e.record.id)) return e.noContent(204);
    e.next();
  },
  'parents',
  'creators',
);

// An email change goes to the new address, through the portal's own route (src/accounts/account-emails.ts): limited as
// the others, and answered alike for a taken and a free address. PocketBase's own route, which refuses a taken
// address before any hook runs, answers a free one as it answers a taken one.
routerAdd(
  'POST',
  '/api/account/email-change',
  (e) => require(`${__hooks}/lib/server.js`).accountEmails.requestEmailChange(e),
  $apis.requireAuth('parents', 'creators'),
  $apis.bodyLimit(require(`${__hooks}/lib/server.js`).accountEmails.EMAIL_CHANGE_MAX_BYTES),
);

onRecordRequestEmailChangeRequest(() => require(`${__hooks}/lib/server.js`).accountEmails.refuseOwnRoute(), 'parents', 'creators');

// The password that confirms an email change is a sign-in try: a stolen session with a link sent to its own
// inbox cannot guess it faster than the sign-in can.
onRecordConfirmEmailChangeRequest(
  (e) => {
    const lockout = require(`${__hooks}/lib/server.js`).lockout;
    const name = e.collection.name;
    const email = e.record.email();
    lockout.reserveTry(name, email, e.realIP());
    e.next();
    lockout.signedIn(e.record, e.realIP());
  },
  'parents',
  'creators',
);

// A child's account has no email: it signs in with a Student ID and the code the parent gives, and only the
// parent gives a new code. PocketBase's email routes would let anyone holding a child's session put an
// address on the account and choose the code themselves.
onRecordRequestEmailChangeRequest(() => require(`${__hooks}/lib/server.js`).accountEmails.refuseChild(), 'students');
onRecordConfirmEmailChangeRequest(() => require(`${__hooks}/lib/server.js`).accountEmails.refuseChild(), 'students');
onRecordRequestPasswordResetRequest(() => require(`${__hooks}/lib/server.js`).accountEmails.refuseChild(), 'students');
onRecordConfirmPasswordResetRequest(() => require(`${__hooks}/lib/server.js`).accountEmails.refuseChild(), 'students');
onRecordRequestVerificationRequest(() => require(`${__hooks}/lib/server.js`).accountEmails.refuseChild(), 'students');
onRecordConfirmVerificationRequest(() => require(`${__hooks}/lib/server.js`).accountEmails.refuseChild(), 'students');
