/// <reference path="../../pb_data/types.d.ts" />
// Parents' accounts: sign-up and a changed password. Both read the password before PocketBase
// hashes it, which fails without naming the field on one bcrypt cannot take (over 72 bytes).
const domain = require(`${__hooks}/lib/domain.js`);
const records = require(`${__hooks}/lib/server.js`).records;
const lockout = require(`${__hooks}/lib/server.js`).lockout;
const signInForms = require(`${__hooks}/lib/server.js`).signInForms;

// bcrypt reads at most 72 bytes.
const PASSWORD_MAX_BYTES = 71;
// A name, an email and two passwords, with room to spare.
const SIGN_UP_MAX_BYTES = 4 * 1024;

/**
 * Whether a password is on the list of common and breached passwords (migration refuse_common_passwords), in
 * any case: one lookup by the table's key. @param {string} password
 */
function isCommonPassword(password) {
  const found = arrayOf(new DynamicModel({ password: '' }));
  $app.db().newQuery('SELECT password FROM common_passwords WHERE password = {:p} LIMIT 1').bind({ p: password.toLowerCase() }).all(found);
  return found.length > 0;
}

/** @param {unknown} password @returns {string | null} what is wrong with a new password (bcrypt is to hash it) */
function passwordProblem(password) {
  // Other JSON values would be turned into text of any length first.
  if (typeof password !== 'string') return 'A password is a text';
  if (records.utf8Length(password) > PASSWORD_MAX_BYTES) return 'A password can be at most ' + PASSWORD_MAX_BYTES + ' characters long';
  if (isCommonPassword(password)) return domain.ACCOUNT_MESSAGES.commonPassword;
  return null;
}

/**
 * `POST /api/sign-up` {name, email, password, passwordConfirm, consent, policyVersion} → the new parent, as
 * PocketBase's record create answers (the screen then signs in). The consent ("I am the parent or guardian of
 * the children I will add, and I agree to the Privacy Policy") must be `true`, and `policyVersion`, when sent,
 * the Privacy Policy's of now; the parent keeps when they agreed and to which version. Counted per network
 * before the email is looked at (src/lockout), so that a taken and a new email cost the same.
 * @param {core.RequestEvent} e
 */
function signUp(e) {
  const body = e.requestInfo().body;
  const errors = {};
  const problem = body.password == null ? null : passwordProblem(body.password);
  if (problem) errors.password = problem;
  const consent = domain.consentProblem(body.consent, body.policyVersion);
  if (consent) errors.consent = consent;
  records.throwIfInvalid(errors);
  lockout.reserveSignUp(e.realIP());
  const parent = new Record($app.findCollectionByNameOrId('parents'));
  const form = new RecordUpsertForm($app, parent);
  form.load({ name: body.name, email: body.email, password: body.password, passwordConfirm: body.passwordConfirm });
  parent.set('consent_at', new Date().toISOString());
  parent.set('consent_policy', domain.PRIVACY_POLICY_VERSION);
  form.submit();
  // The parent uses the portal at once; the email asks them to verify their address (no notification
  // email goes to an unverified one). A mail server that fails does not undo the sign-up.
  if ($app.settings().smtp.enabled) {
    try {
      $mails.sendRecordVerification($app, parent);
    } catch (err) {
      $app.logger().warn('The verification email could not be sent', 'parent', parent.id, 'error', String(err));
    }
  }
  return e.json(200, parent);
}

/**
 * A parent's or creator's own update: the consent given at sign-up stays as it was; a new password is
 * checked by name, and the current password sent with it is a sign-in try (src/lockout), so that a
 * stolen session cannot guess it faster than the sign-in can, nor keep the server hashing for it. The
 * right one ends the count, as a sign-in does.
 * @param {core.RecordRequestEvent} e
 */
function checkOwnUpdate(e) {
  if (e.hasSuperuserAuth()) return;
  const body = e.requestInfo().body;
  if ('consent_at' in body || 'consent_policy' in body) {
    records.throwIfInvalid({ consent_at: 'The consent is recorded when the account is made, and cannot be changed' });
  }
  const password = body.password;
  const problem = password == null ? null : passwordProblem(password);
  if (problem) records.throwIfInvalid({ password: problem });
  const current = body.oldPassword;
  if (current === undefined || current === null || current === '') return;
  // The signed-in account as stored (its own record is the only one it may update), not `e.record`, which
  // already holds the request's fields.
  const account = e.auth;
  if (!account) return;
  const name = account.collection().name;
  lockout.reserveTry(name, account.email(), e.realIP());
  if (typeof current === 'string' && account.validatePassword(current)) lockout.signedIn(account, e.realIP());
}

/** An account's email in the one form it is kept in (src/sign-in-forms.ts). @param {core.Record} record */
function keepEmailAsIdentity(record) {
  const email = record.email();
  const identity = signInForms.identityOf(record.collection().name, email);
  if (email !== identity) record.setEmail(identity);
}

/**
 * A new password chosen through a reset link: the same checks as at sign-up and on a change.
 * @param {core.RecordConfirmPasswordResetRequestEvent} e
 */
function checkPasswordReset(e) {
  const password = e.requestInfo().body.password;
  const problem = password == null ? null : passwordProblem(password);
  if (problem) records.throwIfInvalid({ password: problem });
}

module.exports = { PASSWORD_MAX_BYTES, SIGN_UP_MAX_BYTES, signUp, checkOwnUpdate, checkPasswordReset, keepEmailAsIdentity };
