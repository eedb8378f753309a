import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteDrafts } from '../../../lib/own-content.ts';
import { queryKeys } from 'shared';

/** Manage Questions' bulk Delete: the chosen drafts go together, or none do. */
export function useDeleteQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) => deleteDrafts('questions', ids),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.questions.all }),
  });
}
