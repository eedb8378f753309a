import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from 'shared/session';
import { queryKeys } from 'shared';

/** Deletes a child; the server deletes the child's attempts and results with it. */
export function removeChild(childId: string): Promise<boolean> {
  return pb.collection('students').delete(childId, { requestKey: null });
}

export function useRemoveChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeChild,
    // The server also takes the child off assignments and deletes their attempts and results.
    onSuccess: () =>
      Promise.all(
        [queryKeys.children.all, queryKeys.assignments.all, queryKeys.attempts.all, queryKeys.results.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
