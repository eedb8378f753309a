import { useMutation, useQueryClient } from '@tanstack/react-query';
import { submitForReview } from '../../../lib/own-content.ts';
import { queryKeys } from 'shared';

/** Manage Question Sets' bulk Submit for Review: together, or none. */
export function useSubmitQuestionSets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) => submitForReview('question_sets', ids),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.questionSets.all }),
  });
}
