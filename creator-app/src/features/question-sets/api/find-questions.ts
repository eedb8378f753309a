import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { LIST_PAGE_SIZE, queryKeys } from 'shared';
import { pb, sessionAtom } from 'shared/session';
import type { CandidateQuestion } from '../set-fields.ts';

export interface CandidateFilters {
  search: string;
  subject?: string;
  grade?: string;
  type?: string;
}

/**
 * The questions a set may hold (published ones and the creator's own, as the server allows),
 * searched and filtered by the server, a page at a time: with thousands of questions the
 * builder never loads them all.
 */
export function findQuestions(creatorId: string, filters: CandidateFilters, count: number) {
  const conditions = [pb.filter('(status = "published" || created_by = {:creatorId})', { creatorId })];
  if (filters.search.trim()) conditions.push(pb.filter('text ~ {:search}', { search: filters.search.trim() }));
  for (const field of ['subject', 'grade', 'type'] as const) {
    const value = filters[field];
    if (value) conditions.push(pb.filter(`${field} = {:value}`, { value }));
  }
  return pb.collection('questions').getList<CandidateQuestion>(1, count, {
    filter: conditions.join(' && '),
    sort: 'subject,grade,text',
    fields: 'id,text,subject,grade,type,skills,estimatedTime,status,created_by',
    requestKey: null,
  });
}

export function useCandidateQuestions(filters: CandidateFilters, pages: number, wanted = true) {
  const creatorId = useAtomValue(sessionAtom).user?.id ?? '';
  const count = pages * LIST_PAGE_SIZE;
  return useQuery({
    queryKey: queryKeys.questionSets.candidates(creatorId, filters, count),
    queryFn: () => findQuestions(creatorId, filters, count),
    enabled: wanted && creatorId !== '',
    placeholderData: keepPreviousData,
  });
}
