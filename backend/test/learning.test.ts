// The learning engine against a real PocketBase: each answer schedules its question and moves its
// skills (in the submit's transaction), a child practises their own mistakes at once through the quiz
// engine, a review serves only what the child may see now, and a parent reads the skills and the one
// next step of their own children only.
import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_POINTS_PER_DAY, REVIEW_QUESTIONS_MAX, REVIEW_TEXTS, totalPoints } from '../../shared/src/domain/index.ts';
import { draftQuestion, failure, fixtures, signIn, superuser } from './actors.ts';
import { addChild, answer, start, submit, type Child } from './quiz-api.ts';

type ReviewStatus = { questions: number; mistakes: boolean; begun: boolean; assignmentId: string };
type Learning = {
  skills: Array<{ subject: string; topic: string; skill: string; level: string; answers: number; right: number; days: number }>;
  nextStep: null | {
    kind: string;
    skill: { skill: string } | null;
    set: { id: string; title: string; totalQuestions: number };
    timeLimit: number;
  };
};

const creatorId = fixtures.creators.find((c) => !c.reviewer)!.id;
const reviewStatus = (pb: PocketBase) => pb.send<ReviewStatus>('/api/review', {});
const startReview = (pb: PocketBase) => pb.send<{ assignmentId: string }>('/api/review/start', { method: 'POST' });
const learningOf = (pb: PocketBase, childId: string) => pb.send<Learning>(`/api/children/${childId}/learning`, {});

let admin: PocketBase;
let parent: PocketBase;

beforeAll(async () => {
  admin = await superuser();
  parent = await signIn('parentB');
});

/** Published questions of a topic of this file's own (Geography's map skills), in a published set. */
async function publishedSet(title: string, count: number, overrides: Record<string, unknown> = {}, grade = 'Grade 3') {
  const about = { subject: 'Geography', grade, topic: 'Maps and Directions', skills: ['Compass Directions'], ...overrides };
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const question = draftQuestion(creatorId, {
      text: `${title}: question ${i + 1}?`,
      status: 'published',
      ...about,
    });
    ids.push((await admin.collection('questions').create(question)).id);
  }
  const set = await admin.collection('question_sets').create({
    title,
    description: 'A learning test set.',
    type: 'skills_practice',
    subject: about.subject,
    grade,
    difficulty: 'beginner',
    skills: about.skills,
    questions: ids,
    status: 'published',
    created_by: creatorId,
  });
  return { ids, setId: set.id };
}

async function assign(child: Child, setId: string, title: string) {
  return parent.collection('assignments').create({
    title,
    question_sets: [setId],
    timeLimit: 10,
    status: 'active',
    created_by: parent.authStore.record!.id,
    assigned_students: [child.id],
  });
}

/** Takes a quiz, answering right the questions `right` names (by id) and wrong the others. */
async function take(child: Child, assignmentId: string, right: (id: string) => boolean) {
  const started = await start(child.pb, assignmentId);
  for (const question of started.questions)
    await answer(child.pb, started.attempt.id, { questionId: question.id, answer: right(question.id) ? 'a' : 'b' });
  return { started, submitted: await submit(child.pb, started.attempt.id) };
}

async function cardsOf(childId: string) {
  return admin.collection('review_cards').getFullList({ filter: admin.filter('student_id = {:c}', { c: childId }), requestKey: null });
}

