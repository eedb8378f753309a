import { useEffect, useRef, useState } from 'react';
import { createAnswerQueue, type AnswerQueue, type Pending, type SaveState } from '../api/answer-queue.ts';

/** The child's answer queue of the attempt while the quiz is on screen, and whether the server holds every answer. */
export function useAnswerQueue(accountId: string, attemptId: string, pending: readonly Pending[]) {
  const queue = useRef<AnswerQueue | null>(null);
  // The changes left from before are handed over once, when the quiz opens.
  const leftOver = useRef(pending);
  const [saveState, setSaveState] = useState<SaveState>('saved');
  useEffect(() => {
    const created = createAnswerQueue(accountId, attemptId, leftOver.current, setSaveState);
    queue.current = created;
    return () => created.stop();
  }, [accountId, attemptId]);
  return { queue, saveState };
}
