import type { ButtonHTMLAttributes } from 'react';
import './kid-button.css';

interface KidButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The filled button: the way forward, or the calmer answer of a question. */
  primary?: boolean;
  /** Working on it: a spinner, and a tap changes nothing until it is done. */
  busy?: boolean;
}

/**
 * The child's large button, plain markup on the shared `.mcq-button` with the area's size and shape: the
 * quiz and its results need no antd Button (about 15 KB gzip off the quiz page's first load).
 */
export function KidButton({ primary = false, busy = false, className, onClick, children, ...rest }: KidButtonProps) {
  return (
    <button
      type="button"
      className={['mcq-button', 'kid-button', primary && 'mcq-button-primary', className].filter(Boolean).join(' ')}
      aria-busy={busy || undefined}
      onClick={busy ? undefined : onClick}
      {...rest}
    >
      {busy && <span className="mcq-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
