import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { pb, sessionAtom } from 'shared/session';

/** The assignments the child has a quiz in progress on: an unfinished attempt. */
export async function getOpenAttemptAssignments(studentId: string): Promise<string[]> {
  const attempts = await pb.collection('attempts').getFullList({
    filter: pb.filter('student_id = {:studentId} && status = "in_progress"', { studentId }),
    requestKey: null,
  });
  return attempts.map((attempt) => attempt.assignment_id);
}

export const openAttemptsQuery = (studentId: string) =>
  queryOptions({ queryKey: ['attempts', studentId], queryFn: () => getOpenAttemptAssignments(studentId) });

export function useOpenAttemptAssignments() {
  const studentId = useAtomValue(sessionAtom).user?.id ?? '';
  return useQuery({ ...openAttemptsQuery(studentId), enabled: studentId !== '' });
}
