import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> {
  label: string;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  onChange: (value: string) => void;
  /** A control beside the box (the access code's Show button). */
  beside?: ReactNode;
}

/** A labelled text box whose message is shown under it and read with it. */
export function TextField({ label, error, inputRef, onChange, beside, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const box = (
    <input
      {...input}
      id={id}
      ref={inputRef}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {beside ? (
        <div className="form-field-row">
          {box}
          {beside}
        </div>
      ) : (
        box
      )}
      {error && (
        <p id={errorId} className="form-error">
          {error}
        </p>
      )}
    </div>
  );
}
