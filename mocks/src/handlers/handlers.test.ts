import PocketBase from 'pocketbase';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentFigures, type ResultLike } from 'shared';
import { createMockDb } from '../db.ts';
import { matchesFilter } from '../filter.ts';
import { demoLogins, fixtures } from '../fixtures.ts';
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
    const children = await pb.collection('students').getFullList({
      filter: pb.filter('parent_id = {:id}', { id: 'parentdemo00001' }),
      expand: 'results_via_student_id',
      sort: 'name',
    });
    expect(children.map((child) => child.name)).toEqual(['Emma Johnson', 'Liam Johnson']);
    expect(children[0]?.expand?.['results_via_student_id']).toHaveLength(7);

    const emmas = await pb.collection('assignments').getFullList({ filter: 'assigned_students ~ "studentemma0001" && status = "active"' });
    expect(emmas.map((a) => a.id)).toEqual(expect.arrayContaining(['assignenglish01', 'assignmaths0001', 'assignscience01']));
    expect(emmas).toHaveLength(9);
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
    const db = createMockDb();
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
    ['', true],
  ])('%s → %s', (filter, expected) => {
    expect(matchesFilter(record, filter)).toBe(expected);
  });

  it('refuses a filter it cannot read rather than guessing', () => {
    expect(() => matchesFilter(record, '(status = "active")')).toThrow('cannot read the filter');
  });
});
