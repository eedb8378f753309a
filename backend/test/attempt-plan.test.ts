// What an attempt decides once, at its start: the deadline from the child's time allowance (extra
// time or none, WCAG 2.2.1) and the order of its questions and options, kept for the attempt.
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuizStart } from 'shared/api';
import * as plan from '../src/quiz/attempt-plan.ts';
import { failure, fixtures, signIn, superuser } from './actors.ts';
import { answer, correctOption, family, start, submit, type Child } from './quiz-api.ts';

const MINUTE = 60 * 1000;
const orderOf = (started: QuizStart) => started.questions.map((q) => `${q.id}:${q.options.map((o) => o['id']).join('')}`).join(' ');

describe('the plan of an attempt, as pure rules', () => {
  it('gives the limit times the allowance, or no deadline', () => {
    expect(plan.deadlineFor(0, 30, '')).toBe(30 * MINUTE);
    expect(plan.deadlineFor(0, 30, 'standard')).toBe(30 * MINUTE);
    expect(plan.deadlineFor(0, 25, 'extra_half')).toBe(37.5 * MINUTE);
    expect(plan.deadlineFor(0, 30, 'double')).toBe(60 * MINUTE);
    expect(plan.deadlineFor(0, 30, 'untimed')).toBeNull();
    expect(plan.deadlineFor(0, 30, 'toString')).toBe(30 * MINUTE);
  });

  it('shuffles questions and options without losing or changing any', () => {
    const questions = ['q1', 'q2', 'q3', 'q4'].map((id) => ({ id, options: [{ id: 'a', isCorrect: true }, { id: 'b' }, { id: 'c' }] }));
    const draws = [0.9, 0.1, 0.5, 0.3, 0.7];
    let n = 0;
    const shuffled = plan.shuffleQuestions(questions, () => draws[n++ % draws.length]!);
    expect(shuffled.map((q: { id: string }) => q.id)).not.toEqual(['q1', 'q2', 'q3', 'q4']);
    expect(shuffled.map((q: { id: string }) => q.id).toSorted()).toEqual(['q1', 'q2', 'q3', 'q4']);
    for (const question of shuffled) {
      expect(question.options.toSorted((x: { id: string }, y: { id: string }) => x.id.localeCompare(y.id))).toEqual(questions[0]!.options);
    }
    expect(questions[0]!.options.map((o) => o.id)).toEqual(['a', 'b', 'c']);
  });

  it("gives a question's own picture and sound ids of the attempt, and none it did not have or an author wrote", () => {
    const ids = ['k3m9x2p7q4', 'w8r2t6y1u5'];
    const [withMedia, without] = plan.shuffleQuestions(
      [
        { id: 'q1', options: [], image: 'the_answer_is_dog.png', audio: 'dog.mp3', imageId: 'chosen', audioId: 'chosen' },
        { id: 'q2', options: [], image: '', audio: '', imageId: 'written' },
      ],
      () => 0.99,
      () => ids.shift() ?? '',
    );
    expect(withMedia).toMatchObject({
      id: 'q1',
      image: 'the_answer_is_dog.png',
      imageId: 'k3m9x2p7q4',
      audio: 'dog.mp3',
      audioId: 'w8r2t6y1u5',
    });
    expect(without).not.toHaveProperty('imageId');
    expect(without).not.toHaveProperty('audioId');
  });

  it('keeps True before False, whatever the draw', () => {
    const trueFalse = {
      id: 'tf',
      type: 'true_false',
      options: [
        { id: 'a', text: 'True' },
        { id: 'b', text: 'False', isCorrect: true },
      ],
    };
    for (const draw of [0, 0.3, 0.6, 0.99]) {
      const [served] = plan.shuffleQuestions([trueFalse], () => draw);
      expect(served?.options.map((o) => o.text)).toEqual(['True', 'False']);
    }
  });
});

