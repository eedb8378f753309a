import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendApi, type EssayMarkBody, type ResultReview } from 'shared/api';
import { pb } from 'shared/session';
import { queryKeys } from 'shared';

export type EssayMarkInput = EssayMarkBody & { resultId: string };

/**
 * A parent marks one of their child's written answers (an essay) right or wrong, with an optional
 * comment: `POST /api/results/{id}/mark` scores the result again and answers with its new review.
 */
export function markEssay({ resultId, ...body }: EssayMarkInput): Promise<ResultReview> {
  return sendApi(pb, 'resultMark', { params: { resultId }, body, requestKey: null });
}

export function useMarkEssay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markEssay,
    onSuccess: (review, { resultId }) => {
      queryClient.setQueryData(queryKeys.resultReview.of(resultId), review);
      // The result's score changed: every figure of the dashboards is read from the results.
      void queryClient.invalidateQueries({ queryKey: queryKeys.results.all });
    },
  });
}
