import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { readChildResults, type AssignmentsRecord, type ResultsRecord, queryKeys } from 'shared';
import { pb, sessionAtom } from 'shared/session';

export type ChildResult = ResultsRecord & { id: string; expand?: { assignment_id?: AssignmentsRecord } };

/**
 * All the child's results, newest first, each with its assignment (docs/product.md, "Records"): what
 * points, streaks and achievements are counted from. The dashboard reads the same list under the same key.
 */
export const childResultsQuery = (studentId: string) =>
  queryOptions({ queryKey: queryKeys.results.ofChild(studentId), queryFn: () => readChildResults<ChildResult>(pb, studentId) });

export function useChildResults(enabled = true) {
  const studentId = useAtomValue(sessionAtom).user?.id ?? '';
  return useQuery({ ...childResultsQuery(studentId), enabled: enabled && studentId !== '' });
}
