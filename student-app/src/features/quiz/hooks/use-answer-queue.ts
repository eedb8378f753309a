import { useEffect, useRef, useState } from 'react';
import { createAnswerQueue, type AnswerQueue, type Pending, type SaveState } from '../api/answer-queue.ts';

/** The attempt's answer queue while the quiz is on screen, and whether the server holds every answer. */
export function useAnswerQueue(attemptId: string, pending: readonly Pending[]) {
  const queue = useRef<AnswerQueue | null>(null);
  // The changes left from before are handed over once, when the quiz opens.
  const leftOver = useRef(pending);
  const [saveState, setSaveState] = useState<SaveState>('saved');
  useEffect(() => {
    const created = createAnswerQueue(attemptId, leftOver.current, setSaveState);
    queue.current = created;
    return () => created.stop();
  }, [attemptId]);
  return { queue, saveState };
}
