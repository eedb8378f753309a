import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ClientResponseError } from 'pocketbase';
import { pb } from 'shared/session';
import { queryKeys } from 'shared';

export interface Decision {
  collection: 'questions' | 'question_sets';
  id: string;
  /**
   * Publish the version the reviewer read (its `updated` stamp: the server refuses it when the item
   * changed since), or send it back to draft with the reviewer's comment for the author.
   */
  outcome: { publish: true; version: string } | { publish: false; comment: string };
}

/** A reviewer's decision; the server allows it only to a reviewer, and a set only once its questions are published. */
export function decide({ collection, id, outcome }: Decision) {
  const body = outcome.publish
    ? { status: 'published', reviewed_version: outcome.version }
    : { status: 'draft', review_comment: outcome.comment.trim() };
  return pb.collection(collection).update(id, body, { requestKey: null });
}

/** The server's answer to a Publish of a version that is no longer the item's: its author changed it after the queue was read. */
export function changedSinceRead(error: unknown): boolean {
  return error instanceof ClientResponseError && error.status === 409;
}

export function useDecide() {
  const queryClient = useQueryClient();
  const refresh = (keys: readonly QueryKey[]) => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn: decide,
    // The decision changes the item's status in its author's lists and the overview's counts too.
    onSuccess: () =>
      refresh([
        queryKeys.reviewQueue.all,
        queryKeys.questions.all,
        queryKeys.questionSets.all,
        queryKeys.creatorOverview.all,
        queryKeys.creatorAnalytics.all,
      ]),
    // The queue then shows the item as it is now (or no more, when its author took it back).
    onError: (error) => (changedSinceRead(error) ? refresh([queryKeys.reviewQueue.all]) : undefined),
  });
}
