import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { LIST_PAGE_SIZE, type ContentStatus } from 'shared';
import type { ListResult } from 'pocketbase';
import { pb, sessionAtom } from 'shared/session';
import type { QuestionRecord } from '../question-fields.ts';

export interface QuestionListParams {
  search?: string;
  subject?: string;
  grade?: string;
  type?: string;
  difficulty?: string;
  status?: ContentStatus;
  /** A PocketBase sort, `-updated` when left out. */
  sort?: string;
  page?: number;
  perPage?: number;
}

/** The creator's own questions, searched, filtered, sorted and paged by the server (backend/pb_hooks/lib/creator-lists.js). */
export function getQuestions(params: QuestionListParams) {
  const { search, page = 1, perPage = LIST_PAGE_SIZE, ...rest } = params;
  return pb.send<ListResult<QuestionRecord>>('/api/creator/questions', {
    method: 'GET',
    query: { ...rest, ...(search?.trim() ? { q: search.trim() } : {}), page, perPage },
    requestKey: null,
  });
}

export const questionsQuery = (creatorId: string, params: QuestionListParams) =>
  queryOptions({ queryKey: ['questions', 'list', creatorId, params], queryFn: () => getQuestions(params) });

/** The dashboard's recent questions and the manage screen share this; a new page keeps the old one shown until it comes. */
export function useQuestions(params: QuestionListParams) {
  const creatorId = useAtomValue(sessionAtom).user?.id ?? '';
  return useQuery({ ...questionsQuery(creatorId, params), enabled: creatorId !== '', placeholderData: keepPreviousData });
}
