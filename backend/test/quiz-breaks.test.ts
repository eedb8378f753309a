// "Take a break" (the quiz's paused state, docs/product.md "Quiz"): a timed quiz's clock stops on the server while the
// child is away, for as many breaks as the parent allows, ten minutes each at most.
import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AttemptView } from 'shared/api';
import { BREAK_ALLOWANCES, BREAK_MAX_SECONDS } from '../../shared/src/domain/index.ts';
import { failure, superuser } from './actors.ts';
import { answer, correctOption, exit, family, start, submit, type Child } from './quiz-api.ts';

type BreakResponse = { attempt: AttemptView; serverTime: string };
const pause = (pb: PocketBase, attemptId: string) => pb.send<BreakResponse>(`/api/quiz/attempts/${attemptId}/pause`, { method: 'POST' });
const resume = (pb: PocketBase, attemptId: string) => pb.send<BreakResponse>(`/api/quiz/attempts/${attemptId}/resume`, { method: 'POST' });

const MINUTE = 60 * 1000;
const deadlineOf = (attempt: { deadline: string | null }) => Date.parse(attempt.deadline!);

let admin: PocketBase;
let parent: PocketBase;
let children: Child[];
let assignmentId: string;

/** Moves the break an attempt is on back in time, as if it had begun `minutes` ago. */
const breakBegan = (attemptId: string, minutes: number) =>
  admin.collection('attempts').update(attemptId, { paused_at: new Date(Date.now() - minutes * MINUTE).toISOString() });

beforeAll(async () => {
  admin = await superuser();
  ({ parent, children, assignmentId } = await family(10, 'Breaks'));
});

it("a child's breaks take the allowances of the domain rules, and no other", async () => {
  const students = await admin.collections.getOne('students');
  expect(students.fields.find((field) => field.name === 'breaks')?.['values']).toEqual(Object.keys(BREAK_ALLOWANCES));
});

