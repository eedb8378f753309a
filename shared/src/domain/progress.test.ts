import { describe, expect, it } from 'vitest';
import { achievements, dayStreak, improvement, levelFor, resultsAnalytics, studentProgress, totalPoints } from './progress.ts';

const byId = (list: ReturnType<typeof achievements>) => Object.fromEntries(list.map((a) => [a.id, a.earnedAt]));
const day = (n: number) => new Date(Date.UTC(2026, 0, 10 + n, 12)).toISOString();
const results = [50, 60, 70, 80, 90, 100].map((score, i) => ({ score, completed_at: day(i), assignment_id: `a${i % 3}`, subject: i % 2 ? 'English' : 'Mathematics' }));

describe('derived figures', () => {
  it('improvement is the mean of the last 3 minus the 3 before, only with 6 or more results', () => {
    expect(improvement(results)).toBe(30);
    expect(improvement(results.slice(0, 5))).toBeNull();
  });

  it('analytics: average, subject performance, the last 5 scores', () => {
    const analytics = resultsAnalytics(results.toReversed());
    expect(analytics.averageScore).toBe(75);
    expect(analytics.totalCompleted).toBe(6);
    expect(analytics.recentScores).toEqual([60, 70, 80, 90, 100]);
    expect(analytics.subjectPerformance.Mathematics).toEqual({ totalScore: 210, count: 3, average: 70 });
  });

  it('progress summary counts completed assignments and keeps the 5 newest results', () => {
    const progress = studentProgress([{ id: 'a0' }, { id: 'a1' }, { id: 'a2' }, { id: 'a3' }], results);
    expect(progress).toMatchObject({ totalAssignments: 4, completedAssignments: 3, averageScore: 75 });
    expect(progress.recentResults.map((r) => r.score)).toEqual([100, 90, 80, 70, 60]);
  });

  it('points count each assignment once, at its best result: retakes improve but never add', () => {
    // a0 scored 50 then 80, a1 60 then 90, a2 70 then 100: (80 + 90 + 100) × 2
    expect(totalPoints(results)).toBe(540);
    expect(totalPoints([...results, { score: 40, completed_at: day(7), assignment_id: 'a0' }])).toBe(540);
    expect(totalPoints(results.map((r, i) => ({ ...r, assignment_id: `distinct${i}` })))).toBe(900);
  });

  it('levels match the SPEC sample (1250 points: level 8, next at 1500)', () => {
    expect(levelFor(1250)).toEqual({ level: 8, currentLevelPoints: 1200, nextLevelPoints: 1500 });
    expect(levelFor(0).level).toBe(1);
    expect(levelFor(3600)).toEqual({ level: 14, currentLevelPoints: 3500, nextLevelPoints: 4000 });
  });

  it('day streaks end today or yesterday, and a missed day starts the count again', () => {
    expect(dayStreak(results, new Date(day(5)))).toBe(6);
    expect(dayStreak(results, new Date(day(6)))).toBe(6);
    expect(dayStreak(results, new Date(day(8)))).toBe(0);
    const withGap = results.filter((_, i) => i !== 3);
    expect(dayStreak(withGap, new Date(day(5)))).toBe(2);
    // PocketBase's date format, with a space
    expect(dayStreak([{ score: 1, completed_at: day(0).replace('T', ' ') }], new Date(day(0)))).toBe(1);
  });

  it('achievements come from results, each with the completion time of the result that earned it', () => {
    // six results, but only three different quizzes; 540 points
    expect(byId(achievements(results))).toEqual({
      'first-quiz': day(0),
      'high-score': day(4),
      'perfect-score': day(5),
      'five-quizzes': null,
      streak: day(4),
      points: null,
    });
    const distinct = results.map((r, i) => ({ ...r, assignment_id: `distinct${i}` }));
    // points: 100, 220, 360, 520, 700, 900 — then 1000 with one more quiz
    const more = [...distinct, { score: 50, completed_at: day(9), assignment_id: 'late' }];
    expect(byId(achievements(more))).toMatchObject({ 'five-quizzes': day(4), points: day(9) });
    expect(achievements([]).every((a) => a.earnedAt === null)).toBe(true);
  });
});
