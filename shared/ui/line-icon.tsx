import type { ReactNode } from 'react';

/**
 * A line icon drawn inline (24-unit grid, the current text colour): a few hundred bytes where an icon
 * library would weigh on every page. Decorative: the control around it carries the words.
 */
export function LineIcon({ children, className, size }: { children: ReactNode; className?: string; size?: number }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
