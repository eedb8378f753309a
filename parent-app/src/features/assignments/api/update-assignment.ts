import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from 'shared/session';
import type { AssignmentInput } from './create-assignment.ts';

export function updateAssignment({ id, ...input }: AssignmentInput & { id: string }) {
  return pb.collection('assignments').update(id, input, { requestKey: null });
}

export function useUpdateAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAssignment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['assignments'] }),
  });
}
