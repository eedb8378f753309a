import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreatorOverview } from 'shared';
import { pb } from 'shared/session';

export function getOverview(): Promise<CreatorOverview> {
  return pb.send<CreatorOverview>('/api/creator/overview', { method: 'GET', requestKey: null });
}

/** The dashboard's tiles, counted by the server; asked again on every visit, since any save changes them. */
export const overviewQuery = queryOptions({ queryKey: ['creator-overview'], queryFn: getOverview, staleTime: 0 });

export function useOverview() {
  return useQuery(overviewQuery);
}
