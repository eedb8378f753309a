import { useId, type ReactNode } from 'react';
import './preference-switch.css';

export interface PreferenceSwitchProps {
  label: string;
  description: ReactNode;
  checked: boolean;
  onChange: (on: boolean) => void;
  disabled?: boolean;
  /** Calm news of the last change ("Saved"), read out politely. */
  status?: string;
  /** Why the last change did not happen, in words for people, read out at once. */
  problem?: string;
}

/**
 * One on/off choice of a Settings screen: a native checkbox in the switch role (Space turns it; its
 * state is "on" or "off" to a screen reader), a label the whole width of the row (a large target for a
 * finger), the explanation under it, and the answer to the last change.
 */
export function PreferenceSwitch({ label, description, checked, onChange, disabled, status, problem }: PreferenceSwitchProps) {
  const id = useId();
  return (
    <div className="mcq-preference">
      <label className="mcq-preference-row" htmlFor={id}>
        <span className="mcq-preference-label">{label}</span>
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="mcq-switch"
          checked={checked}
          disabled={disabled}
          aria-describedby={`${id}-description`}
          onChange={(event) => onChange(event.target.checked)}
        />
      </label>
      <p id={`${id}-description`} className="mcq-preference-description">
        {description}
      </p>
      {/* Always on the page, so that a screen reader hears what is written into it. */}
      <p role="status" className="mcq-preference-status">
        {status}
      </p>
      {problem && (
        <p role="alert" className="mcq-notice mcq-notice-error">
          {problem}
        </p>
      )}
    </div>
  );
}
