import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { readChildren, queryKeys } from 'shared';
import { pb, sessionAtom } from 'shared/session';

/** The signed-in parent's children, by name (`readChildren`, shared/src/screen-reads.ts). */
export function getChildren(parentId: string) {
  return readChildren(pb, parentId);
}

export const childrenQuery = (parentId: string) =>
  queryOptions({ queryKey: queryKeys.children.ofParent(parentId), queryFn: () => getChildren(parentId) });

/** One cache entry for every screen that shows the children: the dashboard and the Children screen. */
export function useChildren() {
  const parentId = useAtomValue(sessionAtom).user?.id ?? '';
  return useQuery({ ...childrenQuery(parentId), enabled: parentId !== '' });
}
