// Only reviewed content reaches a child: a published question is fixed, its next version
// replaces it in its sets on publishing, a quiz serves only published questions, and an attempt
// keeps the questions as they were served, whatever happens to them later.
import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { client, draftQuestion, failure, fixtures, signIn, superuser } from './actors.ts';
import { addChild, answer, start, submit } from './quiz-api.ts';

const creatorId = fixtures.creators.find((c) => !c.reviewer)!.id;
const reviewerId = fixtures.creators.find((c) => c.reviewer)!.id;

const question = (text: string, createdBy: string, extra: Record<string, unknown> = {}) =>
  draftQuestion(createdBy, { text, explanation: `Why: ${text}`, ...extra });

let creator: PocketBase;
let reviewer: PocketBase;
/** A second reviewer: a reviewer's own work is published by another one. */
let otherReviewer: PocketBase;
let admin: PocketBase;

beforeAll(async () => {
  [creator, reviewer, admin] = await Promise.all([signIn('creator'), signIn('reviewer'), superuser()]);
  const email = `second-reviewer-${Date.now()}@test.local`;
  await admin
    .collection('creators')
    .create({ email, password: 'Reviewer123!', passwordConfirm: 'Reviewer123!', name: 'Rita Second', reviewer: true });
  otherReviewer = client();
  await otherReviewer.collection('creators').authWithPassword(email, 'Reviewer123!');
});

/** A reviewer's decision to publish, naming the version they read (its `updated` stamp). */
async function publish(collection: 'questions' | 'question_sets', id: string, by = reviewer) {
  const seen = await by.collection(collection).getOne(id);
  return by.collection(collection).update(id, { status: 'published', reviewed_version: seen.updated });
}

/** Written by its author, sent to review, published by a reviewer who is not the author. */
async function published(collection: 'questions' | 'question_sets', body: Record<string, unknown>, author = creator) {
  const draft = await author.collection(collection).create(body);
  await author.collection(collection).update(draft.id, { status: 'review' });
  return publish(collection, draft.id, author === reviewer ? otherReviewer : reviewer);
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
  it('nothing of it can change, not even by a reviewer who wrote it: text, options, key, explanation, image description, metadata', async () => {
    const own = await published('questions', question('Reviewer-written', reviewerId), reviewer);
    for (const change of [
      { text: 'Edited' },
      {
        options: [
          { id: 'a', text: 'Right', isCorrect: false },
          { id: 'b', text: 'Wrong', isCorrect: true },
        ],
      },
      { explanation: 'Another reason' },
      { image_alt: 'A picture of something else' },
      { tags: ['edited'] },
      { estimatedTime: 600 },
    ]) {
      const refused = await failure(() => reviewer.collection('questions').update(own.id, change));
      expect(refused.status).toBe(400);
      const field = Object.keys(change)[0]!;
      expect(refused.response.data?.[field]?.message).toBe('A published question cannot be changed: write a new version that replaces it.');
    }
    expect((await admin.collection('questions').getOne(own.id)).text).toBe('Reviewer-written');
    // Taking it back to draft is a status change, which a reviewer may make; the unchanged content may come along.
    const back = await reviewer
      .collection('questions')
      .update(own.id, { status: 'draft', text: own.text, options: own.options, explanation: own.explanation });
    expect(back.status).toBe('draft');
  });

  it('a new version replaces it in every set when a reviewer publishes it; the old one goes back to draft', async () => {
    const first = await published('questions', question('Version 1', creatorId));
    const set = await publishedSet(['qmathadd0000001', first.id]);
    const refusedDraft = await failure(() =>
      creator.collection('questions').create(question('Replaces a draft', creatorId, { replaces: 'qmathdraft00001' })),
    );
    expect(refusedDraft.response.data?.replaces?.message).toBe('Only a published question can be replaced by a new version.');

    const second = await creator.collection('questions').create(question('Version 2', creatorId, { replaces: first.id }));
    expect((await admin.collection('question_sets').getOne(set.id)).questions).toEqual(['qmathadd0000001', first.id]);
    await creator.collection('questions').update(second.id, { status: 'review' });
    await publish('questions', second.id);

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
      options: [
        { id: 'a', text: 'Right', isCorrect: false },
        { id: 'b', text: 'Unreviewed', isCorrect: true },
      ],
    });

    const resumed = await start(child, assignment.id);
    expect(resumed.attempt.id).toBe(attempt.id);
    expect(resumed.questions.find((q) => q.id === taken.id)).toEqual({
      id: taken.id,
      type: 'multiple_choice',
      text: 'As reviewed',
      // in the attempt's own order
      options: expect.arrayContaining([
        { id: 'a', text: 'Right' },
        { id: 'b', text: 'Wrong' },
      ]),
      media: {},
    });
    await answer(child, attempt.id, { questionId: taken.id, answer: 'a' });
    const submitted = await submit(child, attempt.id);
    expect(submitted.result).toMatchObject({ correct_answers: 1, total_questions: 2 });
    expect(submitted.details.find((d) => d.id === taken.id)).toMatchObject({ text: 'As reviewed', isCorrect: true });
    const review = await parent.send<{ details: Array<{ id: string; text: string }> }>(`/api/quiz/results/${submitted.result.id}`, {
      method: 'GET',
    });
    expect(review.details.find((d) => d.id === taken.id)?.text).toBe('As reviewed');

    const retake = await start(child, assignment.id);
    expect(retake.questions.map((q) => q.id)).toEqual(['qmathadd0000001']);
  });
});

