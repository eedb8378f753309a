import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from 'shared/session';
import type { ResultReview } from '../../../lib/result-review.ts';

export type EssayMarkInput = { resultId: string; questionId: string; correct: boolean; comment: string };

/**
 * A parent marks one of their child's written answers (an essay) right or wrong, with an optional
 * comment: `POST /api/results/{id}/mark` scores the result again and answers with its new review.
 */
export function markEssay({ resultId, ...body }: EssayMarkInput): Promise<ResultReview> {
  return pb.send<ResultReview>(`/api/results/${encodeURIComponent(resultId)}/mark`, { method: 'POST', body, requestKey: null });
}

export function useMarkEssay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markEssay,
    onSuccess: (review, { resultId }) => {
      queryClient.setQueryData(['result-review', resultId], review);
      // The result's score changed: every figure of the dashboards is read from the results.
      void queryClient.invalidateQueries({ queryKey: ['results'] });
    },
  });
}
