import { queryOptions, useQuery } from '@tanstack/react-query';
import { sendApi, type Learning } from 'shared/api';
import { pb } from 'shared/session';
import { queryKeys } from 'shared';

/** A child's skill map and one next step: the child's own rows, read by the server. */
export function getLearning(childId: string): Promise<Learning> {
  return sendApi(pb, 'childLearning', { params: { childId }, requestKey: null });
}

export const learningQuery = (childId: string) =>
  queryOptions({ queryKey: queryKeys.learning.ofChild(childId), queryFn: () => getLearning(childId) });

export function useLearning(childId: string) {
  return useQuery(learningQuery(childId));
}
