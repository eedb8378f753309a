import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from 'shared/session';
import type { AssignmentInput } from './create-assignment.ts';
import { queryKeys } from 'shared';

export function updateAssignment({ id, ...input }: AssignmentInput & { id: string }) {
  return pb.collection('assignments').update(id, input, { requestKey: null });
}

export function useUpdateAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAssignment,
    // The results carry the assignment's title and subject (Recent Activity, Progress), read through it.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.assignments.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.results.all }),
      ]),
  });
}
