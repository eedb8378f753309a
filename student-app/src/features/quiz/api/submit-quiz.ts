import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { keyStartsWith, queryKeys } from 'shared';
import { sendApi } from 'shared/api';
import { pb, sessionAtom } from 'shared/session';
import type { AnswerQueue } from './answer-queue.ts';
import { connectionMayBeBack, isUnreachable } from './connection.ts';

/**
 * Submits once every change is on the server, so the score counts every answer the child gave.
 * Unreachable, it waits for the connection (saying so through `onWaiting`) and tries again: the
 * server's submit is idempotent, and after the deadline its cron has submitted what was saved.
 */
export async function submitQuiz(attemptId: string, queue: AnswerQueue, onWaiting: (waiting: boolean) => void): Promise<void> {
  for (;;) {
    await queue.drained();
    try {
      await sendApi(pb, 'quizSubmit', { params: { attemptId }, requestKey: null });
      onWaiting(false);
      return;
    } catch (error) {
      if (!isUnreachable(error)) throw error;
      onWaiting(true);
      await connectionMayBeBack();
    }
  }
}

export function useSubmitQuiz(attemptId: string, assignmentId: string, onWaiting: (waiting: boolean) => void) {
  const queryClient = useQueryClient();
  const studentId = useAtomValue(sessionAtom).user?.id ?? '';
  return useMutation({
    mutationFn: (queue: AnswerQueue) => submitQuiz(attemptId, queue, onWaiting),
    // Offline, the submit itself waits for the connection and says so (onWaiting), rather than being held back unseen.
    networkMode: 'always',
    onSuccess: () => {
      // The results screen comes next: a kept copy of this assignment's latest result (say, of the
      // try before a retake) must not be shown in the meantime, so it is dropped, not refreshed.
      queryClient.removeQueries({ queryKey: queryKeys.results.latest(studentId, assignmentId), exact: true });
      // The dashboard's lists read what this changed.
      return queryClient.invalidateQueries({ predicate: ({ queryKey }) => !keyStartsWith(queryKey, queryKeys.quiz.all) });
    },
  });
}
