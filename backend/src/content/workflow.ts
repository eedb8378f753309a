// Status changes and authorship: owners write drafts and send them to review; only a reviewer
// publishes (from review, never their own work, naming the version read) or takes a published item
// back; a reviewer who is not the author changes nothing but the status.
import { statusChangeProblem } from '../domain.ts';
import { bodyOf, recordOf } from '../events.ts';

/** The body key of a reviewer's Publish: the `updated` stamp of the item as the reviewer read it. */
const REVIEWED_VERSION = 'reviewed_version';
const VERSION_UNNAMED = 'Publish names the version you reviewed: send its updated time';
const VERSION_CHANGED = 'This item changed after you opened it: look at it again before publishing.';

export function workflowErrors(e: core.RecordRequestEvent, isCreate: boolean): Record<string, string> {
  if (e.hasSuperuserAuth()) return {};
  const record = recordOf(e);
  const auth = e.auth;
  // The collections' rules let no one without a session write content.
  if (!auth) throw new ForbiddenError();
  const isReviewer = auth.getBool('reviewer');
  const status = record.getString('status');
  const errors: Record<string, string> = {};
  if (isCreate) {
    if (record.getString('created_by') !== auth.id) errors.created_by = 'New items are saved under your own name';
    if (status === 'published') errors.status = 'New items start as a draft or in review; a reviewer publishes them';
    return errors;
  }
  const original = record.original();
  const isOwner = original.getString('created_by') === auth.id;
  if (record.getString('created_by') !== original.getString('created_by')) errors.created_by = 'The author of an item cannot change';
  const problem = statusChangeProblem(original.getString('status'), status, { isOwner, isReviewer });
  if (problem) errors.status = problem;
  const body = bodyOf(e);
  if (!isOwner) {
    for (const field of Object.keys(body)) {
      if (field !== 'status' && field !== 'review_comment' && field !== REVIEWED_VERSION)
        errors[field] = 'A reviewer changes only the status of an item';
    }
  }
  const reviewed = body[REVIEWED_VERSION];
  if (isPublishing(record) && (typeof reviewed !== 'string' || !reviewed)) errors[REVIEWED_VERSION] = VERSION_UNNAMED;
  return errors;
}

/** Whether this save takes the item from review to published. */
function isPublishing(record: core.Record): boolean {
  return record.getString('status') === 'published' && record.original().getString('status') === 'review';
}

/**
 * A reviewer publishes the version they read: a Publish naming another `updated` stamp than the
 * item's is refused, so an edit made after the reviewer opened it (and taken back to draft and sent
 * again, as the freeze asks: frozen.ts) is never published unseen. Call once the other checks passed.
 */
export function assertReviewedVersion(e: core.RecordRequestEvent): void {
  const record = recordOf(e);
  if (e.hasSuperuserAuth() || !isPublishing(record)) return;
  if (bodyOf(e)[REVIEWED_VERSION] !== record.original().getString('updated')) throw new ApiError(409, VERSION_CHANGED);
}
