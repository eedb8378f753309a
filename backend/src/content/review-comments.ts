// Review comments on questions and question sets: a reviewer who sends an item in review back to
// draft says why, and the author reads it on the item until sending it to review again. Checked
// after the content's own checks (workflow.ts says who may change the status).
import { MESSAGES } from '../domain.ts';
import { recordOf } from '../events.ts';
import { throwIfInvalid } from '../records.ts';

const ONLY_REVIEWERS = 'Only a reviewer sending an item back to draft writes a review comment';

export function checkReviewComment(e: core.RecordRequestEvent, isCreate: boolean): void {
  if (e.hasSuperuserAuth()) return;
  const record = recordOf(e);
  const comment = record.getString('review_comment');
  if (isCreate) {
    if (comment) throwIfInvalid({ review_comment: ONLY_REVIEWERS });
    return;
  }
  const original = record.original();
  const from = original.getString('status');
  const to = record.getString('status');
  const sentBackByReviewer = from === 'review' && to === 'draft' && original.getString('created_by') !== e.auth?.id;
  if (sentBackByReviewer) {
    if (!comment.trim()) throwIfInvalid({ review_comment: MESSAGES.reviewComment });
    return;
  }
  if (comment !== original.getString('review_comment')) throwIfInvalid({ review_comment: ONLY_REVIEWERS });
  // The item goes on to review (or is published): the comment was answered.
  if (to !== 'draft') record.set('review_comment', '');
}
