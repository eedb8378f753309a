import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServer } from 'mocks/node';
import { describe, expect, it } from 'vitest';
import { createAnswerQueue, pendingChanges, type SaveState } from '../answer-queue.ts';

let attempts = 0;
/** A fresh attempt id per test: the queue's rows outlive a test in the same IndexedDB. */
const newAttempt = () => `queueattempt${String((attempts += 1)).padStart(3, '0')}`;

/** The answer route, recording what arrives; `gate` holds each request until the test lets it through. */
function answerRoute(respond: () => Response | undefined = () => undefined, gate?: () => Promise<void>) {
  const arrived: unknown[] = [];
  mockServer.use(
    http.post('*/api/quiz/attempts/:id/answer', async ({ request }) => {
      await gate?.();
      const refused = respond();
      if (refused) return refused;
      arrived.push(await request.json());
      return HttpResponse.json({});
    }),
  );
  return arrived;
}

describe('the answer queue', () => {
  it('keeps changes on the device while unreachable, one per question, and sends them in the order they were last changed', async () => {
    let online = false;
    const arrived = answerRoute(() => (online ? undefined : HttpResponse.error()));
    const attemptId = newAttempt();
    const states: SaveState[] = [];
    const queue = createAnswerQueue(attemptId, [], (state) => states.push(state));
    await queue.enqueue({ questionId: 'q1', answer: 'a' });
    await queue.enqueue({ questionId: 'q2', answer: 'b' });
    await queue.enqueue({ questionId: 'q1', flagged: true });
    await waitFor(() => expect(states).toContain('offline'));
    expect((await pendingChanges(attemptId)).map((change) => [change.questionId, change.answer, change.flagged])).toEqual([
      ['q2', 'b', undefined],
      ['q1', 'a', true],
    ]);

    online = true;
    window.dispatchEvent(new Event('online'));
    await queue.drained();
    expect(arrived).toEqual([
      { questionId: 'q2', answer: 'b' },
      { questionId: 'q1', answer: 'a', flagged: true },
    ]);
    expect(states.at(-1)).toBe('saved');
    expect(await pendingChanges(attemptId)).toEqual([]);
    queue.stop();
  });

  it('a change given while the one before is on its way is sent after it, not lost', async () => {
    let release: (() => void) | undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    const arrived = answerRoute(undefined, () => {
      if (!first) return Promise.resolve();
      first = false;
      return held;
    });
    const attemptId = newAttempt();
    const queue = createAnswerQueue(attemptId, [], () => undefined);
    await queue.enqueue({ questionId: 'q1', answer: 'a' });
    await waitFor(() => expect(first).toBe(false));
    await queue.enqueue({ questionId: 'q1', answer: 'c' });
    release?.();
    await queue.drained();
    expect(arrived).toEqual([
      { questionId: 'q1', answer: 'a' },
      { questionId: 'q1', answer: 'c' },
    ]);
    expect(await pendingChanges(attemptId)).toEqual([]);
    queue.stop();
  });

  it('changes left from before (a reload) are sent first', async () => {
    const arrived = answerRoute();
    const attemptId = newAttempt();
    const queue = createAnswerQueue(attemptId, [{ attemptId, questionId: 'q3', answer: 'd', at: 1 }], () => undefined);
    await queue.drained();
    expect(arrived).toEqual([{ questionId: 'q3', answer: 'd' }]);
    queue.stop();
  });

  it('once the server takes no more answers (time up), forgets what is left and says the quiz is closed', async () => {
    answerRoute(() => HttpResponse.json({ message: 'Time is up for this quiz: answers can no longer be changed.' }, { status: 409 }));
    const attemptId = newAttempt();
    const states: SaveState[] = [];
    const queue = createAnswerQueue(attemptId, [], (state) => states.push(state));
    await queue.enqueue({ questionId: 'q1', answer: 'a' });
    await queue.enqueue({ questionId: 'q2', answer: 'a' });
    await queue.drained();
    expect(states.at(-1)).toBe('closed');
    expect(await pendingChanges(attemptId)).toEqual([]);
    queue.stop();
  });
});
