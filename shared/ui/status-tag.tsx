import type { ContentStatus } from 'shared';

export const STATUS_LABELS: Record<ContentStatus, string> = { draft: 'Draft', review: 'Review', published: 'Published' };

/** docs/product.md, "Statuses": draft, review and published are shown gray, yellow and green (in shades that keep the text readable). */
export function StatusTag({ status }: { status: ContentStatus }) {
  return <span className={`mcq-status mcq-status-${status}`}>{STATUS_LABELS[status]}</span>;
}
