import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { LIST_PAGE_SIZE, type ContentStatus } from 'shared';
import { pb, sessionAtom } from 'shared/session';
import type { SetRecord } from '../set-fields.ts';

export interface SetListParams {
  search?: string;
  subject?: string;
  grade?: string;
  type?: string;
  difficulty?: string;
  status?: ContentStatus;
  sort?: string;
  page?: number;
  perPage?: number;
}

/** The creator's own question sets, searched, filtered, sorted and paged by the server. */
export function getQuestionSets(creatorId: string, params: SetListParams) {
  const conditions = [pb.filter('created_by = {:creatorId}', { creatorId })];
  if (params.search?.trim()) conditions.push(pb.filter('(title ~ {:search} || description ~ {:search})', { search: params.search.trim() }));
  for (const field of ['subject', 'grade', 'type', 'difficulty', 'status'] as const) {
    const value = params[field];
    if (value) conditions.push(pb.filter(`${field} = {:value}`, { value }));
  }
  return pb.collection('question_sets').getList<SetRecord>(params.page ?? 1, params.perPage ?? LIST_PAGE_SIZE, {
    filter: conditions.join(' && '),
    sort: params.sort || '-updated',
    requestKey: null,
  });
}

export const questionSetsQuery = (creatorId: string, params: SetListParams) =>
  queryOptions({ queryKey: ['question-sets', 'list', creatorId, params], queryFn: () => getQuestionSets(creatorId, params) });

/** The dashboard's list and Manage Question Sets share this. */
export function useQuestionSets(params: SetListParams) {
  const creatorId = useAtomValue(sessionAtom).user?.id ?? '';
  return useQuery({ ...questionSetsQuery(creatorId, params), enabled: creatorId !== '', placeholderData: keepPreviousData });
}
