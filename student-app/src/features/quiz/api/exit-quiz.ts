import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendApi } from 'shared/api';
import { pb } from 'shared/session';
import type { AnswerQueue } from './answer-queue.ts';
import { queryKeys } from 'shared';

/** "Exit Quiz": the server throws the attempt away, and this device its unsent answers. */
export async function exitQuiz(attemptId: string, queue: AnswerQueue): Promise<void> {
  await sendApi(pb, 'quizExit', { params: { attemptId }, requestKey: null });
  queue.stop();
  await queue.discard();
}

export function useExitQuiz(attemptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (queue: AnswerQueue) => exitQuiz(attemptId, queue),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.attempts.all }),
  });
}
