import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { readOpenAttempts, queryKeys } from 'shared';
import { pb, sessionAtom } from 'shared/session';

/** The assignments the child has a quiz in progress on: an unfinished attempt. */
export async function getOpenAttemptAssignments(studentId: string): Promise<string[]> {
  const attempts = await readOpenAttempts(pb, studentId);
  return attempts.map((attempt) => attempt.assignment_id);
}

export const openAttemptsQuery = (studentId: string) =>
  queryOptions({ queryKey: queryKeys.attempts.openOfChild(studentId), queryFn: () => getOpenAttemptAssignments(studentId) });

export function useOpenAttemptAssignments() {
  const studentId = useAtomValue(sessionAtom).user?.id ?? '';
  return useQuery({ ...openAttemptsQuery(studentId), enabled: studentId !== '' });
}
