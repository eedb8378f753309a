/// <reference path="../pb_data/types.d.ts" />
// A parent's sign-up (src/accounts/accounts.ts): its own route, so that its checks run before PocketBase
// reads the account, and a password bcrypt cannot take is refused by name. The records API no
// longer creates parents (migration 1763781320).
routerAdd(
  'POST',
  '/api/sign-up',
  (e) => require(`${__hooks}/lib/server.js`).accounts.signUp(e),
  $apis.bodyLimit(require(`${__hooks}/lib/server.js`).accounts.SIGN_UP_MAX_BYTES),
);

// An email is one identity whatever its case: kept in small letters however it comes (a sign-up, a confirmed
// email change, an administrator's edit), so that the unique index and the lockout see one address.
onRecordCreate(
  (e) => {
    require(`${__hooks}/lib/server.js`).accounts.keepEmailAsIdentity(e.record);
    e.next();
  },
  'parents',
  'creators',
);

onRecordUpdate(
  (e) => {
    require(`${__hooks}/lib/server.js`).accounts.keepEmailAsIdentity(e.record);
    e.next();
  },
  'parents',
  'creators',
);

// A parent's or creator's own update: the sign-up's consent stays as it was, a new password is checked by name
// before PocketBase hashes it.
onRecordUpdateRequest(
  (e) => {
    require(`${__hooks}/lib/server.js`).accounts.checkOwnUpdate(e);
    e.next();
  },
  'parents',
  'creators',
);

// A new password chosen through a reset link: checked as at sign-up (a common password is refused, by name).
onRecordConfirmPasswordResetRequest(
  (e) => {
    require(`${__hooks}/lib/server.js`).accounts.checkPasswordReset(e);
    e.next();
  },
  'parents',
  'creators',
);

// Only an administrator decides who reviews.
onRecordUpdateRequest((e) => {
  if (!e.hasSuperuserAuth() && 'reviewer' in e.requestInfo().body) {
    throw new BadRequestError('Some fields need attention.', {
      reviewer: new ValidationError('validation_invalid_reviewer', 'Only an administrator decides who reviews'),
    });
  }
  e.next();
}, 'creators');

// A parent leaves (src/accounts/deletion.ts, src/accounts/family-export.ts): "Delete my account", with the current
// password and the word typed, removes the family in one transaction; the download is the family's own data.
routerAdd(
  'POST',
  '/api/account/delete',
  (e) => require(`${__hooks}/lib/server.js`).accountDeletion.deleteAccount(e),
  $apis.requireAuth('parents'),
  $apis.bodyLimit(require(`${__hooks}/lib/server.js`).accountDeletion.DELETE_ACCOUNT_MAX_BYTES),
);

routerAdd(
  'GET',
  '/api/account/export',
  (e) => require(`${__hooks}/lib/server.js`).familyExport.exportFamily(e),
  $apis.requireAuth('parents'),
  $apis.bodyLimit(1024),
);
