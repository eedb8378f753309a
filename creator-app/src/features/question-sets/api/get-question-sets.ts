import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getOwnContent, type OwnContentParams, queryKeys } from 'shared';
import type { SetRecord } from '../set-fields.ts';

/**
 * The dashboard's list and Manage Question Sets share this; a new page keeps the old one shown until it comes. The key holds no user: the app's
 * QueryClient forgets everything when another user signs in.
 */
export const questionSetsQuery = (params: OwnContentParams) =>
  queryOptions({
    queryKey: queryKeys.questionSets.list(params),
    queryFn: () => getOwnContent<SetRecord>('question_sets', params),
    placeholderData: keepPreviousData,
  });

export const useQuestionSets = (params: OwnContentParams) => useQuery(questionSetsQuery(params));
