import { useMutation } from '@tanstack/react-query';
import { sendApi, type AttemptView } from 'shared/api';
import { pb } from 'shared/session';

/** The quiz's clock as the server answered it, and when that answer arrived on the device's monotonic clock. */
export type QuizClock = Pick<AttemptView, 'deadline' | 'pausedAt' | 'breaksLeft'> & { serverTime: string; receivedAt: number };

/**
 * "Take a break" and "Resume": the server stops the clock, or starts it again with the deadline moved by
 * the break; the answer is the clock from then on.
 */
export async function changeBreak(attemptId: string, action: 'pause' | 'resume'): Promise<QuizClock> {
  const reply = await sendApi(pb, action === 'pause' ? 'quizPause' : 'quizResume', { params: { attemptId }, requestKey: null });
  const { deadline, pausedAt, breaksLeft } = reply.attempt;
  return { deadline, pausedAt, breaksLeft, serverTime: reply.serverTime, receivedAt: performance.now() };
}

export function useBreak(attemptId: string, onClock: (clock: QuizClock) => void) {
  return useMutation({ mutationFn: (action: 'pause' | 'resume') => changeBreak(attemptId, action), onSuccess: onClock });
}
