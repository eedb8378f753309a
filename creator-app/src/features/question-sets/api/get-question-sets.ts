import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { LIST_PAGE_SIZE, type ContentStatus } from 'shared';
import type { ListResult } from 'pocketbase';
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

/** The creator's own question sets, searched (title, description), filtered, sorted and paged by the server. */
export function getQuestionSets(params: SetListParams) {
  const { search, page = 1, perPage = LIST_PAGE_SIZE, ...rest } = params;
  return pb.send<ListResult<SetRecord>>('/api/creator/question-sets', {
    method: 'GET',
    query: { ...rest, ...(search?.trim() ? { q: search.trim() } : {}), page, perPage },
    requestKey: null,
  });
}

export const questionSetsQuery = (creatorId: string, params: SetListParams) =>
  queryOptions({ queryKey: ['question-sets', 'list', creatorId, params], queryFn: () => getQuestionSets(params) });

/** The dashboard's list and Manage Question Sets share this. */
export function useQuestionSets(params: SetListParams) {
  const creatorId = useAtomValue(sessionAtom).user?.id ?? '';
  return useQuery({ ...questionSetsQuery(creatorId, params), enabled: creatorId !== '', placeholderData: keepPreviousData });
}
