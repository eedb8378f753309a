import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { readChildAssignments, queryKeys } from 'shared';
import { pb, sessionAtom } from 'shared/session';

/** Active assignments given to a student, newest first (docs/product.md, "Student dashboard"). */
export function getStudentAssignments(child: { id: string; parentId: string }) {
  return readChildAssignments(pb, child);
}

export const studentAssignmentsQuery = (child: { id: string; parentId: string }) =>
  queryOptions({ queryKey: queryKeys.assignments.ofChild(child.id), queryFn: () => getStudentAssignments(child) });

export function useStudentAssignments() {
  const user = useAtomValue(sessionAtom).user;
  const child = { id: user?.id ?? '', parentId: user?.parentId ?? '' };
  return useQuery({ ...studentAssignmentsQuery(child), enabled: child.id !== '' });
}
