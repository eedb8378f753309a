import type { FormInstance } from 'antd';
import type { FieldErrors } from 'shared';

/** Shows messages by field (the shared validators' or the server's) on an antd form, clearing the others. */
export function applyFieldErrors<F>(form: FormInstance<F>, errors: FieldErrors<F>, fields: readonly Extract<keyof F, string>[]): void {
  form.setFields(fields.map((name) => ({ name: name as never, errors: errors[name] ? [errors[name]] : [] })));
}
