import { ClientResponseError } from 'pocketbase';
import { describeError, fieldErrors, pb, t } from 'shared';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
  passwordConfirm: string;
}

export type SignUpField = keyof SignUpInput;

/** Why a sign-up was refused: per-field messages, and words for the whole form when no field explains it. */
export class SignUpError extends Error {
  constructor(
    message: string,
    readonly fields: Partial<Record<SignUpField, string>>,
  ) {
    super(message);
  }
}

export const signUpFields: readonly SignUpField[] = ['name', 'email', 'password', 'passwordConfirm'];

function isTakenEmail(error: unknown): boolean {
  if (!(error instanceof ClientResponseError)) return false;
  const data: unknown = error.response?.data;
  if (!data || typeof data !== 'object' || !('email' in data)) return false;
  const { email } = data;
  return Boolean(email && typeof email === 'object' && 'code' in email && email.code === 'validation_not_unique');
}

/** Creates a parent account (PocketBase's public sign-up on `parents`). */
export async function signUpParent(input: SignUpInput): Promise<void> {
  try {
    await pb.collection('parents').create(
      {
        name: input.name.trim(),
        email: input.email.trim(),
        password: input.password,
        passwordConfirm: input.passwordConfirm,
      },
      { requestKey: null },
    );
  } catch (error) {
    const fromServer = fieldErrors(error);
    const fields: Partial<Record<SignUpField, string>> = {};
    for (const field of signUpFields) {
      const message = fromServer[field];
      if (message) fields[field] = message;
    }
    if (isTakenEmail(error)) fields.email = t('signup.email.taken');
    const known = Object.keys(fields).length > 0;
    throw new SignUpError(known ? '' : describeError(error, t('signup.error.default')), fields);
  }
}
