import { ClientResponseError } from 'pocketbase';
import { describeError, paths } from 'shared';
import { pb } from 'shared/session';

// A parent's account emails, through PocketBase's own auth routes (docs/backend.md "Emails").

/** Verifies the address an email's link was sent to. */
export function confirmVerification(token: string) {
  return pb.collection('parents').confirmVerification(token, { requestKey: null });
}

/** Whose password a forgotten-password page is for: a parent's, or an author's (`?account=creators`). */
export type PasswordAccount = 'parents' | 'creators';

/** The account a page's address names (`?account=creators`): a parent's unless it says an author's. */
export function passwordAccountOf(params: URLSearchParams): PasswordAccount {
  return params.get('account') === 'creators' ? 'creators' : 'parents';
}

/** Where the account signs in, and where it asks for a new password's link. */
export function accountPaths(account: PasswordAccount): { signIn: string; forgotPassword: string } {
  return account === 'creators'
    ? { signIn: paths.creatorLogin, forgotPassword: `${paths.forgotPassword}?account=creators` }
    : { signIn: paths.login, forgotPassword: paths.forgotPassword };
}

/** Asks for a password-reset link: PocketBase answers the same whether or not the email has an account. */
export function requestPasswordReset(email: string, account: PasswordAccount = 'parents') {
  return pb.collection(account).requestPasswordReset(email.trim(), { requestKey: null });
}

/** Sets the new password of the account an email's link names; every session of it ends. */
export function confirmPasswordReset(token: string, password: string, passwordConfirm: string, account: PasswordAccount = 'parents') {
  return pb.collection(account).confirmPasswordReset(token, password, passwordConfirm, { requestKey: null });
}

/** Makes the change of email an email's link names (sent to the new address), with the account's password; every session of it ends. */
export function confirmEmailChange(token: string, password: string) {
  return pb.collection('parents').confirmEmailChange(token, password, { requestKey: null });
}

/** A refused link (400) in the screen's words; anything else (no connection, too many tries) in the portal's. */
export function linkProblem(error: unknown, invalid: string): string {
  return error instanceof ClientResponseError && error.status === 400 ? invalid : describeError(error);
}
