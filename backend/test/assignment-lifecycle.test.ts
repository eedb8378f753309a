// An assignment's life on the server: a draft is never shown to a child, what may change once a
// child has started it, and deleting it keeps the results and points the children earned on it.
import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { ASSIGNMENT_CHANGE_MESSAGES, MESSAGES } from '../../shared/src/domain/index.ts';
import { failure, fixtures, signIn, statusOf, superuser } from './actors.ts';
import { addChild, answer, correctOption, start, submit, type Child } from './quiz-api.ts';

let parent: PocketBase;
const creatorId = fixtures.creators.find((c) => !c.reviewer)!.id;
let parentId: string;

const assignmentFor = (children: Child[], fields: Record<string, unknown> = {}) =>
  parent.collection('assignments').create({
    title: 'Lifecycle assignment',
    question_sets: ['setbasicmath001'],
    timeLimit: 30,
    status: 'active',
    created_by: parentId,
    assigned_students: children.map((child) => child.id),
    ...fields,
  });

/** The child takes the quiz through the quiz routes and answers the first `right` questions correctly. */
async function complete(child: Child, assignmentId: string, right: number) {
  const { attempt, questions } = await start(child.pb, assignmentId);
  for (const [i, question] of questions.entries()) {
    const option = i < right ? correctOption(question.id) : correctOption(question.id) === 'a' ? 'b' : 'a';
    await answer(child.pb, attempt.id, { questionId: question.id, answer: option });
  }
  return submit(child.pb, attempt.id);
}

const listedFor = async (pb: PocketBase, id: string) => (await pb.collection('assignments').getFullList()).some((a) => a.id === id);

beforeAll(async () => {
  parent = await signIn('parentB');
  parentId = parent.authStore.record!.id;
});

describe('a draft', () => {
  it('is never shown to a child: not listed, not viewable, no quiz; Create makes it active and visible', async () => {
    const child = await addChild(parent, 'Draft Child');
    const draft = await assignmentFor([child], { status: 'draft' });
    expect(await listedFor(child.pb, draft.id)).toBe(false);
    expect(await statusOf(() => child.pb.collection('assignments').getOne(draft.id))).toBe(404);
    expect((await failure(() => start(child.pb, draft.id))).status).toBe(404);
    expect(await listedFor(parent, draft.id)).toBe(true);

    await parent.collection('assignments').update(draft.id, { status: 'active' });
    expect(await listedFor(child.pb, draft.id)).toBe(true);
    expect((await start(child.pb, draft.id)).questions).toHaveLength(5);
  });

  it('an active assignment cannot go back to draft, and no request sets "deleted"', async () => {
    const child = await addChild(parent, 'Status Child');
    const active = await assignmentFor([child]);
    const back = await failure(() => parent.collection('assignments').update(active.id, { status: 'draft' }));
    expect(back.response.data?.['status']?.message).toBe(`${ASSIGNMENT_CHANGE_MESSAGES.backToDraft}.`);
    const hidden = await failure(() => parent.collection('assignments').update(active.id, { status: 'deleted' }));
    expect(hidden.response.data?.['status']?.message).toBe(`${ASSIGNMENT_CHANGE_MESSAGES.deleteInstead}.`);
    const created = await failure(() => assignmentFor([child], { status: 'deleted' }));
    expect(created.response.data?.['status']?.message).toBe(`${ASSIGNMENT_CHANGE_MESSAGES.deleteInstead}.`);
  });
});

const DAY = 24 * 60 * 60 * 1000;
/** Noon UTC of the UTC day `days` from now, as the form sends a due day. */
const noonIn = (days: number) => `${new Date(Date.now() + days * DAY).toISOString().slice(0, 10)} 12:00:00.000Z`;

describe('a due date', () => {
  it('in the past is refused on create with a clear message; today and later are kept', async () => {
    const child = await addChild(parent, 'Due Child');
    for (const dueDate of ['2020-01-01 12:00:00.000Z', noonIn(-2)]) {
      const refused = await failure(() => assignmentFor([child], { dueDate, status: 'draft' }));
      expect(refused.status).toBe(400);
      expect(refused.response.data?.['dueDate']?.message).toBe(`${MESSAGES.dueDatePast}.`);
    }
    expect((await assignmentFor([child], { dueDate: noonIn(0) }))['dueDate']).toBe(noonIn(0));
    expect((await assignmentFor([child], { dueDate: noonIn(1) }))['dueDate']).toBe(noonIn(1));
  });

  it('that has passed since keeps the rest editable, but cannot be moved to another past day', async () => {
    const child = await addChild(parent, 'Overdue Child');
    const assignment = await assignmentFor([child], { dueDate: noonIn(3) });
    const admin = await superuser();
    await admin.collection('assignments').update(assignment.id, { dueDate: noonIn(-5) });

    expect((await parent.collection('assignments').update(assignment.id, { title: 'Renamed when overdue' }))['title']).toBe(
      'Renamed when overdue',
    );
    const moved = await failure(() => parent.collection('assignments').update(assignment.id, { dueDate: noonIn(-3) }));
    expect(moved.response.data?.['dueDate']?.message).toBe(`${MESSAGES.dueDatePast}.`);
    expect((await parent.collection('assignments').update(assignment.id, { dueDate: noonIn(7) }))['dueDate']).toBe(noonIn(7));
  });
});

