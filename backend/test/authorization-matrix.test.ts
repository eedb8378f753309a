// Who may list, view, create, update and delete what: one table, every cell asserted.
import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { ACTORS, type Actor, draftQuestion, fixtures, signInAll, statusOf, superuser } from './actors.ts';

type ListOutcome = 'see' | 'hide' | 403;
type Row = {
  collection: string;
  /** the record the cells act on */
  target: (ids: Ids) => string;
  /** a fresh record like the target, for delete cells (superuser-created) */
  fresh?: (ids: Ids) => Record<string, unknown>;
  patch: Record<string, unknown>;
  /** deleting hides the record (status "deleted") instead of removing it: assignments keep the results on them */
  hidesOnDelete?: boolean;
  /** a body each actor would send to create a record of their own */
  create?: (actorId: string, ids: Ids) => Record<string, unknown>;
  expected: {
    list: ListOutcome[];
    view: number[];
    create?: number[];
    update: number[];
    delete: number[];
  };
};
type Ids = Record<Actor, string> & { draftQuestion: string; attemptA: string; answerA: string; lockout: string; notification: string };

const [demoParent] = fixtures.parents;
const creatorId = fixtures.creators.find((c) => !c.reviewer)!.id;
const question = (status: string) =>
  draftQuestion(creatorId, {
    grade: 'Grade 1',
    options: [
      { id: 'a', text: '3', isCorrect: false },
      { id: 'b', text: '4', isCorrect: true },
    ],
    status,
  });
const questionSet = (status: string) => ({
  title: 'Matrix set',
  description: 'A set for the matrix.',
  subject: 'Mathematics',
  grade: 'Grade 3',
  type: 'skills_practice',
  questions: ['qmathadd0000001'],
  skills: ['Addition'],
  status,
  created_by: creatorId,
});

