// Parents' accounts: sign-up and a changed password. Both read the password before PocketBase
// hashes it, which fails without naming the field on one bcrypt cannot take (over 72 bytes).
import { rowsLike } from '../db.ts';
import { ACCOUNT_MESSAGES, consentProblem, PRIVACY_POLICY_VERSION } from '../domain.ts';
import { bodyOf } from '../events.ts';
import { reserveSignUp, reserveTry, signedIn } from '../lockout/index.ts';
import { throwIfInvalid, utf8Length } from '../records.ts';
import { identityOf } from '../sign-in-forms.ts';

// bcrypt reads at most 72 bytes.
export const PASSWORD_MAX_BYTES = 71;
// A name, an email and two passwords, with room to spare.
export const SIGN_UP_MAX_BYTES = 4 * 1024;

/**
 * Whether a password is on the list of common and breached passwords (migration refuse_common_passwords), in
 * any case: one lookup by the table's key.
 */
function isCommonPassword(password: string): boolean {
  const found = rowsLike({ password: '' });
  $app.db().newQuery('SELECT password FROM common_passwords WHERE password = {:p} LIMIT 1').bind({ p: password.toLowerCase() }).all(found);
  return found.length > 0;
}

/** What is wrong with a new password (bcrypt is to hash it), or null. */
function passwordProblem(password: unknown): string | null {
  // Other JSON values would be turned into text of any length first.
  if (typeof password !== 'string') return 'A password is a text';
  if (utf8Length(password) > PASSWORD_MAX_BYTES) return 'A password can be at most ' + PASSWORD_MAX_BYTES + ' characters long';
  if (isCommonPassword(password)) return ACCOUNT_MESSAGES.commonPassword;
  return null;
}

/** The problem of a new password sent (`password`), when one was sent. */
function sentPasswordProblem(body: Readonly<Record<string, unknown>>): string | null {
  return body['password'] == null ? null : passwordProblem(body['password']);
}

/**
 * `POST /api/sign-up` {name, email, password, passwordConfirm, consent, policyVersion} → the new parent, as
 * PocketBase's record create answers (the screen then signs in). The consent ("I am the parent or guardian of
 * the children I will add, and I agree to the Privacy Policy") must be `true`, and `policyVersion`, when sent,
 * the Privacy Policy's of now; the parent keeps when they agreed and to which version. Counted per network
 * before the email is looked at (src/lockout), so that a taken and a new email cost the same.
 */
export function signUp(e: core.RequestEvent): void {
  const body = bodyOf(e);
  const errors: Record<string, string> = {};
  const problem = sentPasswordProblem(body);
  if (problem) errors['password'] = problem;
  const consent = consentProblem(body['consent'], body['policyVersion']);
  if (consent) errors['consent'] = consent;
  throwIfInvalid(errors);
  reserveSignUp(e.realIP());
  const parent = new Record($app.findCollectionByNameOrId('parents'));
  const form = new RecordUpsertForm($app, parent);
  form.load({ name: body['name'], email: body['email'], password: body['password'], passwordConfirm: body['passwordConfirm'] });
  parent.set('consent_at', new Date().toISOString());
  parent.set('consent_policy', PRIVACY_POLICY_VERSION);
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
  e.json(200, parent);
}

/**
 * A parent's or creator's own update: the consent given at sign-up stays as it was; a new password is
 * checked by name, and the current password sent with it is a sign-in try (src/lockout), so that a
 * stolen session cannot guess it faster than the sign-in can, nor keep the server hashing for it. The
 * right one ends the count, as a sign-in does.
 */
export function checkOwnUpdate(e: core.RecordRequestEvent): void {
  if (e.hasSuperuserAuth()) return;
  const body = bodyOf(e);
  if ('consent_at' in body || 'consent_policy' in body) {
    throwIfInvalid({ consent_at: 'The consent is recorded when the account is made, and cannot be changed' });
  }
  const problem = sentPasswordProblem(body);
  if (problem) throwIfInvalid({ password: problem });
  const current = body['oldPassword'];
  if (current === undefined || current === null || current === '') return;
  // The signed-in account as stored (its own record is the only one it may update), not `e.record`, which
  // already holds the request's fields.
  const account = e.auth;
  if (!account) return;
  reserveTry(account.collection().name, account.email(), e.realIP());
  if (typeof current === 'string' && account.validatePassword(current)) signedIn(account, e.realIP());
}

/** An account's email in the one form it is kept in (src/sign-in-forms.ts). */
export function keepEmailAsIdentity(record: core.Record): void {
  const email = record.email();
  const identity = identityOf(record.collection().name, email);
  if (email !== identity) record.setEmail(identity);
}

/** A new password chosen through a reset link: the same checks as at sign-up and on a change. */
export function checkPasswordReset(e: core.RecordConfirmPasswordResetRequestEvent): void {
  const problem = sentPasswordProblem(bodyOf(e));
  if (problem) throwIfInvalid({ password: problem });
}
