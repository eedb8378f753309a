import { Tag } from 'antd';
import type { ContentStatus } from 'shared';

/** SPEC.md section 4: draft, review and published are shown gray, yellow and green. */
const COLOURS: Record<ContentStatus, string> = { draft: 'default', review: 'gold', published: 'green' };
export const STATUS_LABELS: Record<ContentStatus, string> = { draft: 'Draft', review: 'Review', published: 'Published' };

export function StatusTag({ status }: { status: ContentStatus }) {
  return (
    <Tag color={COLOURS[status]} className="mcq-status">
      {STATUS_LABELS[status]}
    </Tag>
  );
}
