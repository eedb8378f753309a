import { queryOptions, useQueries } from '@tanstack/react-query';
import { pb } from 'shared/session';

/** One question of a result's review, as the quiz engine gives it to the child and their parent. */
export interface ReviewedQuestion {
  id: string;
  text: string;
  isCorrect: boolean;
}

export function getResultReview(resultId: string): Promise<{ details: ReviewedQuestion[] }> {
  return pb.send(`/api/quiz/results/${encodeURIComponent(resultId)}`, { method: 'GET', requestKey: null });
}

/** A submitted result's review never changes. */
export const resultReviewQuery = (resultId: string) =>
  queryOptions({ queryKey: ['result-review', resultId], queryFn: () => getResultReview(resultId), staleTime: Infinity });

/** The reviews of several results at once (one per child on an assignment's detail). */
export function useResultReviews(resultIds: readonly string[]) {
  return useQueries({ queries: resultIds.map(resultReviewQuery) });
}
