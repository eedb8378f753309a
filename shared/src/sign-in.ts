import type { FieldErrors } from './domain/validation.ts';
import { describeError } from './errors.ts';
import { t } from './messages.ts';
import type { ParentsRecord } from './pocketbase-types.ts';

/** The email and password of a parent's or a creator's sign-in. */
export type EmailSignIn = Pick<ParentsRecord, 'email' | 'password'>;

// What the browser's own email check accepts, in short: something@something.something.
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/** Sign-in (docs/product.md, "Validation"): both required, the email of a valid form. */
export function validateEmailSignIn({ email, password }: EmailSignIn): FieldErrors<EmailSignIn> {
  return {
    email: email.trim() === '' ? t('signIn.email.required') : looksLikeEmail(email) ? undefined : t('signIn.email.invalid'),
    password: password === '' ? t('signIn.password.required') : undefined,
  };
}

/** Why a sign-in failed, in words: offline, that it needs the internet; otherwise the server's words or the default. */
export function signInErrorWords(error: unknown): string {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const unreachable = describeError(error) === t('error.network');
  return offline && unreachable ? t('offline.signIn') : describeError(error, t('signIn.error.default'));
}