describe('time allowance on the server', () => {
  let parent: Awaited<ReturnType<typeof family>>['parent'];
  let children: Child[];
  let assignmentId: string;

  beforeAll(async () => {
    ({ parent, children, assignmentId } = await family(4, 'Time allowance'));
  });

  it('a parent sets it; the child, another parent or a value not in the list cannot', async () => {
    const [child] = children;
    await parent.collection('students').update(child!.id, { time_allowance: 'double' });
    expect((await parent.collection('students').getOne(child!.id))['time_allowance']).toBe('double');
    expect((await failure(() => child!.pb.collection('students').update(child!.id, { time_allowance: 'untimed' }))).status).toBe(404);
    const bad = await failure(() => parent.collection('students').update(child!.id, { time_allowance: 'triple' }));
    expect(bad.status).toBe(400);
    expect(bad.response.data?.['time_allowance']).toBeDefined();
    const stranger = await signIn('parentA');
    expect((await failure(() => stranger.collection('students').update(child!.id, { time_allowance: 'untimed' }))).status).toBe(404);
    await parent.collection('students').update(child!.id, { time_allowance: '' });
  });

  it('stretches the deadline of a new attempt: ×1.5, ×2, and the standard limit without one', async () => {
    const [standard, half, double] = children;
    await parent.collection('students').update(half!.id, { time_allowance: 'extra_half' });
    await parent.collection('students').update(double!.id, { time_allowance: 'double' });
    for (const [child, minutes] of [
      [standard!, 30],
      [half!, 45],
      [double!, 60],
    ] as const) {
      const { attempt } = await start(child.pb, assignmentId);
      expect(Date.parse(attempt.deadline!) - Date.parse(attempt.started_at)).toBe(minutes * MINUTE);
    }
  });

  it('an untimed attempt has no deadline: answers are taken at any time, the overdue cron leaves it, submitting scores it', async () => {
    const child = children[3]!;
    await parent.collection('students').update(child.id, { time_allowance: 'untimed' });
    const started = await start(child.pb, assignmentId);
    expect(started.attempt.deadline).toBeNull();
    const admin = await superuser();
    const longAgo = new Date(Date.now() - 5 * 60 * MINUTE).toISOString();
    await admin.collection('attempts').update(started.attempt.id, { started_at: longAgo });
    const first = started.questions[0]!.id;
    await answer(child.pb, started.attempt.id, { questionId: first, answer: correctOption(first) });
    // A timed attempt started as long ago, for comparison: the cron's run is over once it is submitted.
    const timed = await start(children[0]!.pb, assignmentId);
    await admin
      .collection('attempts')
      .update(timed.attempt.id, { started_at: longAgo, deadline: new Date(Date.now() - 4 * 60 * MINUTE).toISOString() });
    await admin.send('/api/crons/quiz-overdue', { method: 'POST' });
    await expect
      .poll(async () => (await admin.collection('attempts').getOne(timed.attempt.id))['status'], { timeout: 15_000 })
      .toBe('submitted');
    expect((await admin.collection('attempts').getOne(started.attempt.id))['status']).toBe('in_progress');
    expect((await start(child.pb, assignmentId)).attempt.id).toBe(started.attempt.id);
    const submitted = await submit(child.pb, started.attempt.id);
    expect(submitted.result).toMatchObject({ correct_answers: 1, total_questions: 5, score: 20 });
    expect(submitted.result.time_taken).toBeGreaterThanOrEqual(5 * 60 * 60);
  });
});

describe('shuffled order, decided once per attempt', () => {
  let children: Child[];
  let assignmentId: string;

  beforeAll(async () => {
    ({ children, assignmentId } = await family(6, 'Shuffled order'));
  });

  it('differs between attempts, and every attempt has the same questions and options', async () => {
    const starts = await Promise.all(children.map((child) => start(child.pb, assignmentId)));
    // Six attempts of five questions with four options each: the same order six times is
    // a chance of about one in 10^50.
    expect(new Set(starts.map(orderOf)).size).toBeGreaterThan(1);
    const basic = fixtures.question_sets.find((set) => set.id === 'setbasicmath001')!.questions;
    for (const started of starts) {
      expect(started.questions.map((q) => q.id).toSorted()).toEqual(basic.toSorted());
      for (const question of started.questions) expect(question.options.map((o) => o['id']).toSorted()).toEqual(['a', 'b', 'c', 'd']);
    }
  });

  it('is kept on resume, by parallel starts and in the review; scoring goes by option, not position', async () => {
    const child = children[0]!;
    const parallel = await Promise.all([1, 2, 3, 4].map(() => start(child.pb, assignmentId)));
    const first = parallel[0]!;
    for (const again of parallel) {
      expect(again.attempt.id).toBe(first.attempt.id);
      expect(orderOf(again)).toBe(orderOf(first));
    }
    for (const question of first.questions) {
      await answer(child.pb, first.attempt.id, { questionId: question.id, answer: correctOption(question.id) });
    }
    expect(orderOf(await start(child.pb, assignmentId))).toBe(orderOf(first));
    const submitted = await submit(child.pb, first.attempt.id);
    expect(submitted.result.score).toBe(100);
    expect(submitted.details.map((d) => `${d.id}:${d.options.map((o) => o.id).join('')}`).join(' ')).toBe(orderOf(first));
  });
});
