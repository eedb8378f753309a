import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreatorAnalytics } from 'shared';
import { pb } from 'shared/session';

export function getAnalytics(): Promise<CreatorAnalytics> {
  return pb.send<CreatorAnalytics>('/api/creator/analytics', { method: 'GET', requestKey: null });
}

/** The creator's questions and sets as children answered them, worked out by the server from submitted quizzes. */
export const analyticsQuery = queryOptions({ queryKey: ['creator-analytics'], queryFn: getAnalytics, staleTime: 0 });

export function useAnalytics() {
  return useQuery(analyticsQuery);
}