describe('a break', () => {
  it('stops the clock: answers wait, and Resume moves the deadline by the break', async () => {
    const child = children[0]!;
    const started = await start(child.pb, assignmentId);
    expect(started.attempt).toMatchObject({ pausedAt: null, breaksLeft: 1 });
    const before = deadlineOf(started.attempt);
    const first = started.questions[0]!.id;

    const paused = await pause(child.pb, started.attempt.id);
    expect(paused.attempt.pausedAt).not.toBeNull();
    expect(paused.attempt.breaksLeft).toBe(0);
    const waiting = await failure(() => answer(child.pb, started.attempt.id, { questionId: first, answer: correctOption(first) }));
    expect(waiting.status).toBe(409);
    expect(waiting.response.message).toBe('Your quiz is on a break: press Resume to go on.');
    // Pressing it twice spends nothing more; a resume shows the same attempt on a break.
    expect((await pause(child.pb, started.attempt.id)).attempt.breaksLeft).toBe(0);
    expect((await start(child.pb, assignmentId)).attempt).toMatchObject({ id: started.attempt.id, pausedAt: paused.attempt.pausedAt });

    await breakBegan(started.attempt.id, 3);
    const resumed = await resume(child.pb, started.attempt.id);
    expect(resumed.attempt.pausedAt).toBeNull();
    expect(deadlineOf(resumed.attempt) - before).toBeGreaterThanOrEqual(3 * MINUTE);
    expect(deadlineOf(resumed.attempt) - before).toBeLessThan(3 * MINUTE + 10_000);
    expect(await answer(child.pb, started.attempt.id, { questionId: first, answer: correctOption(first) })).toMatchObject({
      questionId: first,
    });
    // Resuming a quiz that runs changes nothing.
    expect(deadlineOf((await resume(child.pb, started.attempt.id)).attempt)).toBe(deadlineOf(resumed.attempt));

    // The quiz's time leaves the break out.
    await admin.collection('attempts').update(started.attempt.id, { started_at: new Date(Date.now() - 8 * MINUTE).toISOString() });
    const submitted = await submit(child.pb, started.attempt.id);
    expect(submitted.result.time_taken).toBeGreaterThanOrEqual(5 * 60 - 10);
    expect(submitted.result.time_taken).toBeLessThanOrEqual(5 * 60 + 10);
  });

  it('is as many as the parent allows: none, one (the default) or three, and none on an untimed quiz', async () => {
    const [, , none, three, untimed] = children;
    await parent.collection('students').update(none!.id, { breaks: 'none' });
    await parent.collection('students').update(three!.id, { breaks: 'three' });
    await parent.collection('students').update(untimed!.id, { time_allowance: 'untimed', breaks: 'three' });
    const bad = await failure(() => parent.collection('students').update(none!.id, { breaks: 'ten' }));
    expect(bad.status).toBe(400);
    expect((await failure(() => none!.pb.collection('students').update(none!.id, { breaks: 'three' }))).status).toBe(404);

    const noBreak = await start(none!.pb, assignmentId);
    expect(noBreak.attempt.breaksLeft).toBe(0);
    expect((await failure(() => pause(none!.pb, noBreak.attempt.id))).response.message).toBe('No breaks are left for this quiz.');

    const threeBreaks = await start(three!.pb, assignmentId);
    for (let i = 0; i < 3; i += 1) {
      await pause(three!.pb, threeBreaks.attempt.id);
      await resume(three!.pb, threeBreaks.attempt.id);
    }
    expect((await failure(() => pause(three!.pb, threeBreaks.attempt.id))).status).toBe(409);

    const noClock = await start(untimed!.pb, assignmentId);
    expect(noClock.attempt).toMatchObject({ deadline: null, breaksLeft: 0 });
    expect((await failure(() => pause(untimed!.pb, noClock.attempt.id))).response.message).toBe(
      'This quiz has no time limit: stop whenever you need to and come back later.',
    );
  });

  it('lasts ten minutes at most: then the clock runs again, moved by ten minutes, when the child comes back', async () => {
    const child = children[1]!;
    const started = await start(child.pb, assignmentId);
    await pause(child.pb, started.attempt.id);
    await breakBegan(started.attempt.id, 25);
    const back = await start(child.pb, assignmentId);
    expect(back.attempt.id).toBe(started.attempt.id);
    expect(back.attempt.pausedAt).toBeNull();
    expect(deadlineOf(back.attempt) - deadlineOf(started.attempt)).toBe(BREAK_MAX_SECONDS * 1000);
  });

  it('is never cut short by the overdue cron, which ends a break at ten minutes and then counts the moved deadline', async () => {
    const [, , , , , onBreak, overLong] = children;
    // On a break for 2 minutes, with a deadline that passed a minute ago: the clock is stopped, so it stays open.
    const first = await start(onBreak!.pb, assignmentId);
    await pause(onBreak!.pb, first.attempt.id);
    await admin.collection('attempts').update(first.attempt.id, {
      deadline: new Date(Date.now() - MINUTE).toISOString(),
      paused_at: new Date(Date.now() - 2 * MINUTE).toISOString(),
    });
    // On a break for 30 minutes, with 5 minutes left when it began: the break ends at 10, and the quiz is then 15 minutes past its time.
    const second = await start(overLong!.pb, assignmentId);
    await pause(overLong!.pb, second.attempt.id);
    await admin.collection('attempts').update(second.attempt.id, {
      deadline: new Date(Date.now() - 25 * MINUTE).toISOString(),
      paused_at: new Date(Date.now() - 30 * MINUTE).toISOString(),
    });

    await admin.send('/api/crons/quiz-overdue', { method: 'POST' });
    await expect
      .poll(async () => (await admin.collection('attempts').getOne(second.attempt.id))['status'], { timeout: 15_000 })
      .toBe('submitted');
    const ended = await admin.collection('attempts').getOne(second.attempt.id);
    expect(ended['paused_at']).toBe('');
    expect(ended['break_seconds']).toBe(BREAK_MAX_SECONDS);
    expect(await admin.collection('attempts').getOne(first.attempt.id)).toMatchObject({ status: 'in_progress' });
    expect((await resume(onBreak!.pb, first.attempt.id)).attempt.pausedAt).toBeNull();
  });

  it('takes no answers through SPEC\'s "save quiz result" either: the quiz is submitted as it stood when the break began', async () => {
    const child = children[9]!;
    const { attempt, questions } = await start(child.pb, assignmentId);
    await pause(child.pb, attempt.id);
    const first = questions[0]!.id;
    await child.pb
      .collection('results')
      .create({ student_id: child.id, assignment_id: assignmentId, answers: { [first]: correctOption(first) }, score: 100 });
    const submitted = await admin.collection('results').getFirstListItem(admin.filter('attempt_id = {:a}', { a: attempt.id }));
    expect(submitted).toMatchObject({ correct_answers: 0, score: 0 });
  });

  it('belongs to its child: another child cannot pause or resume it, and a submitted quiz takes no break', async () => {
    const [child, other] = children.slice(7);
    if (!child || !other) throw new Error('two children for this test');
    const started = await start(child.pb, assignmentId);
    expect((await failure(() => pause(other.pb, started.attempt.id))).status).toBe(404);
    expect((await failure(() => pause(parent, started.attempt.id))).status).toBe(403);
    await submit(child.pb, started.attempt.id);
    expect((await failure(() => pause(child.pb, started.attempt.id))).status).toBe(409);
    expect((await failure(() => resume(child.pb, started.attempt.id))).status).toBe(409);
  });
});

