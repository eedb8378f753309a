import { describe, expect, it } from 'vitest';
import { assignmentStatus, bestScore, nextAssignment, recentScores, studentFigures } from './student.ts';

const day = (n: number) => new Date(Date.UTC(2026, 0, 10 + n, 12)).toISOString();

describe("the student's figures", () => {
  const results = [
    { assignment_id: 'maths', score: 60, completed_at: day(0), subject: 'Mathematics' },
    { assignment_id: 'maths', score: 80, completed_at: day(1), subject: 'Mathematics' },
    { assignment_id: 'english', score: 100, completed_at: day(2), subject: 'English' },
  ];

  it('an assignment is completed once it has a result, in progress while an attempt is open, otherwise new', () => {
    expect(assignmentStatus('maths', results, ['maths'])).toBe('completed');
    expect(assignmentStatus('science', results, ['science'])).toBe('in-progress');
    expect(assignmentStatus('science', results, [])).toBe('new');
    expect(bestScore('maths', results)).toBe(80);
    expect(bestScore('science', results)).toBeNull();
  });

  it('tiles: best score × 2 per assignment, level, streak and what is left to do', () => {
    expect(studentFigures([{ id: 'maths' }, { id: 'english' }, { id: 'science' }], results, new Date(day(3)))).toEqual({
      points: 360,
      level: 3,
      currentLevelPoints: 250,
      nextLevelPoints: 400,
      streak: 3,
      notCompleted: 1,
    });
  });

  it('recent scores, newest first, with the change from the try before at the same quiz, never another quiz', () => {
    expect(recentScores(results).map((r) => [r.score, r.change])).toEqual([
      [100, null],
      [80, 20],
      [60, null],
    ]);
    // another Mathematics quiz after the maths retake is a first try: nothing to compare it with
    const another = [...results, { assignment_id: 'fractions', score: 20, completed_at: day(3), subject: 'Mathematics' }];
    expect(recentScores(another).map((r) => [r.score, r.change])).toEqual([
      [20, null],
      [100, null],
      [80, 20],
      [60, null],
    ]);
    expect(recentScores(results, 1)).toHaveLength(1);
  });
});

describe('nextAssignment', () => {
  const done = [{ score: 80, completed_at: '2026-10-01 10:00:00.000Z', assignment_id: 'done' }];
  const assignments = [
    { id: 'done', dueDate: '2026-09-01 12:00:00.000Z', created: '2026-09-01' },
    { id: 'later', dueDate: '2026-11-20 12:00:00.000Z', created: '2026-10-01' },
    { id: 'soon', dueDate: '2026-11-10 12:00:00.000Z', created: '2026-09-20' },
    { id: 'undated', dueDate: '', created: '2026-10-05' },
  ];

  it('puts a quiz left unfinished first, then the one due soonest, then the undated', () => {
    expect(nextAssignment(assignments, done, ['later'])?.id).toBe('later');
    expect(nextAssignment(assignments, done, [])?.id).toBe('soon');
    expect(
      nextAssignment(
        assignments.filter((a) => a.dueDate === '' || a.id === 'done'),
        done,
        [],
      )?.id,
    ).toBe('undated');
  });

  it('is null when everything is done', () => {
    expect(nextAssignment(assignments.slice(0, 1), done, [])).toBeNull();
    expect(nextAssignment([], [], [])).toBeNull();
  });
});
