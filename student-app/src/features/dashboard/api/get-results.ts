import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { readChildResults, type AssignmentsRecord, type ResultsRecord } from 'shared';
import { pb, sessionAtom } from 'shared/session';

export type StudentResult = ResultsRecord & { id: string; expand?: { assignment_id?: AssignmentsRecord } };

/** The child's results, newest first, each with its assignment (SPEC.md 7: results by student). */
export function getStudentResults(studentId: string) {
  return readChildResults<StudentResult>(pb, studentId);
}

export const studentResultsQuery = (studentId: string) =>
  queryOptions({ queryKey: ['results', studentId], queryFn: () => getStudentResults(studentId) });

export function useStudentResults() {
  const studentId = useAtomValue(sessionAtom).user?.id ?? '';
  return useQuery({ ...studentResultsQuery(studentId), enabled: studentId !== '' });
}
