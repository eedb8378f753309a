import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from 'shared/session';
import { queryKeys } from 'shared';

/**
 * Deletes an assignment for the parent and the children; the server keeps the results earned on
 * it (docs/backend.md) and discards unfinished attempts, so only those lists change.
 */
export function deleteAssignment(id: string): Promise<boolean> {
  return pb.collection('assignments').delete(id, { requestKey: null });
}

export function useDeleteAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAssignment,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.assignments.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.attempts.all }),
      ]),
  });
}
