import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { AssignmentsRecord, ResultsRecord } from 'shared';
import { pb, sessionAtom } from 'shared/session';

export type StudentResult = ResultsRecord & { id: string; expand?: { assignment_id?: AssignmentsRecord } };

/** The child's results, newest first, each with its assignment (SPEC.md 7: results by student). */
export function getStudentResults(studentId: string) {
  return pb.collection('results').getFullList<StudentResult>({
    filter: pb.filter('student_id = {:studentId}', { studentId }),
    expand: 'assignment_id',
    sort: '-completed_at',
    requestKey: null,
  });
}

export const studentResultsQuery = (studentId: string) =>
  queryOptions({ queryKey: ['results', studentId], queryFn: () => getStudentResults(studentId) });

export function useStudentResults() {
  const studentId = useAtomValue(sessionAtom).user?.id ?? '';
  return useQuery({ ...studentResultsQuery(studentId), enabled: studentId !== '' });
}
