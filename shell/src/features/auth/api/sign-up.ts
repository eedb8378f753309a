import { useMutation } from '@tanstack/react-query';
import { ClientResponseError } from 'pocketbase';
import { formProblem, PRIVACY_POLICY_VERSION, type FormProblem } from 'shared';
import { sendApi } from 'shared/api';
import { pb } from 'shared/session';
import { t } from '../messages.ts';
import type { SignUpFields } from '../validation.ts';

export const signUpFields = ['name', 'email', 'password', 'passwordConfirm', 'consent'] as const;

function isTakenEmail(error: unknown): boolean {
  if (!(error instanceof ClientResponseError)) return false;
  const data: unknown = error.response?.data;
  if (!data || typeof data !== 'object' || !('email' in data)) return false;
  const { email } = data;
  return Boolean(email && typeof email === 'object' && 'code' in email && email.code === 'validation_not_unique');
}

/** Why a sign-up was refused, in the form's words: a taken email says so, in our words. */
export function signUpProblem(error: unknown): FormProblem<SignUpFields> {
  const problem = formProblem<SignUpFields>(error, signUpFields, t('signup.error.default'));
  if (isTakenEmail(error)) return { fields: { ...problem.fields, email: t('signup.email.taken') }, form: null };
  return problem;
}

/**
 * Creates a parent account (`POST /api/sign-up`, the server's sign-up route: backend/pb_hooks/accounts.pb.js), with
 * the parent's consent to the Privacy Policy this screen links to (the server keeps when, and which version).
 */
export async function signUpParent(input: SignUpFields): Promise<void> {
  await sendApi(pb, 'signUp', {
    body: {
      name: input.name.trim(),
      email: input.email.trim(),
      password: input.password,
      passwordConfirm: input.passwordConfirm,
      consent: input.consent === 'yes',
      policyVersion: PRIVACY_POLICY_VERSION,
    },
    requestKey: null,
  });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUpParent });
}