/** Moves an attempt's deadline `seconds` into the past, as if it had started long enough ago. */
const deadlinePassed = (attemptId: string, seconds: number) =>
  admin.collection('attempts').update(attemptId, { deadline: new Date(Date.now() - seconds * 1000).toISOString() });

describe('the clock cannot be stepped around', () => {
  let clock: { children: Child[]; assignmentId: string };
  beforeAll(async () => {
    const made = await family(4, 'Clock');
    clock = { children: made.children, assignmentId: made.assignmentId };
  });

  it('on a break the start route serves no question, out of sight on the server too; after Resume, the same ones as served', async () => {
    const child = clock.children[0]!;
    const started = await start(child.pb, clock.assignmentId);
    await pause(child.pb, started.attempt.id);
    const onBreak = await start(child.pb, clock.assignmentId);
    expect(onBreak.attempt).toMatchObject({ id: started.attempt.id, pausedAt: expect.any(String) });
    expect(onBreak.questions).toEqual([]);
    await resume(child.pb, started.attempt.id);
    expect((await start(child.pb, clock.assignmentId)).questions).toEqual(started.questions);
  });

  it('Exit after the deadline submits what was saved, in the grace and after it, instead of throwing it away', async () => {
    for (const [child, secondsLate] of [
      [clock.children[1]!, 10],
      [clock.children[2]!, 120],
    ] as const) {
      const started = await start(child.pb, clock.assignmentId);
      const first = started.questions[0]!.id;
      await answer(child.pb, started.attempt.id, { questionId: first, answer: correctOption(first) });
      await deadlinePassed(started.attempt.id, secondsLate);
      const exited = await exit(child.pb, started.attempt.id);
      expect(exited).toMatchObject({ result: { correct_answers: 1, answers: { [first]: correctOption(first) } } });
      expect(await admin.collection('attempts').getOne(started.attempt.id)).toMatchObject({ status: 'submitted' });
      // A retake is a new attempt.
      expect((await start(child.pb, clock.assignmentId)).attempt.id).not.toBe(started.attempt.id);
    }
  });

  it('Exit then start is a new attempt: its own clock from now, its own order of questions and options, nothing of the one thrown away', async () => {
    const child = clock.children[3]!;
    const first = await start(child.pb, clock.assignmentId);
    const question = first.questions[0]!.id;
    await answer(child.pb, first.attempt.id, { questionId: question, answer: correctOption(question) });
    await exit(child.pb, first.attempt.id);
    const retake = await start(child.pb, clock.assignmentId);
    expect(retake.attempt.id).not.toBe(first.attempt.id);
    expect(retake.attempt.answers).toEqual({});
    expect(Date.parse(retake.attempt.started_at)).toBeGreaterThan(Date.parse(first.attempt.started_at));
    expect(Date.parse(retake.attempt.deadline!) - Date.parse(retake.attempt.started_at)).toBe(
      Date.parse(first.attempt.deadline!) - Date.parse(first.attempt.started_at),
    );
    // The same questions, drawn in another order: five questions of four options each come out the same once in 120 × 24^5.
    const order = (started: typeof first) => started.questions.map((q) => `${q.id}:${q.options.map((o) => o['id']).join('')}`).join(' ');
    expect(retake.questions.map((q) => q.id).toSorted()).toEqual(first.questions.map((q) => q.id).toSorted());
    expect(order(retake)).not.toBe(order(first));
  });
});