describe('a child practises their mistakes at once', () => {
  it('brings the questions answered wrong back as an untimed review, feeds the schedule, and leaves nothing due', async () => {
    const { ids, setId } = await publishedSet('Learning mistakes', 4);
    const child = await addChild(parent, 'Learning mistakes child');
    const missed = new Set(ids.slice(0, 2));
    const assignment = await assign(child, setId, 'Maps quiz');
    const before = await reviewStatus(child.pb);
    expect(before.questions).toBe(0);

    await take(child, assignment.id, (id) => !missed.has(id));
    const due = await reviewStatus(child.pb);
    expect(due).toMatchObject({ questions: 2, mistakes: true, begun: false });

    const { assignmentId } = await startReview(child.pb);
    // Started twice, it is the same review: a child tapping twice makes one.
    expect((await startReview(child.pb)).assignmentId).toBe(assignmentId);
    const review = await start(child.pb, assignmentId);
    expect(review.assignment).toMatchObject({ timeLimit: 0 });
    expect((review.assignment as { title?: string }).title).toBe(REVIEW_TEXTS.mistakesTitle);
    expect(review.attempt.deadline).toBeFalsy();
    expect(review.questions.map((q) => q.id).toSorted()).toEqual([...missed].toSorted());
    expect(await reviewStatus(child.pb)).toMatchObject({ begun: true, assignmentId });

    for (const question of review.questions) await answer(child.pb, review.attempt.id, { questionId: question.id, answer: 'a' });
    const result = await submit(child.pb, review.attempt.id);
    expect(result.result).toMatchObject({ score: 100, total_questions: 2 });
    expect((result.result as unknown as { review: boolean }).review).toBe(true);
    // A review of two earns two tenths of a full one's points.
    expect(result.points).toBe(40);

    const cards = await cardsOf(child.id);
    expect(cards).toHaveLength(4);
    for (const card of cards) {
      expect(card['reps']).toBe(missed.has(card['question']) ? 2 : 1);
      expect(card['last_right']).toBe(true);
      expect(Date.parse(card['due'])).toBeGreaterThan(Date.now());
    }
    expect(await reviewStatus(child.pb)).toMatchObject({ questions: 0, mistakes: false, begun: false });
    await expect(failure(() => startReview(child.pb))).resolves.toMatchObject({
      status: 409,
      response: { message: REVIEW_TEXTS.nothingDue },
    });

    // The child's and the parent's assignment lists leave reviews out; the results keep them.
    const listed = await child.pb
      .collection('assignments')
      .getFullList({ filter: child.pb.filter('created_by = {:p} && review = false', { p: parent.authStore.record!.id }) });
    expect(listed.map((a) => a.id)).not.toContain(assignmentId);
    const results = await child.pb.collection('results').getFullList({ filter: child.pb.filter('student_id = {:c}', { c: child.id }) });
    expect(results.map((r) => r['review']).toSorted()).toEqual([false, true]);
  });

  it('gives reviews the time the parent chose', async () => {
    const { setId } = await publishedSet('Learning timed', 2);
    const child = await addChild(parent, 'Learning timed child');
    await parent.collection('students').update(child.id, { review_time: '5' });
    await take(child, (await assign(child, setId, 'Timed maps')).id, () => false);
    const { assignmentId } = await startReview(child.pb);
    const started = await start(child.pb, assignmentId);
    expect(started.assignment.timeLimit).toBe(5);
    expect(Date.parse(started.attempt.deadline!) - Date.parse(started.serverTime)).toBeGreaterThan(4.9 * 60_000);
  });

  it('holds a review to the most overdue questions, at most ten', async () => {
    const { setId } = await publishedSet('Learning many', REVIEW_QUESTIONS_MAX + 2);
    const child = await addChild(parent, 'Learning many child');
    await take(child, (await assign(child, setId, 'Many maps')).id, () => false);
    expect((await reviewStatus(child.pb)).questions).toBe(REVIEW_QUESTIONS_MAX);
    const review = await start(child.pb, (await startReview(child.pb)).assignmentId);
    expect(review.questions).toHaveLength(REVIEW_QUESTIONS_MAX);
  });
});

