import { useRef, useState } from 'react';
import type { FieldErrors } from 'shared';

type Field<F> = Extract<keyof F, string>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The messages an editor shows by field. Nothing shows before the first save; from then on the
 * messages follow the values: a field shows the validator's message for what it holds now, or the
 * server's while it still holds what the server refused. So a message goes as its field becomes
 * valid, and the form's "Some fields need attention" with the last one.
 * `show` puts the messages on the form (antd keeps a message it was given until it is given another).
 */
export function useFieldCheck<F>(show: (errors: FieldErrors<F>) => void) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const checked = useRef(false);
  const refused = useRef<{ errors: FieldErrors<F>; values: Partial<F> } | null>(null);

  const put = (next: FieldErrors<F>) => {
    setErrors((current) => (same(current, next) ? current : next));
    show(next);
  };

  return {
    errors,
    /** A save: the validator's messages on the values being saved. */
    check(problems: FieldErrors<F>) {
      checked.current = true;
      refused.current = null;
      put(problems);
    },
    /** The server refused the values the validator let through: its messages, on the values it refused. */
    refuse(problems: FieldErrors<F>, values: Partial<F>) {
      refused.current = { errors: problems, values };
      put(problems);
    },
    /** A value changed: `problems` are the validator's messages on the values now. */
    follow(problems: FieldErrors<F>, values: Partial<F>) {
      if (!checked.current) return;
      const next: FieldErrors<F> = { ...problems };
      const server = refused.current;
      if (server) {
        for (const field of Object.keys(server.errors) as Field<F>[]) {
          if (!next[field] && same(values[field], server.values[field])) next[field] = server.errors[field];
        }
      }
      put(next);
    },
  };
}