describe('what a reviewer publishes is what they reviewed', () => {
  const IN_REVIEW = 'This item is waiting for a reviewer: save it as a draft to change it.';

  it('a question in review is frozen for its author: it changes only by going back to draft', async () => {
    const sent = await creator.collection('questions').create(question('Frozen in review', creatorId, { status: 'review' }));
    for (const change of [
      { text: 'Changed in review' },
      {
        options: [
          { id: 'a', text: 'Right', isCorrect: false },
          { id: 'b', text: 'Wrong', isCorrect: true },
        ],
      },
      { tags: ['late'] },
    ]) {
      const refused = await failure(() => creator.collection('questions').update(sent.id, { ...change, status: 'review' }));
      expect(refused.status).toBe(400);
      expect(refused.response.data?.[Object.keys(change)[0]!]?.message).toBe(IN_REVIEW);
    }
    // Sending it again unchanged changes nothing; taking it back to draft with the change is how it changes.
    expect((await creator.collection('questions').update(sent.id, { status: 'review', text: 'Frozen in review' })).status).toBe('review');
    expect(await creator.collection('questions').update(sent.id, { status: 'draft', text: 'Changed as a draft' })).toMatchObject({
      status: 'draft',
      text: 'Changed as a draft',
    });
  });

  it('a set in review is frozen for its author too', async () => {
    const set = await creator.collection('question_sets').create({
      title: 'Frozen set',
      description: 'In review.',
      subject: 'Mathematics',
      grade: 'Grade 2',
      type: 'review',
      questions: ['qmathadd0000001'],
      skills: ['Addition'],
      status: 'review',
      created_by: creatorId,
    });
    const grown = await failure(() =>
      creator.collection('question_sets').update(set.id, { questions: ['qmathadd0000001', 'qmathsub0000001'] }),
    );
    expect(grown.response.data?.['questions']?.message).toBe(IN_REVIEW);
    expect(
      (await creator.collection('question_sets').update(set.id, { status: 'draft', questions: ['qmathadd0000001', 'qmathsub0000001'] }))
        .totalQuestions,
    ).toBe(2);
  });

  it('Publish names the version the reviewer read, and is refused when the item changed since: a child never gets the unreviewed edit', async () => {
    const sent = await creator.collection('questions').create(question('Two plus two makes?', creatorId, { status: 'review' }));
    const read = await reviewer.collection('questions').getOne(sent.id);

    // The author takes it back, flips the key and sends it again while the reviewer still looks at the first version.
    await creator.collection('questions').update(sent.id, {
      status: 'draft',
      options: [
        { id: 'a', text: 'Right', isCorrect: false },
        { id: 'b', text: 'Wrong', isCorrect: true },
      ],
    });
    await creator.collection('questions').update(sent.id, { status: 'review' });
    const stale = await failure(() =>
      reviewer.collection('questions').update(sent.id, { status: 'published', reviewed_version: read.updated }),
    );
    expect(stale.status).toBe(409);
    expect(stale.response.message).toBe('This item changed after you opened it: look at it again before publishing.');
    const unnamed = await failure(() => reviewer.collection('questions').update(sent.id, { status: 'published' }));
    expect(unnamed.status).toBe(400);
    expect(unnamed.response.data?.['reviewed_version']?.message).toBe('Publish names the version you reviewed: send its updated time.');
    expect((await admin.collection('questions').getOne(sent.id)).status).toBe('review');

    // Read again, the new version is what gets published.
    const again = await reviewer.collection('questions').getOne(sent.id);
    expect(again.options[1].isCorrect).toBe(true);
    expect((await reviewer.collection('questions').update(sent.id, { status: 'published', reviewed_version: again.updated })).status).toBe(
      'published',
    );
  });

  it('a set is published only in the version the reviewer read', async () => {
    const set = await creator.collection('question_sets').create({
      title: 'Versioned set',
      description: 'Three questions.',
      subject: 'Mathematics',
      grade: 'Grade 2',
      type: 'review',
      questions: ['qmathadd0000001', 'qmathsub0000001', 'qmathmul0000001'],
      skills: ['Addition'],
      status: 'review',
      created_by: creatorId,
    });
    const read = await reviewer.collection('question_sets').getOne(set.id);
    await creator
      .collection('question_sets')
      .update(set.id, { status: 'draft', questions: ['qmathadd0000001', 'qmathsub0000001', 'qmathmul0000001', 'qmathdiv0000001'] });
    await creator.collection('question_sets').update(set.id, { status: 'review' });
    expect(
      (await failure(() => reviewer.collection('question_sets').update(set.id, { status: 'published', reviewed_version: read.updated })))
        .status,
    ).toBe(409);
    expect((await publish('question_sets', set.id)).totalQuestions).toBe(4);
  });

  it('a reviewer never publishes their own work: another reviewer does', async () => {
    const own = await reviewer.collection('questions').create(question('Reviewer writes', reviewerId, { status: 'review' }));
    const self = await failure(() => publish('questions', own.id));
    expect(self.status).toBe(400);
    expect(self.response.data?.['status']?.message).toBe('Another reviewer publishes your own work.');
    expect((await publish('questions', own.id, otherReviewer)).status).toBe('published');
  });
});

