import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { getOwnContent, type OwnContentParams } from 'shared';
import { sessionAtom } from 'shared/session';
import type { SetRecord } from '../set-fields.ts';

export const questionSetsQuery = (creatorId: string, params: OwnContentParams) =>
  queryOptions({ queryKey: ['question-sets', 'list', creatorId, params], queryFn: () => getOwnContent<SetRecord>('question_sets', params) });

/** The dashboard's list and Manage Question Sets share this; a new page keeps the old one shown until it comes. */
export function useQuestionSets(params: OwnContentParams) {
  const creatorId = useAtomValue(sessionAtom).user?.id ?? '';
  return useQuery({ ...questionSetsQuery(creatorId, params), enabled: creatorId !== '', placeholderData: keepPreviousData });
}