// Actor order in every array: guest, parentA, parentB, studentA, studentB, creator, reviewer.
const TABLE: Row[] = [
  {
    collection: 'parents',
    target: (ids) => ids.parentA,
    patch: { name: demoParent!.name },
    create: () => {
      const email = `matrix-${Math.random().toString(36).slice(2)}@test.local`;
      return { email, password: 'Matrix123!', passwordConfirm: 'Matrix123!', name: 'New Parent' };
    },
    expected: {
      list: ['hide', 'see', 'hide', 'hide', 'hide', 'hide', 'hide'],
      view: [404, 200, 404, 404, 404, 404, 404],
      // Parents sign up through POST /api/sign-up (accounts.test.ts), not the records API.
      create: [403, 403, 403, 403, 403, 403, 403],
      update: [404, 200, 404, 404, 404, 404, 404],
      delete: [403, 403, 403, 403, 403, 403, 403],
    },
  },
  {
    collection: 'students',
    target: (ids) => ids.studentA,
    fresh: (ids) => ({
      student_id: `STU9${Math.floor(Math.random() * 9000 + 1000)}`,
      password: 'spare-child-123',
      passwordConfirm: 'spare-child-123',
      name: 'Spare Child',
      grade: 'Grade 2',
      parent_id: ids.parentA,
    }),
    patch: { name: 'Emma Johnson' },
    create: (actorId) => ({
      name: 'Sneaky',
      grade: 'Grade 1',
      parent_id: actorId,
      student_id: 'STU777',
      password: 'abcdefgh1',
      passwordConfirm: 'abcdefgh1',
    }),
    expected: {
      list: ['hide', 'see', 'hide', 'see', 'hide', 'hide', 'hide'],
      view: [404, 200, 404, 200, 404, 404, 404],
      create: [403, 403, 403, 403, 403, 403, 403],
      update: [404, 200, 404, 404, 404, 404, 404],
      delete: [404, 204, 404, 404, 404, 404, 404],
    },
  },
  {
    collection: 'creators',
    target: (ids) => ids.creator,
    patch: { name: 'Chris Author' },
    create: () => ({ email: 'new-creator@test.local', password: 'Creator123!', passwordConfirm: 'Creator123!', name: 'New' }),
    expected: {
      list: ['hide', 'hide', 'hide', 'hide', 'hide', 'see', 'see'],
      view: [404, 404, 404, 404, 404, 200, 200],
      create: [403, 403, 403, 403, 403, 403, 403],
      update: [404, 404, 404, 404, 404, 200, 404],
      delete: [403, 403, 403, 403, 403, 403, 403],
    },
  },
  {
    collection: 'questions',
    target: () => 'qmathadd0000001',
    fresh: () => question('published'),
    patch: { status: 'published' },
    create: (actorId) => ({ ...question('draft'), created_by: actorId }),
    expected: {
      list: ['hide', 'hide', 'hide', 'hide', 'hide', 'see', 'see'],
      view: [404, 404, 404, 404, 404, 200, 200],
      create: [400, 400, 400, 400, 400, 200, 200],
      update: [404, 404, 404, 404, 404, 400, 200],
      delete: [404, 404, 404, 404, 404, 404, 404],
    },
  },
  {
    collection: 'questions',
    target: (ids) => ids.draftQuestion,
    fresh: () => question('draft'),
    patch: { tags: ['matrix'] },
    expected: {
      list: ['hide', 'hide', 'hide', 'hide', 'hide', 'see', 'hide'],
      view: [404, 404, 404, 404, 404, 200, 404],
      update: [404, 404, 404, 404, 404, 200, 404],
      delete: [404, 404, 404, 404, 404, 204, 404],
    },
  },
  {
    collection: 'questions',
    target: () => 'qmathdraft00001',
    fresh: () => question('review'),
    patch: { status: 'review' },
    expected: {
      list: ['hide', 'hide', 'hide', 'hide', 'hide', 'see', 'see'],
      view: [404, 404, 404, 404, 404, 200, 200],
      update: [404, 404, 404, 404, 404, 200, 200],
      // with the reviewer: not even its author deletes it (back to draft first)
      delete: [404, 404, 404, 404, 404, 404, 404],
    },
  },
  {
    collection: 'question_sets',
    target: () => 'setbasicmath001',
    fresh: () => questionSet('published'),
    patch: { status: 'published' },
    create: (actorId) => ({ ...questionSet('draft'), created_by: actorId }),
    expected: {
      list: ['hide', 'see', 'see', 'hide', 'hide', 'see', 'see'],
      view: [404, 200, 200, 404, 404, 200, 200],
      create: [400, 400, 400, 400, 400, 200, 200],
      update: [404, 404, 404, 404, 404, 400, 200],
      delete: [404, 404, 404, 404, 404, 404, 404],
    },
  },
  {
    collection: 'question_sets',
    target: () => 'settimesdraft01',
    fresh: () => questionSet('draft'),
    patch: { tags: ['times tables'] },
    expected: {
      list: ['hide', 'hide', 'hide', 'hide', 'hide', 'see', 'hide'],
      view: [404, 404, 404, 404, 404, 200, 404],
      update: [404, 404, 404, 404, 404, 200, 404],
      delete: [404, 404, 404, 404, 404, 204, 404],
    },
  },
  {
    collection: 'assignments',
    target: () => 'assignmaths0001',
    fresh: (ids) => ({
      title: 'Spare assignment',
      question_sets: ['setbasicmath001'],
      timeLimit: 30,
      status: 'active',
      created_by: ids.parentA,
      assigned_students: [ids.studentA],
    }),
    patch: { title: 'Maths Practice: Basic Arithmetic' },
    hidesOnDelete: true,
    create: (actorId, ids) => ({
      title: 'Matrix assignment',
      question_sets: ['setbasicmath001'],
      timeLimit: 30,
      status: 'active',
      created_by: actorId,
      assigned_students: [actorId === ids.parentB ? ids.studentB : ids.studentA],
    }),
    expected: {
      list: ['hide', 'see', 'hide', 'see', 'hide', 'hide', 'hide'],
      view: [404, 200, 404, 200, 404, 404, 404],
      create: [400, 200, 200, 400, 400, 400, 400],
      update: [404, 200, 404, 404, 404, 404, 404],
      delete: [404, 204, 404, 404, 404, 404, 404],
    },
  },
  {
    collection: 'attempts',
    target: (ids) => ids.attemptA,
    patch: { status: 'submitted' },
    create: (actorId) => ({ student_id: actorId, assignment_id: 'assignscience01', status: 'submitted' }),
    expected: {
      list: ['hide', 'see', 'hide', 'see', 'hide', 'hide', 'hide'],
      view: [404, 200, 404, 200, 404, 404, 404],
      create: [403, 403, 403, 403, 403, 403, 403],
      update: [403, 403, 403, 403, 403, 403, 403],
      delete: [403, 403, 403, 403, 403, 403, 403],
    },
  },
  {
    // The questions as served, with their keys: for the quiz hooks and superusers only.
    collection: 'attempt_answers',
    target: (ids) => ids.answerA,
    patch: { option: 'c' },
    create: (_actorId, ids) => ({ attempt: ids.attemptA, question: 'qsciroot0000001', option: 'c' }),
    expected: {
      list: [403, 403, 403, 403, 403, 403, 403],
      view: [403, 403, 403, 403, 403, 403, 403],
      create: [403, 403, 403, 403, 403, 403, 403],
      update: [403, 403, 403, 403, 403, 403, 403],
      delete: [403, 403, 403, 403, 403, 403, 403],
    },
  },
  {
    collection: 'results',
    target: () => 'resultemmaeng01',
    patch: { score: 100 },
    create: (actorId) => ({
      student_id: actorId,
      assignment_id: 'assignenglish01',
      score: 100,
      total_questions: 3,
      correct_answers: 3,
      time_taken: 10,
      answers: {},
      completed_at: new Date().toISOString(),
    }),
    expected: {
      list: ['hide', 'see', 'hide', 'see', 'hide', 'hide', 'hide'],
      view: [404, 200, 404, 200, 404, 404, 404],
      create: [400, 400, 400, 400, 400, 400, 400],
      update: [403, 403, 403, 403, 403, 403, 403],
      delete: [403, 403, 403, 403, 403, 403, 403],
    },
  },
  {
    // Written only by the server's hooks (notifications.test.ts); its recipient marks it read.
    collection: 'notifications',
    target: (ids) => ids.notification,
    patch: { read: true },
    create: (actorId) => ({ recipient: actorId, audience: 'parents', type: 'level', title: 'Made up' }),
    expected: {
      list: ['hide', 'see', 'hide', 'hide', 'hide', 'hide', 'hide'],
      view: [404, 200, 404, 404, 404, 404, 404],
      create: [403, 403, 403, 403, 403, 403, 403],
      update: [404, 200, 404, 404, 404, 404, 404],
      delete: [403, 403, 403, 403, 403, 403, 403],
    },
  },
  {
    collection: 'auth_lockouts',
    target: (ids) => ids.lockout,
    patch: { failures: 0 },
    create: () => ({ collection_name: 'parents', identity: 'x@test.local', failures: 0 }),
    expected: {
      list: [403, 403, 403, 403, 403, 403, 403],
      view: [403, 403, 403, 403, 403, 403, 403],
      create: [403, 403, 403, 403, 403, 403, 403],
      update: [403, 403, 403, 403, 403, 403, 403],
      delete: [403, 403, 403, 403, 403, 403, 403],
    },
  },
];