/** A set of the demo creator's, as a test needs it. */
const setOf = (title: string, ids: string[], extra: Record<string, unknown> = {}) => ({
  title,
  description: 'Served composition.',
  subject: 'Mathematics',
  grade: 'Grade 2',
  type: 'review',
  questions: ids,
  skills: ['Addition'],
  status: 'draft',
  created_by: creatorId,
  ...extra,
});

describe("a set's composition as a child is served it", () => {
  it('a published set cannot change, not even for a reviewer who wrote it', async () => {
    const own = await published('question_sets', setOf('Reviewer set', ['qmathadd0000001'], { created_by: reviewerId }), reviewer);
    const grown = await failure(() =>
      reviewer.collection('question_sets').update(own.id, { questions: ['qmathadd0000001', 'qmathsub0000001'] }),
    );
    expect(grown.response.data?.['questions']?.message).toBe('A published set cannot be changed: a reviewer takes it back to draft first.');
    const renamed = await failure(() => reviewer.collection('question_sets').update(own.id, { title: 'Renamed' }));
    expect(renamed.status).toBe(400);
  });

  it('a set taken back to draft and changed is not served until a reviewer publishes its new composition', async () => {
    const parent = await signIn('parentB');
    const child = await addChild(parent, 'Composition child');
    const three = await published('questions', question('Served one', creatorId));
    const taken = await publishedSet([three.id]);
    const other = await publishedSet(['qmathadd0000001']);
    const assignment = await parent.collection('assignments').create({
      title: 'Composition',
      question_sets: [taken.id, other.id],
      timeLimit: 30,
      status: 'active',
      created_by: inject('parentB').id,
      assigned_students: [child.id],
    });

    await reviewer.collection('question_sets').update(taken.id, { status: 'draft' });
    await creator
      .collection('question_sets')
      .update(taken.id, { questions: [three.id, 'qmathsub0000001', 'qmathmul0000001', 'qmathdiv0000001'] });
    const first = await start(child.pb, assignment.id);
    expect(first.questions.map((q) => q.id)).toEqual(['qmathadd0000001']);
    await submit(child.pb, first.attempt.id);

    await creator.collection('question_sets').update(taken.id, { status: 'review' });
    await publish('question_sets', taken.id);
    const next = await start(child.pb, assignment.id);
    expect(next.questions.map((q) => q.id).toSorted()).toEqual(
      [three.id, 'qmathadd0000001', 'qmathdiv0000001', 'qmathmul0000001', 'qmathsub0000001'].toSorted(),
    );
    await submit(child.pb, next.attempt.id);
  });
});
