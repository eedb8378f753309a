import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { readParentAssignments, type AssignmentsResponse, type StudentsResponse, queryKeys } from 'shared';
import { pb, sessionAtom } from 'shared/session';

export type Assignment = AssignmentsResponse<string[], { assigned_students?: StudentsResponse[] }>;

/**
 * The parent's assignments, newest first, with the children they are given to (docs/product.md, "Parent dashboard": list
 * assignments by parent). The server leaves deleted ones out.
 */
export function getAssignments(parentId: string): Promise<Assignment[]> {
  return readParentAssignments<Assignment>(pb, parentId);
}

export const assignmentsQuery = (parentId: string) =>
  queryOptions({ queryKey: queryKeys.assignments.ofParent(parentId), queryFn: () => getAssignments(parentId) });

/** One cache entry for the dashboard's tabs and the edit screen. */
export function useAssignments() {
  const parentId = useAtomValue(sessionAtom).user?.id ?? '';
  return useQuery({ ...assignmentsQuery(parentId), enabled: parentId !== '' });
}