let clients: Record<Actor, PocketBase>;
let admin: PocketBase;
let ids: Ids;

beforeAll(async () => {
  admin = await superuser();
  clients = await signInAll();
  const draft = await admin.collection('questions').create(question('draft'));
  const attempt = await clients.studentA.send<{ attempt: { id: string } }>('/api/quiz/assignscience01/start', { method: 'POST' });
  const lockout = await admin
    .collection('auth_lockouts')
    // Still counting for an hour, as a real one is: the purge (every tenth minute) drops one that has run out.
    .create({
      collection_name: 'parents',
      identity: 'matrix@test.local',
      failures: 1,
      expires_at: new Date(Date.now() + 3_600_000).toISOString().replace('T', ' '),
    });
  const notification = await admin
    .collection('notifications')
    .create({ recipient: demoParent!.id, audience: 'parents', type: 'assignment_completed', title: 'Matrix notification' });
  const answerA = await admin.collection('attempt_answers').getFirstListItem(admin.filter('attempt = {:a}', { a: attempt.attempt.id }));
  ids = {
    guest: '',
    parentA: demoParent!.id,
    parentB: inject('parentB').id,
    studentA: fixtures.students[0]!.id,
    studentB: inject('studentB').id,
    creator: creatorId,
    reviewer: fixtures.creators.find((c) => c.reviewer)!.id,
    draftQuestion: draft.id,
    attemptA: attempt.attempt.id,
    answerA: answerA.id,
    lockout: lockout.id,
    notification: notification.id,
  };
});

