import { queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from 'shared/session';
import type { SetRecord } from '../set-fields.ts';
import { queryKeys } from 'shared';

/** One set with its questions, whose times and skills the builder needs. */
export function getQuestionSet(id: string) {
  return pb.collection('question_sets').getOne<SetRecord>(id, { expand: 'questions', requestKey: null });
}

export const questionSetQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.questionSets.detail(id), queryFn: () => getQuestionSet(id) });

export function useQuestionSet(id: string) {
  return useQuery(questionSetQuery(id));
}
