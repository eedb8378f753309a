import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { sendApi, type ResultReview } from 'shared/api';
import { pb } from 'shared/session';
import { queryKeys } from 'shared';

// The review of a submitted result, read by the assignment's detail (the class's tallies, essays to mark) and by
// Progress (one child's answers against the right ones).

export function getResultReview(resultId: string): Promise<ResultReview> {
  return sendApi(pb, 'resultReview', { params: { resultId }, requestKey: null });
}

/** A submitted result's review changes only as the parent marks an essay, which writes the new one here (mark-essay.ts). */
export const resultReviewQuery = (resultId: string) =>
  queryOptions({ queryKey: queryKeys.resultReview.of(resultId), queryFn: () => getResultReview(resultId), staleTime: Infinity });

/** The reviews of several results at once (one per child on an assignment's detail). */
export function useResultReviews(resultIds: readonly string[]) {
  return useQueries({ queries: resultIds.map(resultReviewQuery) });
}

/** One result's review (a child's answers on Progress), read when asked for. */
export function useResultReview(resultId: string, enabled: boolean) {
  return useQuery({ ...resultReviewQuery(resultId), enabled });
}
