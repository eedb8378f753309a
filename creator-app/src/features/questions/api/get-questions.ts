import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { LIST_PAGE_SIZE, type ContentStatus } from 'shared';
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

/** The creator's own questions, searched, filtered, sorted and paged by the server. */
export function getQuestions(creatorId: string, params: QuestionListParams) {
  const conditions = [pb.filter('created_by = {:creatorId}', { creatorId })];
  if (params.search?.trim()) conditions.push(pb.filter('text ~ {:search}', { search: params.search.trim() }));
  for (const field of ['subject', 'grade', 'type', 'difficulty', 'status'] as const) {
    const value = params[field];
    if (value) conditions.push(pb.filter(`${field} = {:value}`, { value }));
  }
  return pb.collection('questions').getList<QuestionRecord>(params.page ?? 1, params.perPage ?? LIST_PAGE_SIZE, {
    filter: conditions.join(' && '),
    sort: params.sort || '-updated',
    requestKey: null,
  });
}

export const questionsQuery = (creatorId: string, params: QuestionListParams) =>
  queryOptions({ queryKey: ['questions', 'list', creatorId, params], queryFn: () => getQuestions(creatorId, params) });

/** The dashboard's recent questions and the manage screen share this; a new page keeps the old one shown until it comes. */
export function useQuestions(params: QuestionListParams) {
  const creatorId = useAtomValue(sessionAtom).user?.id ?? '';
  return useQuery({ ...questionsQuery(creatorId, params), enabled: creatorId !== '', placeholderData: keepPreviousData });
}
