import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimeAllowance } from 'shared';
import { pb, sessionAtom } from 'shared/session';
import { useAtomValue } from 'jotai';
import { childrenKey } from './get-children.ts';

/**
 * A child's time on timed quizzes (WCAG 2.2.1): extra time or no time limit. The server applies
 * it to each quiz the child starts from now on; a quiz in progress keeps its deadline.
 */
export function setTimeAllowance({ childId, allowance }: { childId: string; allowance: TimeAllowance }) {
  return pb.collection('students').update(childId, { time_allowance: allowance }, { requestKey: null });
}

export function useSetTimeAllowance() {
  const queryClient = useQueryClient();
  const parentId = useAtomValue(sessionAtom).user?.id ?? '';
  return useMutation({
    mutationFn: setTimeAllowance,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: childrenKey(parentId) }),
  });
}
