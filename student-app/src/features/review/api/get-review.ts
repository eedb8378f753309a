import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { sendApi, type ReviewStatus } from 'shared/api';
import { pb, sessionAtom } from 'shared/session';
import { queryKeys } from 'shared';

/**
 * What the child can review now (docs/learning.md): how many of their own questions are due (at most a
 * review's length), whether all of them are mistakes, and the review already begun, if any.
 */
export function getReview(): Promise<ReviewStatus> {
  return sendApi(pb, 'reviewStatus', { requestKey: null });
}

export const reviewQuery = (studentId: string) => queryOptions({ queryKey: queryKeys.review.ofChild(studentId), queryFn: getReview });

export function useReview() {
  const studentId = useAtomValue(sessionAtom).user?.id ?? '';
  return useQuery({ ...reviewQuery(studentId), enabled: studentId !== '' });
}
