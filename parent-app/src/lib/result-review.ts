import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { EssayMark } from 'shared';
import { pb } from 'shared/session';

// The review of a submitted result, read by the assignment's detail (the class's tallies, essays to mark) and by
// Progress (one child's answers against the right ones).

/** One question of a result's review, as the quiz engine gives it to the child and their parent. */
export interface ReviewedQuestion {
  id: string;
  type?: string;
  text: string;
  isCorrect: boolean;
  /** A choice question's options (the right one marked), a matching question's pairs (left and its match). */
  options?: Array<{ id: string; text?: string; isCorrect?: boolean; match?: string; alt?: string; matchId?: string }>;
  /** A typed question's key. */
  correctAnswer?: string;
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

/** One result's review (a child's answers on Progress), read when asked for. */
export function useResultReview(resultId: string, enabled: boolean) {
  return useQuery({ ...resultReviewQuery(resultId), enabled });
}