describe('what a review may serve', () => {
  it('serves the current published version, drops a question unpublished since, and never an essay', async () => {
    const { ids, setId } = await publishedSet('Learning versions', 3);
    const essay = (
      await admin.collection('questions').create(
        draftQuestion(creatorId, {
          text: 'Learning: write about maps.',
          type: 'essay',
          options: [],
          subject: 'Geography',
          grade: 'Grade 3',
          topic: 'Maps and Directions',
          skills: ['Map Skills'],
          status: 'published',
        }),
      )
    ).id;
    await admin.collection('question_sets').update(setId, { 'questions+': essay });
    const child = await addChild(parent, 'Learning versions child');
    const assignment = await assign(child, setId, 'Versions quiz');
    const started = await start(child.pb, assignment.id);
    for (const question of started.questions) {
      await answer(child.pb, started.attempt.id, {
        questionId: question.id,
        answer: question.id === essay ? 'Maps show places from above.' : 'b',
      });
    }
    await submit(child.pb, started.attempt.id);
    expect((await cardsOf(child.id)).map((card) => card['question']).toSorted()).toEqual(ids.toSorted());

    // A new version of the first question takes its place; the second goes back to draft.
    const reviewer = await signIn('reviewer');
    const newVersion = await admin.collection('questions').create(
      draftQuestion(creatorId, {
        text: 'Learning versions: question 1, new version?',
        subject: 'Geography',
        grade: 'Grade 3',
        topic: 'Maps and Directions',
        skills: ['Compass Directions'],
        replaces: ids[0],
        status: 'review',
      }),
    );
    await reviewer.collection('questions').update(newVersion.id, { status: 'published', reviewed_version: newVersion['updated'] });
    await reviewer.collection('questions').update(ids[1]!, { status: 'draft' });

    const review = await start(child.pb, (await startReview(child.pb)).assignmentId);
    expect(review.questions.map((q) => q.id).toSorted()).toEqual([newVersion.id, ids[2]!].toSorted());
    expect(review.questions.find((q) => q.id === newVersion.id)!.text).toBe('Learning versions: question 1, new version?');
  });

  it("refuses another family's child their review, and a review written through the API", async () => {
    const { setId } = await publishedSet('Learning other family', 1);
    const child = await addChild(parent, 'Learning other family child');
    await take(child, (await assign(child, setId, 'Other family quiz')).id, () => false);
    const { assignmentId } = await startReview(child.pb);
    const demoChild = await signIn('studentA');
    await expect(failure(() => start(demoChild, assignmentId))).resolves.toMatchObject({ status: 404 });
    expect((await reviewStatus(demoChild)).assignmentId).not.toBe(assignmentId);
    await expect(failure(() => reviewStatus(parent))).resolves.toMatchObject({ status: 403 });

    const made = failure(() =>
      parent.collection('assignments').create({
        title: 'Fake review',
        review: true,
        questions: ['x'],
        question_sets: [setId],
        timeLimit: 10,
        status: 'active',
        created_by: parent.authStore.record!.id,
        assigned_students: [child.id],
      }),
    );
    await expect(made).resolves.toMatchObject({ status: 403 });
    await expect(failure(() => parent.collection('assignments').update(assignmentId, { title: 'Changed' }))).resolves.toMatchObject({
      status: 403,
    });
    for (const collection of ['review_cards', 'skill_mastery']) {
      await expect(failure(() => parent.collection(collection).getFullList())).resolves.toMatchObject({ status: 403 });
      await expect(failure(() => child.pb.collection(collection).getFullList())).resolves.toMatchObject({ status: 403 });
    }
  });
});

describe('what the attack found', () => {
  it('a review its parent deleted leaves the child a new one, and starting again with nothing new writes nothing', async () => {
    const { setId } = await publishedSet('Learning deleted review', 2);
    const child = await addChild(parent, 'Learning deleted review child');
    await take(child, (await assign(child, setId, 'Deleted review quiz')).id, () => false);
    const first = (await startReview(child.pb)).assignmentId;
    const before = await admin.collection('assignments').getOne(first);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await startReview(child.pb)).assignmentId).toBe(first);
    expect((await admin.collection('assignments').getOne(first))['updated']).toBe(before['updated']);

    await parent.collection('assignments').delete(first);
    expect((await reviewStatus(child.pb)).assignmentId).toBe('');
    const second = (await startReview(child.pb)).assignmentId;
    expect(second).not.toBe(first);
    expect((await start(child.pb, second)).questions).toHaveLength(2);
  });

  it('the questions behind a skill leave out one taken back to draft (its new words were never reviewed)', async () => {
    const countries = { topic: 'Countries and Continents', skills: ['Countries'] };
    const { ids, setId } = await publishedSet('Learning drafts hidden', 2, countries);
    const child = await addChild(parent, 'Learning drafts hidden child');
    await take(child, (await assign(child, setId, 'Drafts hidden quiz')).id, () => true);
    const reviewer = await signIn('reviewer');
    await reviewer.collection('questions').update(ids[0]!, { status: 'draft' });
    await admin.collection('questions').update(ids[0]!, { text: 'Unreviewed words' });
    const shown = await parent.send<{ questions: Array<{ id: string; text: string }> }>(
      `/api/children/${child.id}/skill-questions?subject=Geography&topic=${encodeURIComponent(countries.topic)}&skill=Countries`,
      {},
    );
    expect(shown.questions.map((q) => q.id)).toEqual([ids[1]]);
  });

  it('reviews add at most REVIEW_POINTS_PER_DAY a day, however many a child makes by missing on purpose', async () => {
    const { setId } = await publishedSet('Learning farming', 5);
    const child = await addChild(parent, 'Learning farming child');
    const assignment = await assign(child, setId, 'Farming quiz');
    await take(child, assignment.id, () => true);
    let reviewPoints = 0;
    for (let round = 0; round < 3; round += 1) {
      await take(child, assignment.id, () => false);
      const { assignmentId } = await startReview(child.pb);
      reviewPoints += (await take(child, assignmentId, () => true)).submitted.points;
    }
    // What each review's result says it is worth, and what the child's total counts.
    expect(reviewPoints).toBe(300);
    const results = await child.pb.collection('results').getFullList({ filter: child.pb.filter('student_id = {:c}', { c: child.id }) });
    const total = totalPoints(
      results.map((r) => ({
        score: r['score'],
        completed_at: r['completed_at'],
        assignment_id: r['assignment_id'],
        review: r['review'],
        total_questions: r['total_questions'],
      })),
    );
    expect(total).toBe(200 + REVIEW_POINTS_PER_DAY);
    // The parent heard of the quiz's tries, never of the reviews: their notices are kept for what they set.
    const notices = await parent
      .collection('notifications')
      .getFullList({ filter: parent.filter('title ~ {:name}', { name: 'Learning farming child' }) });
    expect(notices.map((notice) => notice['title'])).toEqual(
      Array.from({ length: 4 }, () => 'Learning farming child finished "Farming quiz"'),
    );
  });
});

