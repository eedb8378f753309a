import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { pb, sessionAtom } from 'shared/session';
import { pendingChanges, withPending, type Pending } from './answer-queue.ts';

/** An option, or a matching question's left item or partner; a left item may show a picture (served under an id of the attempt), `text` then maybe empty. */
export type QuizOption = { id: string; text: string; image?: { url: string; alt: string } };
/** A question's picture (with its description) and sound, as served with the student's file token. */
export type QuizMedia = { image?: { url: string; alt: string }; audio?: { url: string } };
/** A matching question's `options` are its left items and `matches` their partners, in an order and under ids of the attempt's own. */
export type QuizQuestionView = { id: string; type: string; text: string; options: QuizOption[]; matches?: QuizOption[]; media?: QuizMedia };
export type AttemptView = {
  id: string;
  assignment_id: string;
  status: string;
  started_at: string;
  /** null: no time limit for this child. On a break, the deadline the break began with. */
  deadline: string | null;
  /** When the break the quiz is on began (the clock is stopped); null while it runs. */
  pausedAt: string | null;
  /** How many more breaks the quiz allows (0 when untimed). */
  breaksLeft: number;
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
  /** The child the quiz was started for: their answers not sent yet are kept under their account. */
  accountId: string;
  /** `performance.now()` when the server's answer arrived: the timer counts from here on the device's monotonic clock. */
  receivedAt: number;
  /** The changes this device still has to send, oldest first. */
  pending: Pending[];
};

/** Starts or resumes the child's attempt (the server decides which). */
export async function startQuiz(accountId: string, assignmentId: string): Promise<StartedQuiz> {
  const started = await pb.send<StartResponse>(`/api/quiz/${encodeURIComponent(assignmentId)}/start`, { method: 'POST', requestKey: null });
  const receivedAt = performance.now();
  const pending = await pendingChanges(accountId, started.attempt.id);
  return { ...started, accountId, attempt: { ...started.attempt, ...withPending(started.attempt, pending) }, receivedAt, pending };
}

export const startQuizQuery = (accountId: string, assignmentId: string) =>
  queryOptions({
    queryKey: ['quiz', assignmentId, accountId],
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
    if (attemptId) void queryClient.invalidateQueries({ queryKey: ['attempts'] });
  }, [attemptId, queryClient]);
  return started;
}
