import { queryOptions, useQueries } from '@tanstack/react-query';
import type { EssayMark } from 'shared';
import { pb } from 'shared/session';

/** One question of a result's review, as the quiz engine gives it to the child and their parent. */
export interface ReviewedQuestion {
  id: string;
  type?: string;
  text: string;
  isCorrect: boolean;
  /** What the child answered (an essay's text). */
  selected?: string | null;
  /** For an essay, the marking guide. */
  explanation?: string;
  /** An essay's mark, null until the parent marks it. */
  mark?: EssayMark | null;
  /** An essay written and not marked yet. */
  awaitingMarking?: boolean;
}

export type ResultReview = { details: ReviewedQuestion[] };

export function getResultReview(resultId: string): Promise<ResultReview> {
  return pb.send(`/api/quiz/results/${encodeURIComponent(resultId)}`, { method: 'GET', requestKey: null });
}

/** A submitted result's review changes only as the parent marks an essay, which writes the new one here (mark-essay.ts). */
export const resultReviewQuery = (resultId: string) =>
  queryOptions({ queryKey: ['result-review', resultId], queryFn: () => getResultReview(resultId), staleTime: Infinity });

/** The reviews of several results at once (one per child on an assignment's detail). */
export function useResultReviews(resultIds: readonly string[]) {
  return useQueries({ queries: resultIds.map(resultReviewQuery) });
}
