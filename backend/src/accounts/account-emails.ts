// A parent's account emails asked for without signing in (password reset, verification): per network (the
// rule ACCOUNT_EMAIL_RULE of PocketBase's settings, which PocketBase itself never matches, like SIGN_UP_RULE)
// and per account, from every network together, at most ACCOUNT_EMAILS_PER_DAY, so that one script cannot
// fill a family's inbox from many addresses. PocketBase calls the hooks only for an account that exists
// (an unknown address gets its quiet 204 and no email); past a limit the hook answers the same 204 and
// sends nothing, so that no answer tells which accounts exist.
import { clientNetwork } from '../client-network.ts';
import { ACCOUNT_MESSAGES, inboxOf } from '../domain.ts';
import { authOf, bodyOf } from '../events.ts';
import { EVERY_NETWORK, reserveWindow, ruleNamed } from '../lockout/index.ts';
import { throwIfInvalid } from '../records.ts';
import { identityOf } from '../sign-in-forms.ts';

export const ACCOUNT_EMAIL_RULE = 'parents:accountEmails';
export const ACCOUNT_EMAILS_PER_DAY = 3;
const EMAIL_CHANGES_PER_DAY = 3;
// An email address, with room to spare.
export const EMAIL_CHANGE_MAX_BYTES = 1024;
const DAY_MS = 24 * 60 * 60 * 1000;
const noMessage = () => '';

/** Counts one account email; whether it may go. `address`: the client's (realIP). */
export function mayEmailAccount(address: string, accountId: string): boolean {
  try {
    const rule = ruleNamed(ACCOUNT_EMAIL_RULE);
    if (rule) reserveWindow({ c: ACCOUNT_EMAIL_RULE, i: '*' }, clientNetwork(address), rule.maxRequests, rule.duration * 1000, noMessage);
    reserveWindow({ c: ACCOUNT_EMAIL_RULE, i: accountId }, EVERY_NETWORK, ACCOUNT_EMAILS_PER_DAY, DAY_MS, noMessage);
    return true;
  } catch (err) {
    if (err instanceof TooManyRequestsError) return false;
    throw err;
  }
}

/**
 * An email change asked for by a signed-in parent or creator: at most EMAIL_CHANGES_PER_DAY per account, and as
 * many to one inbox from every account together, so that no script fills a stranger's inbox with confirmation
 * links. The account is signed in (nothing to hide about which accounts exist), so past a limit the answer
 * is a 429 in the person's words, not the quiet 204 of the signed-out emails.
 */
function limitEmailChange(account: core.Record, newEmail: string): void {
  const message = () => 'You have asked for ' + EMAIL_CHANGES_PER_DAY + ' email changes today. Please try again tomorrow.';
  // One inbox however it is written (a +tag, capitals, Gmail's dots deliver alike).
  const inbox = inboxOf(newEmail);
  // The inbox first: a change it refuses does not use up one of the account's own.
  if (inbox) reserveWindow({ c: 'emailChange:inbox', i: inbox }, EVERY_NETWORK, EMAIL_CHANGES_PER_DAY, DAY_MS, message);
  reserveWindow({ c: 'emailChange:account', i: account.id }, EVERY_NETWORK, EMAIL_CHANGES_PER_DAY, DAY_MS, message);
}

/** An address PocketBase's email field takes, in short: something@something.something, at most 255 characters. */
function looksLikeEmail(email: string): boolean {
  return email.length <= 255 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

/**
 * `POST /api/account/email-change` {newEmail} (a signed-in parent or creator) → 204: a link to confirm the change
 * goes to the new address (PocketBase's own email and token, confirmed by its confirm-email-change). Answered
 * alike whether the address is free or another account's, past the limits as well (they are counted first), and as
 * soon: a taken one gets no email, so that no account learns which addresses have accounts. PocketBase's own
 * request-email-change tells them apart before any hook runs, so it is closed (refuseOwnRoute).
 */
export function requestEmailChange(e: core.RequestEvent): void {
  const account = authOf(e);
  const name = account.collection().name;
  const newEmail = bodyOf(e)['newEmail'];
  const email = typeof newEmail === 'string' ? identityOf(name, newEmail) : '';
  if (!looksLikeEmail(email)) throwIfInvalid({ newEmail: ACCOUNT_MESSAGES.newEmailInvalid });
  if (email === identityOf(name, account.email())) throwIfInvalid({ newEmail: ACCOUNT_MESSAGES.sameEmail });
  limitEmailChange(account, email);
  let taken = false;
  try {
    taken = Boolean($app.findAuthRecordByEmail(name, email));
  } catch {
    taken = false;
  }
  // The answer first, the email after: sending takes 100-200 ms that a taken address does not, and an attack
  // told the two apart by it. A link that could not be sent is told to nobody, as a taken address is not.
  e.noContent(204);
  e.flush();
  if (taken) return;
  try {
    $mails.sendRecordChangeEmail($app, account, email);
  } catch (err) {
    $app.logger().warn('An email change link could not be sent', 'account', account.id, 'error', String(err));
  }
}

/**
 * PocketBase's own request-email-change, reached only with a free address (it refuses a taken one before its hook
 * runs): answered as it answers a taken one, so that its answers tell nothing. The portal asks through
 * requestEmailChange.
 */
export function refuseOwnRoute(): never {
  throw new BadRequestError('An error occurred while validating the submitted data.', {
    newEmail: new ValidationError('validation_invalid_new_email', 'Invalid new email address.'),
  });
}

/** A child's account has no email: every PocketBase email route of `students` is refused. */
export function refuseChild(): never {
  throw new ForbiddenError("A child's account has no email: ask your parent for a new access code.");
}
