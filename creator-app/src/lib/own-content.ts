import type { ContentCollection } from 'shared';
import { pb } from 'shared/session';

/** The most items one bulk action takes: the server's requests per batch (settings.batch.maxRequests). */
export const BULK_MAX = 100;

/**
 * The bulk actions of the manage screens, each one batch: one transaction, so every chosen item
 * changes or none does (the manage screens let a creator choose at most BULK_MAX).
 */
export async function submitForReview(collection: ContentCollection, ids: readonly string[]): Promise<void> {
  const batch = pb.createBatch();
  for (const id of ids) batch.collection(collection).update(id, { status: 'review' });
  await batch.send({ requestKey: null });
}

/** Deletes drafts; the server refuses the whole batch if one of them is not the creator's own draft. */
export async function deleteDrafts(collection: ContentCollection, ids: readonly string[]): Promise<void> {
  const batch = pb.createBatch();
  for (const id of ids) batch.collection(collection).delete(id);
  await batch.send({ requestKey: null });
}