const label = (row: Row, index: number) => `${row.collection} #${index}`;

describe.each(TABLE.map((row, index) => [label(row, index), row] as const))('%s', (_name, row) => {
  it.each(ACTORS.map((actor, i) => [actor, i] as const))('list as %s', async (actor, i) => {
    let outcome: ListOutcome | number = 200;
    try {
      const items = await clients[actor].collection(row.collection).getFullList({ fields: 'id' });
      outcome = items.some((item) => item.id === row.target(ids)) ? 'see' : 'hide';
    } catch (error) {
      outcome = (error as { status: number }).status;
    }
    expect(outcome).toBe(row.expected.list[i]);
  });

  it.each(ACTORS.map((actor, i) => [actor, i] as const))('view as %s', async (actor, i) => {
    expect(await statusOf(() => clients[actor].collection(row.collection).getOne(row.target(ids)))).toBe(row.expected.view[i]);
  });

  it.each(ACTORS.map((actor, i) => [actor, i] as const))('update as %s', async (actor, i) => {
    const before = await admin.collection(row.collection).getOne(row.target(ids));
    const status = await statusOf(() => clients[actor].collection(row.collection).update(row.target(ids), row.patch));
    expect(status).toBe(row.expected.update[i]);
    const after = await admin.collection(row.collection).getOne(row.target(ids));
    // a refused update leaves the record exactly as it was
    expect(status === 200 ? before : after).toEqual(before);
  });

  it.each(ACTORS.map((actor, i) => [actor, i] as const))('delete as %s', async (actor, i) => {
    const victim = row.fresh ? (await admin.collection(row.collection).create(row.fresh(ids))).id : row.target(ids);
    const status = await statusOf(() => clients[actor].collection(row.collection).delete(victim), 204);
    expect(status).toBe(row.expected.delete[i]);
    const gone = row.hidesOnDelete
      ? (await admin.collection(row.collection).getOne(victim))['status'] === 'deleted'
      : (await statusOf(() => admin.collection(row.collection).getOne(victim))) === 404;
    expect(gone).toBe(status === 204);
    if (row.fresh && status !== 204) await admin.collection(row.collection).delete(victim);
  });
});

const CREATABLE = TABLE.flatMap((row, index) =>
  row.create ? [[label(row, index), row, row.create, row.expected.create ?? []] as const] : [],
);

describe.each(CREATABLE)('%s', (_name, row, create, expectedCreate) => {
  it.each(ACTORS.map((actor, i) => [actor, i] as const))('create as %s', async (actor, i) => {
    const before = (await admin.collection(row.collection).getList(1, 1)).totalItems;
    let createdId = '';
    const status = await statusOf(async () => {
      createdId = (await clients[actor].collection(row.collection).create(create(ids[actor], ids))).id;
    });
    expect(status).toBe(expectedCreate[i]);
    const after = (await admin.collection(row.collection).getList(1, 1)).totalItems;
    expect(after).toBe(status === 200 ? before + 1 : before);
    if (createdId) await admin.collection(row.collection).delete(createdId);
  });
});
