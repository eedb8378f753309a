import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { pb, sessionAtom } from 'shared/session';

/** Active assignments given to a student, newest first (SPEC.md 7: list assignments of a student). */
export function getStudentAssignments(studentId: string) {
  return pb.collection('assignments').getFullList({
    filter: pb.filter('assigned_students ~ {:studentId} && status = "active"', { studentId }),
    sort: '-created',
    requestKey: null,
  });
}

export const studentAssignmentsQuery = (studentId: string) =>
  queryOptions({ queryKey: ['assignments', studentId], queryFn: () => getStudentAssignments(studentId) });

export function useStudentAssignments() {
  const studentId = useAtomValue(sessionAtom).user?.id ?? '';
  return useQuery({ ...studentAssignmentsQuery(studentId), enabled: studentId !== '' });
}
