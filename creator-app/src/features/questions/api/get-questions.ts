import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getOwnContent, type OwnContentParams, queryKeys } from 'shared';
import type { QuestionRecord } from '../question-fields.ts';

/**
 * The dashboard's recent questions and the manage screen share this; a new page keeps the old one shown until it comes. The key holds no user: the app's
 * QueryClient forgets everything when another user signs in.
 */
export const questionsQuery = (params: OwnContentParams) =>
  queryOptions({
    queryKey: queryKeys.questions.list(params),
    queryFn: () => getOwnContent<QuestionRecord>('questions', params),
    placeholderData: keepPreviousData,
  });

export const useQuestions = (params: OwnContentParams) => useQuery(questionsQuery(params));
