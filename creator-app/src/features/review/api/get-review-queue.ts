import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, type CreatorsResponse, type QuestionSetsResponse, type QuestionsResponse } from 'shared';
import { pb } from 'shared/session';

type Author = { created_by?: CreatorsResponse };
export type ReviewQuestion = QuestionsResponse<Array<{ id: string; text: string; isCorrect: boolean }>, string[], string[]> & {
  expand?: Author;
};
export type ReviewSet = QuestionSetsResponse<string[], string[], string[], string[], Author & { questions?: QuestionsResponse[] }>;

/** Everything in review a reviewer may publish (the server shows a reviewer every item in review), oldest first. */
export async function getReviewQueue() {
  const filter = 'status = "review"';
  const [questions, sets] = await Promise.all([
    pb.collection('questions').getFullList<ReviewQuestion>({ filter, sort: 'updated', expand: 'created_by', requestKey: null }),
    pb.collection('question_sets').getFullList<ReviewSet>({ filter, sort: 'updated', expand: 'created_by,questions', requestKey: null }),
  ]);
  return { questions, sets };
}

export const reviewQueueQuery = queryOptions({ queryKey: queryKeys.reviewQueue.all, queryFn: getReviewQueue });

export function useReviewQueue(enabled: boolean) {
  return useQuery({ ...reviewQueueQuery, enabled });
}
