import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from 'shared/session';
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
      await pb.send(`/api/quiz/attempts/${encodeURIComponent(attemptId)}/submit`, { method: 'POST', requestKey: null });
      onWaiting(false);
      return;
    } catch (error) {
      if (!isUnreachable(error)) throw error;
      onWaiting(true);
      await connectionMayBeBack();
    }
  }
}

export function useSubmitQuiz(attemptId: string, onWaiting: (waiting: boolean) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (queue: AnswerQueue) => submitQuiz(attemptId, queue, onWaiting),
    // The dashboard's lists and the results screen read what this changed.
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'quiz' }),
  });
}
