import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { pb, sessionAtom } from 'shared/session';

/**
 * What the child can review now (docs/learning.md): how many of their own questions are due (at most a
 * review's length), whether all of them are mistakes, and the review already begun, if any.
 */
export type ReviewStatus = { questions: number; mistakes: boolean; begun: boolean; assignmentId: string };

export function getReview(): Promise<ReviewStatus> {
  return pb.send<ReviewStatus>('/api/review', { requestKey: null });
}

export const reviewQuery = (studentId: string) => queryOptions({ queryKey: ['review', studentId], queryFn: getReview });

export function useReview() {
  const studentId = useAtomValue(sessionAtom).user?.id ?? '';
  return useQuery({ ...reviewQuery(studentId), enabled: studentId !== '' });
}
