import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { FieldErrors } from 'shared';

/**
 * A form for a screen that loads no antd (the shell's sign-in pages, the parent's Settings: docs/frontend.md,
 * "Forms"): values, messages by field from a validator or the server, and a submit that focuses the
 * first field with a message. Every other form is antd's `Form` with `applyFieldErrors`.
 */
export function useForm<F extends Record<string, string>>(
  initial: F,
  validate: (values: F) => FieldErrors<F>,
  /** Runs on every edit, after the field changes (the login clears the server's refusal then). */
  onEdit?: () => void,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [submitted, setSubmitted] = useState(false);
  const inputs = useRef(new Map<keyof F, HTMLInputElement>());
  // The same function at every render: an effect may fill the form without running again.
  const fill = useCallback((next: Partial<F>) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors({});
  }, []);

  const focusFirstError = (shown: FieldErrors<F>) => {
    const first = (Object.keys(values) as (keyof F)[]).find((name) => shown[name as Extract<keyof F, string>]);
    if (first) inputs.current.get(first)?.focus();
  };

  /** Changes one field; once the form was submitted, the field's message follows what is typed. */
  const set = (name: Extract<keyof F, string>, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    setErrors((current) => ({ ...current, [name]: submitted ? validate(next)[name] : undefined }));
    onEdit?.();
  };

  /** The ref of a field's input, so the first field with a message can take the focus. */
  const register = (name: keyof F) => (element: HTMLInputElement | null) => {
    if (element) inputs.current.set(name, element);
    else inputs.current.delete(name);
  };

  return {
    values,
    errors,
    /** What a TextField needs for one field: its value, its message, its ref and its change. */
    field: (name: Extract<keyof F, string>) => ({
      value: values[name],
      error: errors[name],
      inputRef: register(name),
      onChange: (value: string) => set(name, value),
    }),
    /** Fills several fields at once, as the demo logins card does. */
    setValues: fill,
    /** Shows messages by field, from the server's refusal for instance. */
    showErrors: (shown: FieldErrors<F>) => {
      setErrors(shown);
      focusFirstError(shown);
    },
    onSubmit: (save: (values: F) => void) => (event: FormEvent) => {
      event.preventDefault();
      setSubmitted(true);
      const found = validate(values);
      setErrors(found);
      if (Object.values(found).some(Boolean)) focusFirstError(found);
      else save(values);
    },
  };
}
