import { ACCOUNT_MESSAGES, fieldMessage, looksLikeEmail, PASSWORD_MIN_LENGTH, type FieldErrors, type ParentsRecord } from 'shared';
import { t } from './messages.ts';

export type StudentFields = { studentId: string; accessCode: string };
/** The sign-up's form; `consent` is 'yes' once its box is ticked. */
export type SignUpFields = Pick<ParentsRecord, 'name' | 'email' | 'password'> & { passwordConfirm: string; consent: string };

const blank = (value: string) => value.trim() === '';

export function validateStudentLogin({ studentId, accessCode }: StudentFields): FieldErrors<StudentFields> {
  return {
    studentId: blank(studentId) ? t('login.student.id.required') : undefined,
    accessCode: accessCode === '' ? t('login.student.code.required') : undefined,
  };
}

export type NewPasswordFields = Pick<SignUpFields, 'password' | 'passwordConfirm'>;

/** A new password and its confirmation, by the sign-up's rules (the sign-up and the password reset). */
export function validateNewPassword({ password, passwordConfirm }: NewPasswordFields): FieldErrors<NewPasswordFields> {
  return {
    password:
      password === ''
        ? t('signup.password.required')
        : password.length < PASSWORD_MIN_LENGTH
          ? t('signup.password.min', { min: PASSWORD_MIN_LENGTH })
          : undefined,
    passwordConfirm:
      passwordConfirm === ''
        ? t('signup.passwordConfirm.required')
        : password !== '' && passwordConfirm !== password
          ? t('signup.passwordConfirm.mismatch')
          : undefined,
  };
}

export function validateSignUp({ name, email, password, passwordConfirm, consent }: SignUpFields): FieldErrors<SignUpFields> {
  return {
    name: blank(name) ? t('signup.name.required') : undefined,
    email: validateEmail(email),
    ...validateNewPassword({ password, passwordConfirm }),
    consent: consent === 'yes' ? undefined : fieldMessage(ACCOUNT_MESSAGES.consentRequired),
  };
}

/** An email as the sign-up and "Forgot password?" take it. */
export function validateEmail(email: string): string | undefined {
  return blank(email) ? t('signup.email.required') : looksLikeEmail(email) ? undefined : t('signup.email.invalid');
}
