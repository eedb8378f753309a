import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { getOwnContent, type OwnContentParams } from 'shared';
import { sessionAtom } from 'shared/session';
import type { QuestionRecord } from '../question-fields.ts';

export const questionsQuery = (creatorId: string, params: OwnContentParams) =>
  queryOptions({ queryKey: ['questions', 'list', creatorId, params], queryFn: () => getOwnContent<QuestionRecord>('questions', params) });

/** The dashboard's recent questions and the manage screen share this; a new page keeps the old one shown until it comes. */
export function useQuestions(params: OwnContentParams) {
  const creatorId = useAtomValue(sessionAtom).user?.id ?? '';
  return useQuery({ ...questionsQuery(creatorId, params), enabled: creatorId !== '', placeholderData: keepPreviousData });
}
