import { useId, type InputHTMLAttributes, type Ref } from 'react';

interface SettingsFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'className'> {
  label: string;
  error?: string | undefined;
  /** The box, for the form to focus the first field with a message. */
  inputRef?: Ref<HTMLInputElement>;
  onChange: (value: string) => void;
}

/** A labelled text box of Settings, its message under it and read with it (plain markup: no antd on this screen). */
export function SettingsField({ label, error, inputRef, onChange, ...input }: SettingsFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="settings-field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        ref={inputRef}
        className="mcq-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? errorId : '', input['aria-describedby'] ?? ''].filter(Boolean).join(' ') || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={errorId} className="settings-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
