/**
 * A parent's own account (docs/product.md, "Accounts a family expects"): what the Settings screen and the server's
 * routes (backend/src/accounts/deletion.ts) say alike when a parent changes their password or email,
 * or leaves with their family's data.
 */

/** The word a parent types to delete their account: one word, the same on the screen and on the server. */
export const DELETE_ACCOUNT_WORD = 'DELETE';

/**
 * The Privacy Policy's version: the date it last changed. A sign-up records that the parent agreed to this one
 * (`parents.consent_policy`, with the time, `consent_at`); change it whenever the Privacy page's words change.
 */
export const PRIVACY_POLICY_VERSION = '2026-12-06';

export const ACCOUNT_MESSAGES = {
  wrongPassword: 'That is not your current password.',
  passwordRequired: 'Type your current password.',
  deleteWord: `Type ${DELETE_ACCOUNT_WORD} in capital letters to delete your account.`,
  sameEmail: 'This is already your email.',
  newEmailInvalid: 'Please enter a valid email address.',
  consentRequired:
    'Please confirm that you are the parent or guardian of the children you will add, and that you agree to the Privacy Policy.',
  consentOutdated: 'The Privacy Policy has changed since this page was opened. Please reload the page, read it again and tick the box.',
  commonPassword:
    'This password is on a list of common and leaked passwords, the first ones anyone guessing tries. Please choose one that is harder to guess.',
} as const;

/** What is wrong with the confirmation typed to delete an account, or null when it is the word asked for. */
export function deleteWordProblem(typed: unknown): string | null {
  return typeof typed === 'string' && typed.trim() === DELETE_ACCOUNT_WORD ? null : ACCOUNT_MESSAGES.deleteWord;
}

/**
 * An email as one identity whatever its case: `Parent@Example.com` and `parent@example.com` are one person's
 * address, stored, looked up and counted by the lockout as this form (mail servers treat the local part alike
 * in practice, and two accounts told apart only by capitals would be one inbox with two passwords).
 */
export function normaliseEmail(typed: string): string {
  return typed.trim().toLowerCase();
}

/** The mail services that ignore dots in an address's local part: `j.o.e@gmail.com` is `joe@gmail.com`'s inbox. */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The inbox an address delivers to, however it is written: any case, a `+tag` (`victim+1@...`), a trailing dot of
 * the domain, and Gmail's dots and its other domain. One inbox is one person to count by (how many families, how
 * many email changes), not one account.
 */
export function inboxOf(email: string): string {
  const address = normaliseEmail(email).replace(/\.+$/, '');
  const at = address.lastIndexOf('@');
  if (at < 1) return address.slice(0, 255);
  let local = address.slice(0, at).replace(/\+.*$/, '');
  let domain = address.slice(at + 1);
  if (DOTLESS_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`.slice(0, 255);
}

/**
 * What is wrong with a sign-up's consent: it must be given (`true`), and to the Privacy Policy of now when the
 * screen says which one it showed. Null when it is given.
 */
export function consentProblem(consent: unknown, policyVersion: unknown): string | null {
  if (consent !== true) return ACCOUNT_MESSAGES.consentRequired;
  if (policyVersion !== undefined && policyVersion !== null && policyVersion !== PRIVACY_POLICY_VERSION)
    return ACCOUNT_MESSAGES.consentOutdated;
  return null;
}
