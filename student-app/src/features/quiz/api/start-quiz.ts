import { queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from 'shared/session';
import { pendingChanges, withPending, type Pending } from './answer-queue.ts';

export type QuizOption = { id: string; text: string };
export type QuizQuestionView = { id: string; type: string; text: string; options: QuizOption[] };
export type AttemptView = {
  id: string;
  assignment_id: string;
  status: string;
  started_at: string;
  /** null: no time limit for this child */
  deadline: string | null;
  answers: Record<string, string>;
  flagged: string[];
};
export type StartResponse = {
  attempt: AttemptView;
  assignment: { id: string; title: string; subject: string; difficulty: string; instructions: string; timeLimit: number };
  questions: QuizQuestionView[];
  serverTime: string;
};

/** The started quiz, with the answers and flags this device has not sent yet laid over the server's. */
export type StartedQuiz = StartResponse & {
  /** `performance.now()` when the server's answer arrived: the timer counts from here on the device's monotonic clock. */
  receivedAt: number;
  /** The changes this device still has to send, oldest first. */
  pending: Pending[];
};

/** Starts or resumes the child's attempt (the server decides which). */
export async function startQuiz(assignmentId: string): Promise<StartedQuiz> {
  const started = await pb.send<StartResponse>(`/api/quiz/${encodeURIComponent(assignmentId)}/start`, { method: 'POST', requestKey: null });
  const receivedAt = performance.now();
  const pending = await pendingChanges(started.attempt.id);
  return { ...started, attempt: { ...started.attempt, ...withPending(started.attempt, pending) }, receivedAt, pending };
}

export const startQuizQuery = (assignmentId: string) =>
  queryOptions({
    queryKey: ['quiz', assignmentId],
    queryFn: () => startQuiz(assignmentId),
    // Always from the server when the screen opens: a resume shows what was saved since.
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useStartQuiz(assignmentId: string) {
  return useQuery(startQuizQuery(assignmentId));
}
