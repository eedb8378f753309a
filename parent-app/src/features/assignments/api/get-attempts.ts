import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { readAssignmentAttempts, queryKeys } from 'shared';
import { pb, sessionAtom } from 'shared/session';

/** The children's attempts at one assignment: who is in the middle of it, and whether anyone has started. */
export function getAttempts(parentId: string, assignmentId: string) {
  return readAssignmentAttempts(pb, parentId, assignmentId);
}

export const attemptsQuery = (parentId: string, assignmentId: string) =>
  queryOptions({ queryKey: queryKeys.attempts.ofAssignment(assignmentId), queryFn: () => getAttempts(parentId, assignmentId) });

export function useAttempts(assignmentId: string | undefined) {
  const parentId = useAtomValue(sessionAtom).user?.id ?? '';
  return useQuery({ ...attemptsQuery(parentId, assignmentId ?? ''), enabled: Boolean(assignmentId) && parentId !== '' });
}
