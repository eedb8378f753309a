import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describeError, t } from 'shared';
import { Notice } from './notice.tsx';

/** Data on its way: the same quiet spinner everywhere, announced to screen readers. */
export function LoadingState({ label = t('state.loading') }: { label?: string }) {
  return (
    <div role="status" className="mcq-state">
      <span className="mcq-spinner" aria-hidden="true" /> <span>{label}</span>
    </div>
  );
}

/** A failed call in words for people, with a way to try again. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Notice
      type="error"
      role="alert"
      action={
        onRetry && (
          <button type="button" className="mcq-button" onClick={onRetry}>
            {t('state.retry')}
          </button>
        )
      }
    >
      {message}
    </Notice>
  );
}

/** Nothing to show yet, and what to do about it. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="mcq-state">{children}</p>;
}

interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** The read's default words (docs/product.md, "Errors"), shown when the server says nothing useful. */
  errorText: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/** The loading, error, empty and loaded states of one query, the same on every screen. */
export function QueryView<T>({ query, errorText, isEmpty, empty, children }: QueryViewProps<T>) {
  // Offline with nothing saved for it, a read waits for the connection (TanStack Query pauses it): said, not a
  // spinner that never ends. It loads by itself when the connection comes back.
  if (query.isPending && query.fetchStatus === 'paused')
    return (
      <Notice type="info" role="status">
        {t('state.offline')}
      </Notice>
    );
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState message={describeError(query.error, errorText)} onRetry={() => void query.refetch()} />;
  if (isEmpty?.(query.data) && empty) return <EmptyState>{empty}</EmptyState>;
  return <>{children(query.data)}</>;
}
