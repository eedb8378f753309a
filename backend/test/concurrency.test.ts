// The races a classroom, a double click or a child's offline queue produce, each run for many
// rounds against the real PocketBase: every acknowledged answer persists, a submitted attempt
// never reopens, two starts make one attempt, the overdue cron never stops at one attempt, and
// a burst of wrong access codes gets no more than 10 guesses checked.
import PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, signIn, superuser } from './actors.ts';
import { answer, correctOption, exit, family, start, submit, type Child } from './quiz-api.ts';

const QUIZ_ROUNDS = 25;
const LOCKOUT_ROUNDS = 10;

type Settled<T> = { ok: true; value: T } | { ok: false; status: number; body: unknown };

async function settle<T>(call: Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, value: await call };
  } catch (error) {
    const failure = error as { status?: number; response?: unknown };
    if (typeof failure.status !== 'number') throw error;
    return { ok: false, status: failure.status, body: failure.response };
  }
}

const minutesAgo = (m: number) => new Date(Date.now() - m * 60 * 1000).toISOString();

let admin: PocketBase;
let children: Child[];
let assignmentId: string;

beforeAll(async () => {
  admin = await superuser();
  ({ children, assignmentId } = await family(6, 'Concurrency'));
});

const questionIds = ['qmathadd0000001', 'qmathdiv0000001', 'qmathplace00001', 'qmathmul0000001', 'qmathsub0000001'];

describe(`quiz writes, ${QUIZ_ROUNDS} rounds each`, () => {
  it('five answers sent at once all persist', async () => {
    const { pb } = children[0]!;
    for (let round = 0; round < QUIZ_ROUNDS; round += 1) {
      const { attempt } = await start(pb, assignmentId);
      const sent = Object.fromEntries(questionIds.map((id, i) => [id, (round + i) % 2 ? correctOption(id) : 'a']));
      const replies = await Promise.all(questionIds.map((id) => answer(pb, attempt.id, { questionId: id, answer: sent[id] })));
      expect(replies).toHaveLength(5);
      expect((await start(pb, assignmentId)).attempt.answers).toEqual(sent);
      await exit(pb, attempt.id);
    }
  });

  it('an answer and a flag sent together for one question both persist', async () => {
    const { pb } = children[1]!;
    for (let round = 0; round < QUIZ_ROUNDS; round += 1) {
      const { attempt } = await start(pb, assignmentId);
      await Promise.all([
        answer(pb, attempt.id, { questionId: 'qmathadd0000001', answer: 'b' }),
        answer(pb, attempt.id, { questionId: 'qmathadd0000001', flagged: true }),
        answer(pb, attempt.id, { questionId: 'qmathdiv0000001', flagged: true }),
        answer(pb, attempt.id, { questionId: 'qmathdiv0000001', answer: 'c' }),
      ]);
      const resumed = (await start(pb, assignmentId)).attempt;
      expect(resumed.answers).toEqual({ qmathadd0000001: 'b', qmathdiv0000001: 'c' });
      expect(resumed.flagged.toSorted()).toEqual(['qmathadd0000001', 'qmathdiv0000001']);
      await exit(pb, attempt.id);
    }
  });

  it('answers racing the submit: every acknowledged answer is scored, and the attempt stays submitted', async () => {
    const { pb, id: studentId } = children[2]!;
    for (let round = 0; round < QUIZ_ROUNDS; round += 1) {
      const { attempt } = await start(pb, assignmentId);
      const answers = questionIds.map((id) => settle(answer(pb, attempt.id, { questionId: id, answer: correctOption(id) })));
      const submitted = submit(pb, attempt.id);
      const late = questionIds.map((id) => settle(answer(pb, attempt.id, { questionId: id, flagged: true })));
      const settled = await Promise.all([...answers, ...late]);
      const { result } = await submitted;

      const acknowledged = questionIds.filter((_id, i) => settled[i]!.ok);
      for (const id of acknowledged) expect(result.answers?.[id]).toBe(correctOption(id));
      for (const outcome of settled.filter((s) => !s.ok)) expect(outcome).toMatchObject({ status: 409 });

      expect((await admin.collection('attempts').getOne(attempt.id)).status).toBe('submitted');
      const refused = await settle(answer(pb, attempt.id, { questionId: questionIds[0]!, answer: 'a' }));
      expect(refused).toMatchObject({ ok: false, status: 409 });
      expect((await submit(pb, attempt.id)).result.id).toBe(result.id);
      expect(await settle(exit(pb, attempt.id))).toMatchObject({ ok: false, status: 409 });
      const results = await admin.collection('results').getFullList({ filter: admin.filter('attempt_id = {:id}', { id: attempt.id }) });
      expect(results).toHaveLength(1);
      // The child can take the assignment again.
      expect((await start(pb, assignmentId)).attempt.id).not.toBe(attempt.id);
      const open = await admin.collection('attempts').getFullList({
        filter: admin.filter('student_id = {:s} && assignment_id = {:a} && status = "in_progress"', { s: studentId, a: assignmentId }),
      });
      await Promise.all(open.map((stale) => exit(pb, stale.id)));
    }
  });

  it('two starts at once make one attempt', async () => {
    const { pb, id: studentId } = children[3]!;
    for (let round = 0; round < QUIZ_ROUNDS; round += 1) {
      const starts = await Promise.all([start(pb, assignmentId), start(pb, assignmentId), start(pb, assignmentId)]);
      expect(new Set(starts.map((s) => s.attempt.id)).size).toBe(1);
      const open = await admin.collection('attempts').getFullList({
        filter: admin.filter('student_id = {:s} && assignment_id = {:a}', { s: studentId, a: assignmentId }),
      });
      expect(open.map((a) => a.id)).toEqual([starts[0]!.attempt.id]);
      await exit(pb, starts[0]!.attempt.id);
    }
  });
});