describe('the preview of an assignment (GET /api/assignments/{id}/preview)', () => {
  type Preview = {
    questions: Array<{ id: string; text: string; options: Array<{ id: string; text: string; isCorrect?: boolean }>; explanation: string }>;
  };
  const preview = (pb: PocketBase, id: string) => pb.send<Preview>(`/api/assignments/${id}/preview`, {});

  it('gives its parent the questions a child would be served, with their answers, and nobody else anything', async () => {
    const child = await addChild(parent, 'Preview Child');
    const assignment = await assignmentFor([child], { question_sets: ['setbasicmath001', 'setfractions001'], status: 'draft' });
    const { questions } = await preview(parent, assignment.id);
    expect(questions.map((q) => q.text)).toEqual([
      'What is 7 + 8?',
      'What is 36 ÷ 4?',
      'Which number is the largest?',
      'What is 6 × 7?',
      'Sam has 25 stickers and gives 9 to a friend. How many stickers does Sam have left?',
      'What is 1/2 + 1/4?',
      'Which fraction is equal to 0.5?',
    ]);
    expect(questions[0]!.options.find((o) => o.isCorrect)?.text).toBe('15');
    expect(questions[0]!.explanation).toContain('7 + 8 = 15');

    const otherParent = await signIn('parentA');
    expect(await statusOf(() => preview(otherParent, assignment.id))).toBe(404);
    expect(await statusOf(() => preview(child.pb, assignment.id))).toBe(403);
    expect(await statusOf(() => preview(parent, 'nosuchassignmt'))).toBe(404);
    await parent.collection('assignments').delete(assignment.id);
    expect(await statusOf(() => preview(parent, assignment.id))).toBe(404);
  });
});

describe('once a child has started an assignment', () => {
  it('its question sets are fixed and nobody is taken off it; the title, instructions, time, due date and new children still change', async () => {
    const [first, second] = [await addChild(parent, 'Starter Child'), await addChild(parent, 'Waiting Child')];
    const assignment = await assignmentFor([first, second]);

    // Before anyone starts, anything may change.
    await parent.collection('assignments').update(assignment.id, { question_sets: ['setbasicmath001', 'setenglishgr001'] });
    await start(first.pb, assignment.id);

    const sets = await failure(() => parent.collection('assignments').update(assignment.id, { question_sets: ['setbasicmath001'] }));
    expect(sets.status).toBe(400);
    expect(sets.response.data?.['question_sets']?.message).toBe(`${ASSIGNMENT_CHANGE_MESSAGES.setsLocked}.`);
    const takenOff = await failure(() => parent.collection('assignments').update(assignment.id, { assigned_students: [first.id] }));
    expect(takenOff.response.data?.['assigned_students']?.message).toBe(`${ASSIGNMENT_CHANGE_MESSAGES.childrenLocked}.`);

    const third = await addChild(parent, 'Late Child');
    const changed = await parent.collection('assignments').update(assignment.id, {
      title: 'Renamed after the start',
      instructions: 'Take your time.',
      timeLimit: 45,
      dueDate: '2030-05-01 12:00:00.000Z',
      assigned_students: [first.id, second.id, third.id],
    });
    expect(changed).toMatchObject({ title: 'Renamed after the start', instructions: 'Take your time.', timeLimit: 45, status: 'active' });
    expect(changed['dueDate']).toBe('2030-05-01 12:00:00.000Z');
    // An empty due date takes it away.
    expect((await parent.collection('assignments').update(assignment.id, { dueDate: '' }))['dueDate']).toBe('');
    expect(changed['question_sets']).toEqual(['setbasicmath001', 'setenglishgr001']);
    expect(await listedFor(third.pb, assignment.id)).toBe(true);
  });

  it('its parent sees who is in the middle of it; no other parent does', async () => {
    const child = await addChild(parent, 'Busy Child');
    const assignment = await assignmentFor([child]);
    const { attempt } = await start(child.pb, assignment.id);
    const seen = await parent.collection('attempts').getFullList({ filter: parent.filter('assignment_id = {:id}', { id: assignment.id }) });
    expect(seen.map((a) => [a.id, a['status']])).toEqual([[attempt.id, 'in_progress']]);
    const otherParent = await signIn('parentA');
    expect(await statusOf(() => otherParent.collection('attempts').getOne(attempt.id))).toBe(404);
    expect(
      await otherParent.collection('attempts').getFullList({ filter: otherParent.filter('assignment_id = {:id}', { id: assignment.id }) }),
    ).toEqual([]);
  });
});

