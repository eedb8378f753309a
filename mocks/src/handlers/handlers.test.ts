import PocketBase from 'pocketbase';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, studentFigures, type ResultLike } from 'shared';
import { createMockDb } from '../db.ts';
import { matchesFilter } from '../filter.ts';
import { demoLogins, fixtures, studentSampleFixtures } from '../fixtures.ts';
import { createHandlers } from './index.ts';

const server = setupServer(...createHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const client = () => new PocketBase('http://mock.test');

describe('the mock backend answers like PocketBase', () => {
  it('signs in the demo accounts and refuses a wrong access code', async () => {
    const demo = demoLogins();
    const pb = client();
    const auth = await pb.collection('students').authWithPassword(demo.student.studentId, demo.student.accessCode);
    expect(auth.record).toMatchObject({ student_id: 'STU001', collectionName: 'students' });
    expect(auth.record).not.toHaveProperty('password');
    expect(pb.authStore.isValid).toBe(true);

    await expect(client().collection('students').authWithPassword('STU001', 'wrong-code-00')).rejects.toMatchObject({ status: 400 });
  });

  it('lists with filters, expands and sorts', async () => {
    const pb = client();
    await pb.collection('parents').authWithPassword('parent@demo.com', 'Parent123!');
    const children = await pb.collection('students').getFullList({
      filter: pb.filter('parent_id = {:id}', { id: 'parentdemo00001' }),
      expand: 'results_via_student_id',
      sort: 'name',
    });
    expect(children.map((child) => child.name)).toEqual(['Emma Johnson', 'Liam Johnson']);
    expect(children[0]?.expand?.['results_via_student_id']).toHaveLength(1);

    const emmas = await pb.collection('assignments').getFullList({ filter: 'assigned_students ~ "studentemma0001"' });
    expect(emmas.map((a) => a.id).toSorted()).toEqual(['assignenglish01', 'assignmaths0001', 'assignscience01']);
  });

  it("adds a child with a new STU id and code, resets the code, and removes the child from their assignments", async () => {
    // A database of its own: this test changes it.
    server.resetHandlers(...createHandlers());
    try {
      const parent = client();
      await parent.collection('parents').authWithPassword('parent@demo.com', 'Parent123!');
      await parent.send('/api/session', { method: 'GET' });
      const { student, accessCode } = await parent.send<{ student: { id: string; student_id: string }; accessCode: string }>('/api/children', {
        method: 'POST',
        body: { name: 'Ava Johnson', grade: 'Grade 1' },
      });
      expect(student.student_id).toBe('STU003');
      const reset = await parent.send<{ accessCode: string }>(`/api/children/${student.id}/access-code`, { method: 'POST' });
      expect(reset.accessCode).not.toBe(accessCode);
      await expect(client().collection('students').authWithPassword('STU003', accessCode)).rejects.toMatchObject({ status: 400 });

      await parent.collection('students').delete('studentliam0001');
      const maths = await parent.collection('assignments').getOne('assignmaths0001');
      expect(maths['assigned_students']).toEqual(['studentemma0001']);
      await expect(parent.collection('assignments').getOne('assignfraction1')).rejects.toMatchObject({ status: 404 });
      await expect(client().send('/api/session', { method: 'GET' })).rejects.toMatchObject({ status: 401 });
    } finally {
      server.resetHandlers(...createHandlers());
    }
  });

  it('answers 404 for a record that does not exist', async () => {
    await expect(client().collection('assignments').getOne('nope')).rejects.toMatchObject({ status: 404 });
  });
});

describe('the sample results', () => {
  it("give the demo student SPEC's sample figures: level 8, 1250 points, 1500 for the next level, a 5-day streak", () => {
    const db = createMockDb(studentSampleFixtures);
    const emma = fixtures.students[0]!.id;
    const results = (db.collections['results'] ?? []).filter((r) => r['student_id'] === emma) as unknown as ResultLike[];
    const assigned = (db.collections['assignments'] ?? []).filter((a) => (a['assigned_students'] as string[]).includes(emma) && a['status'] === 'active');
    expect(studentFigures(assigned, results)).toEqual({ points: 1250, level: 8, currentLevelPoints: 1200, nextLevelPoints: 1500, streak: 5, notCompleted: 2 });
  });

  it('are scored from the answers by the percent rule', () => {
    const results = createMockDb().collections['results'] ?? [];
    expect(results.find((r) => r.id === 'resultemmaeng01')).toMatchObject({ score: 100, correct_answers: 3, total_questions: 3 });
    expect(results.find((r) => r.id === 'resultliamsci01')).toMatchObject({ score: 67, correct_answers: 2, total_questions: 3 });
  });

  it('refer only to records that exist', () => {
    const ids = new Set(Object.values(fixtures).flat().map((record: { id: string }) => record.id));
    for (const set of fixtures.question_sets) for (const id of set.questions) expect(ids).toContain(id);
    for (const a of fixtures.assignments) for (const id of [...a.question_sets, ...a.assigned_students, a.created_by]) expect(ids).toContain(id);
    for (const r of fixtures.results) for (const id of [r.student_id, r.assignment_id, ...Object.keys(r.answers)]) expect(ids).toContain(id);
  });
});

describe('matchesFilter', () => {
  const record = { id: 'x', collectionName: 'c', status: 'active', title: 'Maths Practice', tags: ['a', 'b'] };
  it.each([
    ['status = "active"', true],
    ['status != "active"', false],
    ['title ~ "maths"', true],
    ['tags ~ "b"', true],
    ['status = "draft" || tags ?= "a"', true],
    ['status = "active" && title ~ "english"', false],
    ['(status = "draft" || title ~ "maths") && tags ?= "b"', true],
    ['status = "draft" || (title ~ "maths" && tags ?= "c")', false],
    ['title !~ "english" && (tags = "z" || (status != "draft"))', true],
    ['title >= "Maths" && title < "N"', true],
    ['', true],
  ])('%s → %s', (filter, expected) => {
    expect(matchesFilter(record, filter)).toBe(expected);
  });

  it('refuses a filter it cannot read rather than guessing', () => {
    expect(() => matchesFilter(record, '(status = "active"')).toThrow('cannot read the filter');
    expect(() => matchesFilter(record, 'status = active')).toThrow('cannot read the filter');
  });
});

async function signedIn(collection: 'parents' | 'students', identity: string, password: string) {
  const pb = client();
  await pb.collection(collection).authWithPassword(identity, password);
  return pb;
}

describe("a parent's children in the mock backend", () => {
  it('refuses a rename or a grade the server refuses, in its words, and keeps the child as it was', async () => {
    server.resetHandlers(...createHandlers());
    const parent = await signedIn('parents', 'parent@demo.com', 'Parent123!');
    for (const [change, field, message] of [
      [{ name: '  ' }, 'name', MESSAGES.childName],
      [{ name: 'x'.repeat(101) }, 'name', MESSAGES.childNameLength],
      [{ grade: 'Grade 9' }, 'grade', MESSAGES.grade],
    ] as const) {
      await expect(parent.collection('students').update('studentemma0001', change)).rejects.toMatchObject({ status: 400, response: { data: { [field]: { message } } } });
    }
    expect(await parent.collection('students').getOne('studentemma0001')).toMatchObject({ name: 'Emma Johnson' });
    expect(await parent.collection('students').update('studentemma0001', { name: 'Emma J.' })).toMatchObject({ name: 'Emma J.' });
  });
});

describe("a parent's assignments in the mock backend", () => {
  const valid = { title: 'Mock test', question_sets: ['setbasicmath001', 'setenglishgr001'], assigned_students: ['studentemma0001'], timeLimit: 20, status: 'active', created_by: 'parentdemo00001' };

  it('creates with the server figures, refuses in the server words, hides drafts from children, and deletes keeping results', async () => {
    server.resetHandlers(...createHandlers());
    try {
      const parent = await signedIn('parents', 'parent@demo.com', 'Parent123!');
      const emma = await signedIn('students', 'STU001', 'sunny-tiger-42');
      const created = await parent.collection('assignments').create(valid);
      const sets = await Promise.all(valid.question_sets.map((id) => parent.collection('question_sets').getOne(id)));
      expect(sets.map((set) => set['totalQuestions'])).toEqual([5, 3]);
      expect(created).toMatchObject({
        totalQuestions: 8,
        estimatedTime: Number(sets[0]?.['estimatedTime']) + Number(sets[1]?.['estimatedTime']),
        subject: 'Mathematics',
        instructions: 'Read each question carefully and choose the best answer.',
      });

      await expect(parent.collection('assignments').create({ ...valid, title: ' ', question_sets: ['settimesdraft01'], assigned_students: [] })).rejects.toMatchObject({
        status: 400,
        response: {
          data: {
            title: { message: 'Assignment title is required' },
            question_sets: { message: 'Only published question sets can be assigned' },
            assigned_students: { message: 'Please select at least one child' },
          },
        },
      });

      const draft = await parent.collection('assignments').create({ ...valid, status: 'draft' });
      expect((await emma.collection('assignments').getFullList()).map((a) => a.id)).not.toContain(draft.id);
      await expect(emma.collection('assignments').getOne(draft.id)).rejects.toMatchObject({ status: 404 });

      // Emma has a result on the English assignment: its sets are fixed.
      await expect(parent.collection('assignments').update('assignenglish01', { question_sets: ['setbasicmath001'] })).rejects.toMatchObject({
        response: { data: { question_sets: { message: 'A child has already started this assignment, so its question sets can no longer change' } } },
      });
      expect(await parent.collection('assignments').update('assignenglish01', { title: 'Grammar, again' })).toMatchObject({ title: 'Grammar, again' });

      await parent.collection('assignments').delete('assignenglish01');
      expect((await parent.collection('assignments').getFullList()).map((a) => a.id)).not.toContain('assignenglish01');
      expect((await emma.collection('assignments').getFullList()).map((a) => a.id)).not.toContain('assignenglish01');
      const kept = await parent.collection('results').getFullList({ expand: 'assignment_id' });
      expect(kept.find((r) => r.id === 'resultemmaeng01')?.expand?.['assignment_id']).toMatchObject({ title: 'Grammar, again' });
      await expect(parent.collection('assignments').delete('assignenglish01')).rejects.toMatchObject({ status: 404 });
    } finally {
      server.resetHandlers(...createHandlers());
    }
  });

  it("shows a parent their children's results and each result's review, and nobody else's", async () => {
    const parent = await signedIn('parents', 'parent@demo.com', 'Parent123!');
    expect((await parent.collection('results').getFullList()).map((r) => r.id).toSorted()).toEqual(['resultemmaeng01', 'resultliamsci01']);
    const emma = await signedIn('students', 'STU001', 'sunny-tiger-42');
    expect((await emma.collection('results').getFullList()).map((r) => r.id)).toEqual(['resultemmaeng01']);
    const review = await parent.send<{ points: number; details: Array<{ isCorrect: boolean }> }>('/api/quiz/results/resultliamsci01', { method: 'GET' });
    expect(review.points).toBe(134);
    expect(review.details.map((d) => d.isCorrect)).toEqual([true, true, false]);
    await expect(emma.send('/api/quiz/results/resultliamsci01', { method: 'GET' })).rejects.toMatchObject({ status: 404 });
  });
});