describe('the overdue cron', () => {
  it('submits every overdue attempt, even after one it cannot submit normally', async () => {
    for (let round = 0; round < 3; round += 1) {
      const broken = await start(children[4]!.pb, assignmentId);
      const fine = await start(children[5]!.pb, assignmentId);
      await answer(children[5]!.pb, fine.attempt.id, { questionId: 'qmathadd0000001', answer: correctOption('qmathadd0000001') });
      // The state the old engine left behind: a result written while the attempt stayed open.
      await admin.collection('results').create({
        student_id: children[4]!.id,
        assignment_id: assignmentId,
        attempt_id: broken.attempt.id,
        answers: {},
        completed_at: new Date().toISOString(),
      });
      await admin.collection('attempts').update(broken.attempt.id, { deadline: minutesAgo(3), started_at: minutesAgo(33) });
      await admin.collection('attempts').update(fine.attempt.id, { deadline: minutesAgo(2), started_at: minutesAgo(32) });

      await admin.send('/api/crons/quiz-overdue', { method: 'POST' });
      await expect
        .poll(async () => (await admin.collection('attempts').getOne(fine.attempt.id)).status, { timeout: 15_000 })
        .toBe('submitted');
      await expect
        .poll(async () => (await admin.collection('attempts').getOne(broken.attempt.id)).status, { timeout: 15_000 })
        .toBe('submitted');
      for (const attempt of [broken.attempt, fine.attempt]) {
        const results = await admin.collection('results').getFullList({ filter: admin.filter('attempt_id = {:id}', { id: attempt.id }) });
        expect(results).toHaveLength(1);
      }
    }
  });
});

describe(`sign-in bursts, ${LOCKOUT_ROUNDS} rounds`, () => {
  it('25 different wrong access codes sent at once: at most 10 are checked, then the account is locked', async () => {
    const owner = await signIn('parentB');
    for (let round = 0; round < LOCKOUT_ROUNDS; round += 1) {
      const made = await owner.send<{ student: { student_id: string }; accessCode: string }>('/api/children', {
        method: 'POST',
        body: { name: `Burst ${round}`, grade: 'Grade 2' },
      });
      const tries = await Promise.all(
        Array.from({ length: 25 }, (_, i) =>
          settle(
            client()
              .collection('students')
              .authWithPassword(made.student.student_id, `wrong-code-${100 + i}`),
          ),
        ),
      );
      const checked = tries.filter((t) => !t.ok && t.status === 400).length;
      expect(checked).toBeLessThanOrEqual(10);
      expect(tries.every((t) => !t.ok && (t.status === 400 || t.status === 429))).toBe(true);
      const right = await settle(client().collection('students').authWithPassword(made.student.student_id, made.accessCode));
      expect(right).toMatchObject({ ok: false, status: 429 });
    }
  });
});