describe('a question set taken back from published', () => {
  it('stays on the assignments that have it, which the parent can still edit; it cannot be added to another', async () => {
    const admin = await superuser();
    const set = await admin.collection('question_sets').create({
      title: 'Soon withdrawn',
      description: 'A set a reviewer takes back.',
      subject: 'Mathematics',
      grade: 'Grade 3',
      type: 'review',
      questions: ['qmathadd0000001'],
      skills: ['Addition'],
      status: 'published',
      created_by: creatorId,
    });
    const child = await addChild(parent, 'Withdrawn Set Child');
    const assignment = await assignmentFor([child], { question_sets: [set.id] });
    await admin.collection('question_sets').update(set.id, { status: 'draft' });

    const renamed = await parent.collection('assignments').update(assignment.id, { title: 'Renamed after the set was withdrawn' });
    expect(renamed).toMatchObject({ title: 'Renamed after the set was withdrawn', question_sets: [set.id] });
    const refused = await failure(() => assignmentFor([child], { question_sets: [set.id] }));
    expect(refused.status).toBe(400);
    expect(refused.response.data?.['question_sets']?.message).toBe('Only published question sets can be assigned.');
    const other = await assignmentFor([child]);
    const added = await failure(() => parent.collection('assignments').update(other.id, { question_sets: ['setbasicmath001', set.id] }));
    expect(added.response.data?.['question_sets']?.message).toBe('Only published question sets can be assigned.');
  });
});

describe('deleting an assignment', () => {
  it('hides it from the parent and the children, discards unfinished attempts, and keeps the results and points earned on it', async () => {
    const [finisher, quitter] = [await addChild(parent, 'Finishing Child'), await addChild(parent, 'Unfinished Child')];
    const assignment = await assignmentFor([finisher, quitter], { title: 'Soon deleted' });
    const { result, points } = await complete(finisher, assignment.id, 4);
    expect(result.score).toBe(80);
    const retake = await complete(finisher, assignment.id, 5);
    const unfinished = await start(quitter.pb, assignment.id);

    expect(await statusOf(() => parent.collection('assignments').delete(assignment.id), 204)).toBe(204);

    expect(await listedFor(parent, assignment.id)).toBe(false);
    expect(await listedFor(finisher.pb, assignment.id)).toBe(false);
    expect((await failure(() => start(finisher.pb, assignment.id))).status).toBe(404);
    expect(await statusOf(() => quitter.pb.collection('attempts').getOne(unfinished.attempt.id))).toBe(404);
    // Gone for good: it can be neither changed nor deleted again.
    expect(await statusOf(() => parent.collection('assignments').update(assignment.id, { title: 'Back?' }))).toBe(404);
    expect(await statusOf(() => parent.collection('assignments').delete(assignment.id), 204)).toBe(404);

    // The results stay in the child's history and the parent's figures, with their title and subject.
    const filter = parent.filter('assignment_id = {:id}', { id: assignment.id });
    const kept = await parent.collection('results').getFullList({ filter, sort: 'completed_at', expand: 'assignment_id' });
    expect(kept.map((r) => r.id)).toEqual([result.id, retake.result.id]);
    expect(kept[0]?.expand).toMatchObject({ assignment_id: { title: 'Soon deleted', subject: 'Mathematics' } });
    const own = await finisher.pb.collection('results').getFullList({ filter, expand: 'assignment_id' });
    expect(own.map((r) => r['score']).toSorted()).toEqual([100, 80]);
    expect(own[0]?.expand).toMatchObject({ assignment_id: { title: 'Soon deleted' } });
    const review = await finisher.pb.send<{ points: number }>(`/api/quiz/results/${result.id}`, { method: 'GET' });
    expect(review.points).toBe(points);
  });

  it("is refused for another parent's assignment, which stays", async () => {
    const otherParent = await signIn('parentA');
    const child = await addChild(parent, 'Kept Child');
    const assignment = await assignmentFor([child]);
    expect(await statusOf(() => otherParent.collection('assignments').delete(assignment.id), 204)).toBe(404);
    expect(await statusOf(() => otherParent.collection('assignments').getOne(assignment.id))).toBe(404);
    expect(await listedFor(child.pb, assignment.id)).toBe(true);
  });
});
