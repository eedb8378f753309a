import { queryOptions, useQuery } from '@tanstack/react-query';
import { sendApi, type CreatorAnalytics } from 'shared/api';
import { pb } from 'shared/session';
import { queryKeys } from 'shared';

export function getAnalytics(): Promise<CreatorAnalytics> {
  return sendApi(pb, 'creatorAnalytics', { requestKey: null });
}

/** The creator's questions and sets as children answered them, worked out by the server from submitted quizzes. */
export const analyticsQuery = queryOptions({ queryKey: queryKeys.creatorAnalytics.all, queryFn: getAnalytics, staleTime: 0 });

export function useAnalytics() {
  return useQuery(analyticsQuery);
}
