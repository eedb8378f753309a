import type { ReactNode } from 'react';

/**
 * A message in a coloured band (saved, failed, for information): plain markup, so the first screen
 * of an area does not load antd's Alert for it. `role` is `alert` for a failure the user must hear
 * at once, `status` for news that can wait.
 */
export function Notice({
  type,
  role,
  children,
  action,
}: {
  type: 'success' | 'error' | 'info';
  role: 'alert' | 'status' | 'note';
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div role={role} className={`mcq-notice mcq-notice-${type}`}>
      <span>{children}</span>
      {action}
    </div>
  );
}
