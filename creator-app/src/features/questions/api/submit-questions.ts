import { useMutation, useQueryClient } from '@tanstack/react-query';
import { submitForReview } from '../../../lib/own-content.ts';
import { queryKeys } from 'shared';

/** Manage Questions' bulk Submit for Review: the chosen drafts go to review together, or none do. */
export function useSubmitQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) => submitForReview('questions', ids),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.questions.all }),
  });
}
