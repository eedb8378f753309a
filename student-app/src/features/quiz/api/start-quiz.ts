import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { sendApi, type QuizStart } from 'shared/api';
import { pb, sessionAtom } from 'shared/session';
import { pendingChanges, withPending, type Pending } from './answer-queue.ts';
import { queryKeys } from 'shared';

/** The started quiz, with the answers and flags this device has not sent yet laid over the server's. */
export type StartedQuiz = QuizStart & {
  /** The child the quiz was started for: their answers not sent yet are kept under their account. */
  accountId: string;
  /** `performance.now()` when the server's answer arrived: the timer counts from here on the device's monotonic clock. */
  receivedAt: number;
  /** The changes this device still has to send, oldest first. */
  pending: Pending[];
};

/** Starts or resumes the child's attempt (the server decides which). */
export async function startQuiz(accountId: string, assignmentId: string): Promise<StartedQuiz> {
  const started = await sendApi(pb, 'quizStart', { params: { assignmentId }, requestKey: null });
  const receivedAt = performance.now();
  const pending = await pendingChanges(accountId, started.attempt.id);
  return { ...started, accountId, attempt: { ...started.attempt, ...withPending(started.attempt, pending) }, receivedAt, pending };
}

export const startQuizQuery = (accountId: string, assignmentId: string) =>
  queryOptions({
    queryKey: queryKeys.quiz.of(assignmentId, accountId),
    queryFn: () => startQuiz(accountId, assignmentId),
    // Always from the server when the screen opens: a resume shows what was saved since.
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useStartQuiz(assignmentId: string) {
  const queryClient = useQueryClient();
  const accountId = useAtomValue(sessionAtom).user?.id ?? '';
  const started = useQuery({ ...startQuizQuery(accountId, assignmentId), enabled: accountId !== '' });
  // The dashboard shows this assignment in progress from now on.
  const attemptId = started.data?.attempt.id;
  useEffect(() => {
    if (attemptId) void queryClient.invalidateQueries({ queryKey: queryKeys.attempts.all });
  }, [attemptId, queryClient]);
  return started;
}
