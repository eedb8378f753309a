import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, type AssignmentsRecord } from 'shared';
import { pb } from 'shared/session';

/** What the form sends; the server works out the question count, the minutes and the subject. */
export type AssignmentInput = Pick<
  AssignmentsRecord,
  'title' | 'instructions' | 'timeLimit' | 'dueDate' | 'question_sets' | 'assigned_students'
> & {
  status: 'draft' | 'active';
};

/** Create an assignment (docs/product.md, "Create and Edit Assignment"), with created_by the signed-in parent. */
export function createAssignment(input: AssignmentInput & { created_by: string }) {
  return pb.collection('assignments').create(input, { requestKey: null });
}

export function useCreateAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAssignment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.assignments.all }),
  });
}
