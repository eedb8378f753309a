import { waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { apiRoute } from 'mocks';
import { mockServer } from 'mocks/node';
import { describe, expect, it, vi } from 'vitest';
import { createStore, set } from 'idb-keyval';
import { createAnswerQueue, pendingChanges, type SaveState } from '../answer-queue.ts';

const CHILD = 'studentemma0001';
let attempts = 0;
/** A fresh attempt id per test: the queue's rows outlive a test in the same IndexedDB. */
const newAttempt = () => `queueattempt${String((attempts += 1)).padStart(3, '0')}`;

/** The answer route, recording what arrives; `gate` holds each request until the test lets it through. */
function answerRoute(respond: () => Response | undefined = () => undefined, gate?: () => Promise<void>) {
  const arrived: unknown[] = [];
  mockServer.use(
    apiRoute('quizAnswer', async ({ request }) => {
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
    const queue = createAnswerQueue(CHILD, attemptId, [], (state) => states.push(state));
    await queue.enqueue({ questionId: 'q1', answer: 'a' });
    await queue.enqueue({ questionId: 'q2', answer: 'b' });
    await queue.enqueue({ questionId: 'q1', flagged: true });
    await waitFor(() => expect(states).toContain('offline'));
    expect((await pendingChanges(CHILD, attemptId)).map((change) => [change.questionId, change.answer, change.flagged])).toEqual([
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
    expect(await pendingChanges(CHILD, attemptId)).toEqual([]);
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
    const queue = createAnswerQueue(CHILD, attemptId, [], () => undefined);
    await queue.enqueue({ questionId: 'q1', answer: 'a' });
    await waitFor(() => expect(first).toBe(false));
    await queue.enqueue({ questionId: 'q1', answer: 'c' });
    release?.();
    await queue.drained();
    expect(arrived).toEqual([
      { questionId: 'q1', answer: 'a' },
      { questionId: 'q1', answer: 'c' },
    ]);
    expect(await pendingChanges(CHILD, attemptId)).toEqual([]);
    queue.stop();
  });

  it('changes left from before (a reload) are sent first', async () => {
    const arrived = answerRoute();
    const attemptId = newAttempt();
    const queue = createAnswerQueue(CHILD, attemptId, [{ attemptId, questionId: 'q3', answer: 'd', at: 1 }], () => undefined);
    await queue.drained();
    expect(arrived).toEqual([{ questionId: 'q3', answer: 'd' }]);
    queue.stop();
  });

  it('once the server takes no more answers (time up), forgets what is left and says the quiz is closed', async () => {
    answerRoute(() => HttpResponse.json({ message: 'Time is up for this quiz: answers can no longer be changed.' }, { status: 409 }));
    const attemptId = newAttempt();
    const states: SaveState[] = [];
    const queue = createAnswerQueue(CHILD, attemptId, [], (state) => states.push(state));
    await queue.enqueue({ questionId: 'q1', answer: 'a' });
    await queue.enqueue({ questionId: 'q2', answer: 'a' });
    await queue.drained();
    expect(states.at(-1)).toBe('closed');
    expect(await pendingChanges(CHILD, attemptId)).toEqual([]);
    queue.stop();
  });

  it("keeps each child's changes in that child's own database: another child on the device reads none of them", async () => {
    const arrived = answerRoute(() => HttpResponse.error());
    const attemptId = newAttempt();
    const queue = createAnswerQueue(CHILD, attemptId, [], () => undefined);
    await queue.enqueue({ questionId: 'q1', answer: 'a' });
    queue.stop();
    expect(arrived).toEqual([]);
    expect((await pendingChanges(CHILD, attemptId)).map((change) => change.answer)).toEqual(['a']);
    expect(await pendingChanges('studentliam0002', attemptId)).toEqual([]);
    const names = (await indexedDB.databases()).map((database) => database.name);
    expect(names).toContain(`mcq.account.${CHILD}.unsent-answers`);
    expect(names).not.toContain('mcq-quiz');
  });

  it('takes over the rows of its attempt from the database every child once shared, and deletes it once empty', async () => {
    const attemptId = newAttempt();
    const shared = createStore('mcq-quiz', 'pending-answers');
    await set(`${attemptId}/q2`, { attemptId, questionId: 'q2', answer: 'c', at: 5 }, shared);
    await set('otherattempt001/q1', { attemptId: 'otherattempt001', questionId: 'q1', answer: 'b', at: 6 }, shared);
    // As an earlier version of the page left it: closed.
    await shared('readonly', (store) => Promise.resolve(store.transaction.db.close()));
    expect((await pendingChanges(CHILD, attemptId)).map((change) => [change.questionId, change.answer])).toEqual([['q2', 'c']]);
    // Another attempt's row stays where it was until its own child opens it.
    expect((await indexedDB.databases()).map((database) => database.name)).toContain('mcq-quiz');
    expect((await pendingChanges('studentliam0002', 'otherattempt001')).map((change) => change.answer)).toEqual(['b']);
    await vi.waitFor(async () => expect((await indexedDB.databases()).map((database) => database.name)).not.toContain('mcq-quiz'));
  });
});