describe("a parent's view of the skills", () => {
  it('shows the skill map and one next step that practises the weakest skill, assigned in one go', async () => {
    // A topic no other test of this file uses, so that only these sets compete for the step.
    const countries = { topic: 'Countries and Continents', skills: ['Countries'] };
    const quiz = await publishedSet('Learning countries', 4, countries);
    const practice = await publishedSet('Countries practice', 6, countries);
    const child = await addChild(parent, 'Learning skills child');
    await take(child, (await assign(child, quiz.setId, 'Compass quiz')).id, (id) => id === quiz.ids[0]);

    const learning = await learningOf(parent, child.id);
    expect(learning.skills).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          subject: 'Geography',
          topic: 'Countries and Continents',
          skill: 'Countries',
          level: 'practising',
          answers: 4,
          right: 1,
          days: 1,
        }),
        expect.objectContaining({ subject: 'Geography', topic: 'Countries and Continents', skill: '', answers: 4, right: 1 }),
      ]),
    );
    expect(learning.nextStep).toMatchObject({
      kind: 'practise',
      skill: { skill: 'Countries' },
      set: { id: practice.setId, title: 'Countries practice', totalQuestions: 6 },
    });

    const questions = await parent.send<{ questions: Array<{ id: string; lastRight: boolean }> }>(
      `/api/children/${child.id}/skill-questions?subject=Geography&topic=${encodeURIComponent(countries.topic)}&skill=Countries`,
      {},
    );
    expect(questions.questions.map((q) => q.id).toSorted()).toEqual(quiz.ids.toSorted());
    expect(questions.questions.filter((q) => q.lastRight).map((q) => q.id)).toEqual([quiz.ids[0]]);

    // The Assign button: one create, as the form's.
    const step = learning.nextStep!;
    const assigned = await assign(child, step.set.id, step.set.title);
    expect(assigned['status']).toBe('active');
    const list = await child.pb
      .collection('assignments')
      .getFullList({ filter: child.pb.filter('assigned_students ~ {:c} && review = false', { c: child.id }) });
    expect(list.map((a) => a.id)).toContain(assigned.id);
    // On the child's list now, the set is no next step.
    const after = await learningOf(parent, child.id);
    expect(after.nextStep?.set.id).not.toBe(practice.setId);
  });

  it("answers 404 for another family's child and 401 to a guest", async () => {
    const demoChild = fixtures.students[0]!.id;
    await expect(failure(() => learningOf(parent, demoChild))).resolves.toMatchObject({ status: 404 });
    await expect(
      failure(() => parent.send(`/api/children/${demoChild}/skill-questions?subject=Mathematics&topic=x`, {})),
    ).resolves.toMatchObject({ status: 404 });
    const guest = (await signIn('guest')) as PocketBase;
    await expect(failure(() => learningOf(guest, demoChild))).resolves.toMatchObject({ status: 401 });
  });
});

describe('one transaction', () => {
  it('learns once from an attempt submitted twice at once', async () => {
    const { setId } = await publishedSet('Learning twice', 3);
    const child = await addChild(parent, 'Learning twice child');
    const started = await start(child.pb, (await assign(child, setId, 'Twice quiz')).id);
    for (const question of started.questions) await answer(child.pb, started.attempt.id, { questionId: question.id, answer: 'b' });
    await Promise.allSettled([
      submit(child.pb, started.attempt.id),
      submit(child.pb, started.attempt.id),
      submit(child.pb, started.attempt.id),
    ]);
    const cards = await cardsOf(child.id);
    expect(cards.map((card) => card['reps'])).toEqual([1, 1, 1]);
    const mastery = await admin.collection('skill_mastery').getFullList({ filter: admin.filter('student_id = {:c}', { c: child.id }) });
    expect(mastery.map((row) => row['answers'])).toEqual([3, 3]);
  });
});
