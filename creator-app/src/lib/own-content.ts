import type { ContentCollection } from 'shared';
import { pb } from 'shared/session';

/**
 * The bulk actions of the manage screens, each one batch: one transaction, so every chosen item
 * changes or none does (a page holds 30, under the server's 100 requests per batch).
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
