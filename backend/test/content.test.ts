// Only reviewed content reaches a child: a published question is fixed, its next version
// replaces it in its sets on publishing, a quiz serves only published questions, and an attempt
// keeps the questions as they were served, whatever happens to them later.
import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { draftQuestion, failure, fixtures, signIn, superuser } from './actors.ts';
import { answer, start, submit } from './quiz-api.ts';

const creatorId = fixtures.creators.find((c) => !c.reviewer)!.id;
const reviewerId = fixtures.creators.find((c) => c.reviewer)!.id;

const question = (text: string, createdBy: string, extra: Record<string, unknown> = {}) => draftQuestion(createdBy, { text, explanation: `Why: ${text}`, ...extra });

let creator: PocketBase;
let reviewer: PocketBase;
let admin: PocketBase;

beforeAll(async () => {
  [creator, reviewer, admin] = await Promise.all([signIn('creator'), signIn('reviewer'), superuser()]);
});

/** Written by the creator, sent to review, published by the reviewer. */
async function published(collection: 'questions' | 'question_sets', body: Record<string, unknown>, author = creator) {
  const draft = await author.collection(collection).create(body);
  await author.collection(collection).update(draft.id, { status: 'review' });
  return reviewer.collection(collection).update(draft.id, { status: 'published' });
}

async function publishedSet(questionIds: string[]) {
  return published('question_sets', {
    title: 'Served content set',
    description: 'A set for the served-content tests.',
    subject: 'Mathematics',
    grade: 'Grade 2',
    type: 'review',
    questions: questionIds,
    skills: ['Addition'],
    status: 'draft',
    created_by: creatorId,
  });
}

describe('a published question is fixed', () => {
  it('its text, options, key and explanation cannot change, not even by a reviewer who wrote it', async () => {
    const own = await published('questions', question('Reviewer-written', reviewerId), reviewer);
    for (const change of [
      { text: 'Edited' },
      { options: [{ id: 'a', text: 'Right', isCorrect: false }, { id: 'b', text: 'Wrong', isCorrect: true }] },
      { explanation: 'Another reason' },
    ]) {
      const refused = await failure(() => reviewer.collection('questions').update(own.id, change));
      expect(refused.status).toBe(400);
      const field = Object.keys(change)[0]!;
      expect(refused.response.data?.[field]?.message).toBe('A published question cannot be changed: write a new version that replaces it.');
    }
    expect((await admin.collection('questions').getOne(own.id)).text).toBe('Reviewer-written');
    // Taking it back to draft is a status change, which a reviewer may make; the unchanged content may come along.
    const back = await reviewer.collection('questions').update(own.id, { status: 'draft', text: own.text, options: own.options, explanation: own.explanation });
    expect(back.status).toBe('draft');
  });

  it('a new version replaces it in every set when a reviewer publishes it; the old one goes back to draft', async () => {
    const first = await published('questions', question('Version 1', creatorId));
    const set = await publishedSet(['qmathadd0000001', first.id]);
    const refusedDraft = await failure(() => creator.collection('questions').create(question('Replaces a draft', creatorId, { replaces: 'qmathdraft00001' })));
    expect(refusedDraft.response.data?.replaces?.message).toBe('Only a published question can be replaced by a new version.');

    const second = await creator.collection('questions').create(question('Version 2', creatorId, { replaces: first.id }));
    expect((await admin.collection('question_sets').getOne(set.id)).questions).toEqual(['qmathadd0000001', first.id]);
    await creator.collection('questions').update(second.id, { status: 'review' });
    await reviewer.collection('questions').update(second.id, { status: 'published' });

    const after = await admin.collection('question_sets').getOne(set.id);
    expect(after.questions).toEqual(['qmathadd0000001', second.id]);
    expect(after.status).toBe('published');
    expect((await admin.collection('questions').getOne(first.id)).status).toBe('draft');
  });
});

describe('what a child is served', () => {
  it('only published questions, kept as served: a question taken back and edited changes neither the attempt nor its result', async () => {
    const taken = await published('questions', question('As reviewed', creatorId));
    const set = await publishedSet([taken.id, 'qmathadd0000001']);
    const parent = await signIn('parentB');
    const assignment = await parent.collection('assignments').create({
      title: 'Served content',
      question_sets: [set.id],
      timeLimit: 30,
      status: 'active',
      created_by: inject('parentB').id,
      assigned_students: [inject('studentB').id],
    });
    const child = await signIn('studentB');
    const { attempt, questions } = await start(child, assignment.id);
    expect(questions.map((q) => q.text)).toContain('As reviewed');

    await reviewer.collection('questions').update(taken.id, { status: 'draft' });
    await creator.collection('questions').update(taken.id, {
      text: 'Not reviewed',
      options: [{ id: 'a', text: 'Right', isCorrect: false }, { id: 'b', text: 'Unreviewed', isCorrect: true }],
    });

    const resumed = await start(child, assignment.id);
    expect(resumed.attempt.id).toBe(attempt.id);
    expect(resumed.questions.find((q) => q.id === taken.id)).toEqual({
      id: taken.id,
      type: 'multiple_choice',
      text: 'As reviewed',
      // in the attempt's own order
      options: expect.arrayContaining([{ id: 'a', text: 'Right' }, { id: 'b', text: 'Wrong' }]),
      media: {},
    });
    await answer(child, attempt.id, { questionId: taken.id, answer: 'a' });
    const submitted = await submit(child, attempt.id);
    expect(submitted.result).toMatchObject({ correct_answers: 1, total_questions: 2 });
    expect(submitted.details.find((d) => d.id === taken.id)).toMatchObject({ text: 'As reviewed', isCorrect: true });
    const review = await parent.send<{ details: Array<{ id: string; text: string }> }>(`/api/quiz/results/${submitted.result.id}`, { method: 'GET' });
    expect(review.details.find((d) => d.id === taken.id)?.text).toBe('As reviewed');

    const retake = await start(child, assignment.id);
    expect(retake.questions.map((q) => q.id)).toEqual(['qmathadd0000001']);
  });
});
