import { ACCOUNT_MESSAGES, fieldMessage, looksLikeEmail, PASSWORD_MIN_LENGTH, type FieldErrors } from 'shared';
import { t } from './messages.ts';

export type PasswordChangeFields = { oldPassword: string; password: string; passwordConfirm: string };

/** A new password by the sign-up's rules (PASSWORD_MIN_LENGTH of the shared domain), with the current one. */
export function validatePasswordChange({
  oldPassword,
  password,
  passwordConfirm,
}: PasswordChangeFields): FieldErrors<PasswordChangeFields> {
  return {
    oldPassword: oldPassword === '' ? t('password.current.required') : undefined,
    password:
      password === ''
        ? t('password.new.required')
        : password.length < PASSWORD_MIN_LENGTH
          ? t('password.new.min', { min: PASSWORD_MIN_LENGTH })
          : password === oldPassword
            ? t('password.new.same')
            : undefined,
    passwordConfirm:
      passwordConfirm === ''
        ? t('password.confirm.required')
        : password !== '' && passwordConfirm !== password
          ? t('password.confirm.mismatch')
          : undefined,
  };
}

/** A new email: one that looks like an email and is not the one the account has. */
export function validateNewEmail(email: string, current: string): string | undefined {
  const typed = email.trim();
  if (typed === '') return t('email.new.required');
  if (!looksLikeEmail(typed)) return t('email.new.invalid');
  if (typed.toLowerCase() === current.toLowerCase()) return fieldMessage(ACCOUNT_MESSAGES.sameEmail);
  return undefined;
}
