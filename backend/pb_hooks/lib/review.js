/// <reference path="../../pb_data/types.d.ts" />
// Review comments on questions and question sets: a reviewer who sends an item in review back to
// draft says why, and the author reads it on the item until sending it to review again.
const domain = require(`${__hooks}/lib/domain.js`);
const records = require(`${__hooks}/lib/server.js`).records;

const ONLY_REVIEWERS = 'Only a reviewer sending an item back to draft writes a review comment';

/** @param {core.RecordRequestEvent} e @param {boolean} isCreate */
function checkReviewComment(e, isCreate) {
  if (e.hasSuperuserAuth()) return;
  const record = e.record;
  const comment = record.getString('review_comment');
  if (isCreate) {
    if (comment) records.throwIfInvalid({ review_comment: ONLY_REVIEWERS });
    return;
  }
  const original = record.original();
  const from = original.getString('status');
  const to = record.getString('status');
  // Who may change the status is src/content's rule, checked before this one.
  const sentBackByReviewer = from === 'review' && to === 'draft' && original.getString('created_by') !== e.auth.id;
  if (sentBackByReviewer) {
    if (!comment.trim()) records.throwIfInvalid({ review_comment: domain.MESSAGES.reviewComment });
    return;
  }
  if (comment !== original.getString('review_comment')) records.throwIfInvalid({ review_comment: ONLY_REVIEWERS });
  // The item goes on to review (or is published): the comment was answered.
  if (to !== 'draft') record.set('review_comment', '');
}

module.exports = { checkReviewComment };
