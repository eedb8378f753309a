import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { readFamilyResults, type AssignmentsResponse, type EssayMarks, type ResultsResponse, queryKeys } from 'shared';
import { pb, sessionAtom } from 'shared/session';

type Expanded = ResultsResponse<Record<string, string>, EssayMarks, { assignment_id?: AssignmentsResponse }>;
/** A result with the title and subject of its assignment, which every figure and list shows. */
export type Result = Expanded & { title: string; subject: string };

/**
 * Every result of the parent's children, newest first, each with its assignment: the server
 * still expands an assignment the parent has deleted, so its title and subject stay in the figures.
 */
export async function getResults(parentId: string): Promise<Result[]> {
  const results = await readFamilyResults<Expanded>(pb, parentId);
  return results.map((result) => ({
    ...result,
    title: result.expand?.assignment_id?.title ?? '',
    subject: result.expand?.assignment_id?.subject ?? '',
  }));
}

export const resultsQuery = (parentId: string) =>
  queryOptions({ queryKey: queryKeys.results.ofParent(parentId), queryFn: () => getResults(parentId) });

export function useResults() {
  const parentId = useAtomValue(sessionAtom).user?.id ?? '';
  return useQuery({ ...resultsQuery(parentId), enabled: parentId !== '' });
}
