import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteDrafts } from '../../../lib/own-content.ts';
import { queryKeys } from 'shared';

/** Manage Question Sets' bulk Delete of drafts: together, or none. */
export function useDeleteQuestionSets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) => deleteDrafts('question_sets', ids),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.questionSets.all }),
  });
}
