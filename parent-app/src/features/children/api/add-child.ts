import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Grade, StudentsRecord, StudentsResponse } from 'shared';
import { pb } from 'shared/session';

export type AddChildInput = Pick<StudentsRecord, 'name'> & { grade: Grade };

/** The server's answer when it gives a child an access code: the only time the code can be read. */
export interface ChildWithCode {
  student: StudentsResponse;
  accessCode: string;
}

/** Creates a child of the signed-in parent; the server picks the Student ID and the access code. */
export function addChild(input: AddChildInput): Promise<ChildWithCode> {
  return pb.send<ChildWithCode>('/api/children', { method: 'POST', body: input, requestKey: null });
}

export function useAddChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addChild,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['children'] }),
  });
}
