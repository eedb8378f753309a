import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from 'shared/session';

export interface Decision {
  collection: 'questions' | 'question_sets';
  id: string;
  /** Publish, or back to draft with the reviewer's comment for the author. */
  outcome: { publish: true } | { publish: false; comment: string };
}

/** A reviewer's decision; the server allows it only to a reviewer, and a set only once its questions are published. */
export function decide({ collection, id, outcome }: Decision) {
  const body = outcome.publish ? { status: 'published' } : { status: 'draft', review_comment: outcome.comment.trim() };
  return pb.collection(collection).update(id, body, { requestKey: null });
}

export function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    // The decision changes the item's status in its author's lists and the overview's counts too.
    onSuccess: () =>
      Promise.all(
        ['review-queue', 'questions', 'question-sets', 'creator-overview', 'creator-analytics'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
      ),
  });
}
