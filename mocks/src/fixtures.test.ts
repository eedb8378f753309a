import { describe, expect, it } from 'vitest';
import { studentFigures, type ResultLike } from 'shared';
import { createMockDb } from './db.ts';
import { fixtures, studentSampleFixtures } from './fixtures.ts';

describe('the sample results', () => {
  it("give the demo student SPEC's sample figures: level 8, 1250 points, 1500 for the next level, a 5-day streak", () => {
    const db = createMockDb(studentSampleFixtures);
    const emma = fixtures.students[0]!.id;
    const results = (db.collections['results'] ?? []).filter((r) => r['student_id'] === emma) as unknown as ResultLike[];
    const assigned = (db.collections['assignments'] ?? []).filter(
      (a) => (a['assigned_students'] as string[]).includes(emma) && a['status'] === 'active',
    );
    expect(studentFigures(assigned, results)).toEqual({
      points: 1250,
      level: 8,
      currentLevelPoints: 1200,
      nextLevelPoints: 1500,
      streak: 5,
      notCompleted: 2,
    });
  });

  it('are scored from the answers by the percent rule', () => {
    const results = createMockDb().collections['results'] ?? [];
    expect(results.find((r) => r.id === 'resultemmaeng01')).toMatchObject({ score: 100, correct_answers: 3, total_questions: 3 });
    expect(results.find((r) => r.id === 'resultliamsci01')).toMatchObject({ score: 67, correct_answers: 2, total_questions: 3 });
  });

  it('refer only to records that exist', () => {
    const ids = new Set(
      Object.values(fixtures)
        .flat()
        .map((record: { id: string }) => record.id),
    );
    for (const set of fixtures.question_sets) for (const id of set.questions) expect(ids).toContain(id);
    for (const a of fixtures.assignments)
      for (const id of [...a.question_sets, ...a.assigned_students, a.created_by]) expect(ids).toContain(id);
    for (const r of fixtures.results)
      for (const id of [r.student_id, r.assignment_id, ...Object.keys(r.answers)]) expect(ids).toContain(id);
  });
});
