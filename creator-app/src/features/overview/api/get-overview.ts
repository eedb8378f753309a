import { queryOptions, useQuery } from '@tanstack/react-query';
import { sendApi, type CreatorOverview } from 'shared/api';
import { pb } from 'shared/session';
import { queryKeys } from 'shared';

export function getOverview(): Promise<CreatorOverview> {
  return sendApi(pb, 'creatorOverview', { requestKey: null });
}

/** The dashboard's tiles, counted by the server; asked again on every visit, since any save changes them. */
export const overviewQuery = queryOptions({ queryKey: queryKeys.creatorOverview.all, queryFn: getOverview, staleTime: 0 });

export function useOverview() {
  return useQuery(overviewQuery);
}
