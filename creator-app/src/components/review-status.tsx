import { translator, type ContentStatus } from 'shared';
import { StatusTag } from 'shared/ui';
import './review-status.css';

const t = translator({ returned: 'Changes requested', note: 'Reviewer: {comment}' });

/**
 * An item's status in the creator's lists. A draft a reviewer sent back (it keeps the reviewer's
 * note until it goes to review again) says "Changes requested", with the note.
 */
export function ReviewStatus({ status, comment }: { status: ContentStatus; comment?: string | undefined }) {
  if (status !== 'draft' || !comment) return <StatusTag status={status} />;
  return (
    <span className="creator-returned">
      <span className="mcq-status creator-status-returned">{t('returned')}</span>
      <span className="creator-returned-note" title={comment}>
        {t('note', { comment })}
      </span>
    </span>
  );
}
