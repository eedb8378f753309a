import { queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from 'shared/session';
import type { QuestionRecord } from '../question-fields.ts';
import { queryKeys } from 'shared';

/** One question, and the newest unpublished version that would replace it (if someone is writing one). */
export async function getQuestion(id: string) {
  const question = await pb.collection('questions').getOne<QuestionRecord>(id, { requestKey: null });
  const pending =
    question.status === 'published'
      ? await pb.collection('questions').getList<QuestionRecord>(1, 1, {
          filter: pb.filter('replaces = {:id} && status != "published"', { id }),
          sort: '-updated',
          requestKey: null,
        })
      : null;
  return { question, pendingVersion: pending?.items[0] ?? null };
}

export const questionQuery = (id: string) => queryOptions({ queryKey: queryKeys.questions.detail(id), queryFn: () => getQuestion(id) });

export function useQuestion(id: string) {
  return useQuery(questionQuery(id));
}
