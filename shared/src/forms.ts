import type { FieldErrors } from './domain/validation.ts';
import { describeError, fieldErrors } from './errors.ts';

export interface FormProblem<F> {
  fields: FieldErrors<F>;
  /** Words for the whole form when no field of it explains the refusal. */
  form: string | null;
}

/**
 * The one path from a failed save to what a form shows: the server's 400 messages on the
 * fields this form has, otherwise words for the whole form (docs/product.md "Errors": the default
 * when the server says nothing useful).
 */
export function formProblem<F>(error: unknown, fields: readonly Extract<keyof F, string>[], fallback: string): FormProblem<F> {
  const fromServer = fieldErrors(error);
  const shown: FieldErrors<F> = {};
  for (const field of fields) {
    const message = fromServer[field];
    if (message) shown[field] = message;
  }
  return { fields: shown, form: Object.keys(shown).length > 0 ? null : describeError(error, fallback) };
}

export function hasFieldErrors<F>(errors: FieldErrors<F>): boolean {
  return Object.values(errors).some(Boolean);
}
