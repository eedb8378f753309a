import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, type QuestionSetsResponse } from 'shared';
import { pb } from 'shared/session';

export type QuestionSet = QuestionSetsResponse<string[], string[], string[], string[]>;

/** The question sets a parent can assign: the published ones (the server shows a parent no other). */
export function getQuestionSets(): Promise<QuestionSet[]> {
  return pb.collection('question_sets').getFullList<QuestionSet>({ filter: 'status = "published"', sort: 'title', requestKey: null });
}

export const questionSetsQuery = queryOptions({ queryKey: queryKeys.questionSets.assignable, queryFn: getQuestionSets });

export function useQuestionSets() {
  return useQuery(questionSetsQuery);
}
