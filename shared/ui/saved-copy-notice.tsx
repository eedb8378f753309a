import type { UseQueryResult } from '@tanstack/react-query';
import { formatDate, formatTime, t } from 'shared';
import { Notice } from './notice.tsx';
import { useOnline } from './use-online.ts';

/**
 * Whether data was restored from the account's saved copy rather than read on this visit: nothing read
 * since the page loaded is older than the page.
 */
const isFromSavedCopy = (updatedAt: number) => updatedAt > 0 && updatedAt < performance.timeOrigin;

/** When the copy was saved, written as the portal writes times; the date too when it was not today. */
function savedAtWords(updatedAt: number, now = new Date()): string {
  const saved = new Date(updatedAt);
  const time = formatTime(saved);
  if (saved.toDateString() === now.toDateString()) return t('offline.savedCopy', { time });
  return t('offline.savedCopy.earlier', { date: formatDate(saved.toISOString()), time });
}

/**
 * The calm line a first screen shows when there is no connection and what it shows comes from the saved
 * copy: when that copy was saved (the oldest of the screen's reads). Nothing otherwise.
 */
export function SavedCopyNotice({ reads }: { reads: readonly Pick<UseQueryResult, 'data' | 'dataUpdatedAt'>[] }) {
  const online = useOnline();
  const saved = reads.filter((read) => read.data !== undefined && isFromSavedCopy(read.dataUpdatedAt)).map((read) => read.dataUpdatedAt);
  if (online || saved.length === 0) return null;
  return (
    <Notice type="info" role="status">
      {savedAtWords(Math.min(...saved))}
    </Notice>
  );
}
