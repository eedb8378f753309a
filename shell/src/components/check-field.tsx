import { useId, type ReactNode, type Ref } from 'react';

interface CheckFieldProps {
  label: string;
  /** The form keeps it as text: 'yes' when ticked, '' when not. */
  value: string;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  onChange: (value: string) => void;
  /** Said under the box and read with it (a link to what the box agrees to). */
  children?: ReactNode;
}

/** A labelled tick box whose message is shown under it and read with it. */
export function CheckField({ label, value, error, inputRef, onChange, children }: CheckFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  const describedBy = [children ? noteId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="form-field form-check">
      <div className="form-check-row">
        <input
          id={id}
          type="checkbox"
          ref={inputRef}
          checked={value === 'yes'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onChange(event.target.checked ? 'yes' : '')}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {children && (
        <p id={noteId} className="form-check-note">
          {children}
        </p>
      )}
      {error && (
        <p id={errorId} className="form-error">
          {error}
        </p>
      )}
    </div>
  );
}
