import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendApi, type AddChildBody, type ChildWithCode } from 'shared/api';
import { pb } from 'shared/session';
import { queryKeys } from 'shared';

/** Creates a child of the signed-in parent; the server picks the Student ID and the access code. */
export function addChild(input: AddChildBody): Promise<ChildWithCode> {
  return sendApi(pb, 'childCreate', { body: input, requestKey: null });
}

export function useAddChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addChild,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.children.all }),
  });
}
