import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  achievements,
  achievementsToGo,
  assignmentFigures,
  averageOfChildren,
  completionRate,
  countedResults,
  dayStreak,
  hasScore,
  improvement,
  levelFor,
  levelProgress,
  pointsAdded,
  pointsAddedBy,
  POINTS_ACHIEVEMENT,
  REVIEW_POINTS_PER_DAY,
  recentActivity,
  resultsAnalytics,
  STREAK_FREEZE,
  streakWithFreezes,
  studentProgress,
  totalPoints,
  weekOfQuizzes,
  withRetakes,
} from './progress.ts';

const byId = (list: ReturnType<typeof achievements>) => Object.fromEntries(list.map((a) => [a.id, a.earnedAt]));
const day = (n: number) => new Date(Date.UTC(2026, 0, 10 + n, 12)).toISOString();
/** Noon of a day in the device's own time zone, which the streak's days follow. */
const localDay = (n: number) => new Date(2026, 0, 10 + n, 12).toISOString();
const results = [50, 60, 70, 80, 90, 100].map((score, i) => ({
  score,
  completed_at: day(i),
  assignment_id: `a${i % 3}`,
  subject: i % 2 ? 'English' : 'Mathematics',
}));
/** Six different assignments of one child: no retakes among them. */
const distinct = results.map((r, i) => ({ ...r, assignment_id: `distinct${i}`, student_id: 'kid' }));

describe('which result counts', () => {
  it("is a child's first completed attempt at an assignment; later ones are retakes", () => {
    const mixed = [
      { score: 40, completed_at: day(3), assignment_id: 'a', student_id: 'emma' },
      { score: 90, completed_at: day(1), assignment_id: 'a', student_id: 'emma' },
      { score: 70, completed_at: day(2), assignment_id: 'a', student_id: 'liam' },
      { score: 100, completed_at: day(4), assignment_id: 'a', student_id: 'emma' },
    ];
    expect(withRetakes(mixed).map((r) => [r.student_id, r.score, r.isRetake])).toEqual([
      ['emma', 90, false],
      ['liam', 70, false],
      ['emma', 40, true],
      ['emma', 100, true],
    ]);
    expect(countedResults(mixed).map((r) => r.score)).toEqual([90, 70]);
  });

  it('reads the dates as PocketBase writes them', () => {
    const pocketBase = [
      { score: 10, completed_at: '2026-01-12 08:00:00.000Z', assignment_id: 'a' },
      { score: 20, completed_at: '2026-01-11 08:00:00.000Z', assignment_id: 'a' },
    ];
    expect(countedResults(pocketBase).map((r) => r.score)).toEqual([20]);
  });
});

describe('derived figures', () => {
  it('improvement is the mean of the last 3 minus the 3 before, only with 6 or more results', () => {
    expect(improvement(results)).toBe(30);
    expect(improvement(results.slice(0, 5))).toBeNull();
  });

  it('analytics: average, subject performance and the last 5 scores of the results that count', () => {
    const analytics = resultsAnalytics(distinct.toReversed());
    expect(analytics.averageScore).toBe(75);
    expect(analytics.totalCompleted).toBe(6);
    expect(analytics.recentScores).toEqual([60, 70, 80, 90, 100]);
    expect(analytics.subjectPerformance['Mathematics']).toEqual({ totalScore: 210, count: 3, average: 70 });
    expect(analytics.improvement).toBe(30);
    // a0, a1 and a2 were each taken twice: only 50, 60 and 70 count
    expect(resultsAnalytics(results)).toMatchObject({ averageScore: 60, totalCompleted: 3, improvement: null });
  });

  it("a child's progress: active assignments given to the child, the completed ones, the average of first attempts, the last activity", () => {
    const assignments = [
      { id: 'a0', status: 'active', assigned_students: ['kid', 'other'] },
      { id: 'a1', status: 'active', assigned_students: ['kid'] },
      { id: 'a2', status: 'draft', assigned_students: ['kid'] },
      { id: 'a3', status: 'active', assigned_students: ['kid'] },
      { id: 'a4', status: 'active', assigned_students: ['other'] },
    ];
    const own = results.map((r) => ({ ...r, student_id: 'kid' }));
    const someoneElse = { score: 10, completed_at: day(9), assignment_id: 'a0', student_id: 'other' };
    const progress = studentProgress('kid', assignments, [...own, someoneElse]);
    expect(progress).toMatchObject({ totalAssignments: 3, completedAssignments: 2, averageScore: 60, lastActivity: day(5) });
    expect(progress.countedResults.map((r) => r.score)).toEqual([50, 60, 70]);
    expect(progress.recentResults.map((r) => [r.score, r.isRetake])).toEqual([
      [100, true],
      [90, true],
      [80, true],
      [70, false],
      [60, false],
    ]);
    expect(progress.subjectProgress['Mathematics']).toEqual({ totalScore: 120, count: 2, average: 60 });

    expect(studentProgress('new', assignments, own)).toMatchObject({
      totalAssignments: 0,
      completedAssignments: 0,
      averageScore: null,
      lastActivity: null,
      improvement: null,
    });
  });
});

describe("the parent's tiles and cards", () => {
  const assignments = [
    { id: 'maths', status: 'active', assigned_students: ['emma', 'liam'] },
    { id: 'english', status: 'active', assigned_students: ['emma'] },
    { id: 'science', status: 'active', assigned_students: ['emma', 'liam'] },
    { id: 'fractions', status: 'draft', assigned_students: ['liam'] },
  ];

  it('completion rate: completed (child, active assignment) pairs over assigned pairs, rounded', () => {
    const done = [
      { score: 100, completed_at: day(1), assignment_id: 'english', student_id: 'emma' },
      { score: 67, completed_at: day(2), assignment_id: 'science', student_id: 'liam' },
      // a retake completes nothing new; a draft's pairs are not counted
      { score: 80, completed_at: day(3), assignment_id: 'english', student_id: 'emma' },
      { score: 50, completed_at: day(3), assignment_id: 'fractions', student_id: 'liam' },
    ];
    // 2 of the 5 pairs of active assignments
    expect(completionRate(assignments, done)).toBe(40);
    expect(completionRate(assignments, [...done, { score: 1, completed_at: day(4), assignment_id: 'maths', student_id: 'liam' }])).toBe(60);
    expect(completionRate(assignments.slice(0, 1), [])).toBe(0);
    expect(completionRate([], [])).toBeNull();
    expect(
      completionRate(
        assignments.filter((a) => a.status === 'draft'),
        done,
      ),
    ).toBeNull();
  });

  it("avg score: the rounded mean of the children's averages, over the children who have one", () => {
    expect(averageOfChildren([100, 67, null])).toBe(84);
    expect(averageOfChildren([null, null])).toBeNull();
    expect(averageOfChildren([])).toBeNull();
  });

  it("an assignment's completions and average use each child's first attempt", () => {
    const taken = [
      { score: 60, completed_at: day(1), assignment_id: 'maths', student_id: 'emma' },
      { score: 100, completed_at: day(2), assignment_id: 'maths', student_id: 'emma' },
      { score: 75, completed_at: day(3), assignment_id: 'maths', student_id: 'liam' },
      { score: 10, completed_at: day(3), assignment_id: 'english', student_id: 'emma' },
    ];
    expect(assignmentFigures('maths', taken)).toEqual({ completions: 2, averageScore: 68 });
    expect(assignmentFigures('science', taken)).toEqual({ completions: 0, averageScore: null });
  });

  it('a result whose every question waits for marking is completed but has no score: no average reads it until it is marked', () => {
    const waiting = { score: 0, completed_at: day(4), assignment_id: 'essay', student_id: 'emma', total_questions: 1, awaiting_marking: 1 };
    const partly = { score: 80, completed_at: day(5), assignment_id: 'mixed', student_id: 'emma', total_questions: 6, awaiting_marking: 1 };
    expect([hasScore(waiting), hasScore(partly), hasScore({ score: 0, completed_at: day(1) })]).toEqual([false, true, true]);
    expect(assignmentFigures('essay', [waiting])).toEqual({ completions: 1, averageScore: null });
    const given = [{ id: 'essay', status: 'active', assigned_students: ['emma'] }];
    expect(studentProgress('emma', given, [waiting, partly])).toMatchObject({ completedAssignments: 1, averageScore: 80 });
    expect(resultsAnalytics([waiting, partly])).toMatchObject({ averageScore: 80, totalCompleted: 2, recentScores: [80] });
  });

  it('recent activity: at most 5, newest first, retakes marked', () => {
    const many = [
      ...results.map((r) => ({ ...r, student_id: 'emma' })),
      { score: 5, completed_at: day(-1), assignment_id: 'old', student_id: 'liam' },
    ];
    const recent = recentActivity(many);
    expect(recent.map((r) => [r.score, r.isRetake])).toEqual([
      [100, true],
      [90, true],
      [80, true],
      [70, false],
      [60, false],
    ]);
    expect(recentActivity(many.slice(0, 2)).map((r) => r.score)).toEqual([60, 50]);
  });
});

describe('points, levels, streaks and achievements', () => {
  it('points count each assignment once, at its best result: retakes improve but never add', () => {
    // a0 scored 50 then 80, a1 60 then 90, a2 70 then 100: (80 + 90 + 100) × 2
    expect(totalPoints(results)).toBe(540);
    expect(totalPoints([...results, { score: 40, completed_at: day(7), assignment_id: 'a0' }])).toBe(540);
    expect(totalPoints(distinct)).toBe(900);
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

  it('a streak freeze is earned by practising and kept for a missed day; with none left a missed day starts again', () => {
    const on = (...days: number[]) => days.map((n) => ({ score: 50, completed_at: localDay(n) }));
    // Three days practised earn one; the fourth day missed uses it; the fifth goes on from there.
    expect(streakWithFreezes(on(0, 1, 2, 4), new Date(localDay(4)))).toEqual({ days: 4, freezes: 0, frozenDays: 1 });
    expect(dayStreak(on(0, 1, 2, 4), new Date(localDay(4)))).toBe(1);
    // Two days missed with one freeze: the count starts again.
    expect(streakWithFreezes(on(0, 1, 2, 5), new Date(localDay(5)))).toEqual({ days: 1, freezes: 0, frozenDays: 0 });
    // Never more than two held; today not done yet misses nothing.
    expect(streakWithFreezes(on(0, 1, 2, 3, 4, 5, 6, 7, 8), new Date(localDay(9)))).toEqual({
      days: 9,
      freezes: STREAK_FREEZE.hold,
      frozenDays: 0,
    });
    expect(streakWithFreezes([], new Date(localDay(0)))).toEqual({ days: 0, freezes: 0, frozenDays: 0 });
  });

  it('for any days practised: the streak with freezes is never shorter than the day streak, equal to it with no day missed, and every freeze used was earned in it', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 40 }), { maxLength: 30 }),
        fc.integer({ min: 0, max: 45 }),
        (practised, today) => {
          const done = practised.filter((n) => n <= today);
          const list = done.map((n) => ({ score: 70, completed_at: localDay(n) }));
          const now = new Date(localDay(today));
          const streak = streakWithFreezes(list, now);
          expect(streak.days).toBeGreaterThanOrEqual(dayStreak(list, now));
          expect(streak.freezes).toBeGreaterThanOrEqual(0);
          expect(streak.freezes).toBeLessThanOrEqual(STREAK_FREEZE.hold);
          expect(streak.frozenDays + streak.freezes).toBeLessThanOrEqual(Math.floor(streak.days / STREAK_FREEZE.earnEveryDays));
          // Practising today never takes anything away.
          const withToday = streakWithFreezes([...list, { score: 70, completed_at: localDay(today) }], now);
          expect(withToday.days).toBeGreaterThanOrEqual(streak.days);
        },
      ),
    );
  });

  it('for any run of days practised without a miss, ending today or yesterday: the streak with freezes is the day streak', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.boolean(), (length, endsToday) => {
        const today = 40;
        const last = endsToday ? today : today - 1;
        const list = Array.from({ length }, (_, i) => ({ score: 70, completed_at: localDay(last - i) }));
        const now = new Date(localDay(today));
        expect(streakWithFreezes(list, now)).toMatchObject({ days: dayStreak(list, now), frozenDays: 0 });
        expect(dayStreak(list, now)).toBe(length);
      }),
    );
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
    // points: 100, 220, 360, 520, 700, 900 — then 1000 with one more quiz
    const more = [...distinct, { score: 50, completed_at: day(9), assignment_id: 'late' }];
    expect(byId(achievements(more))).toMatchObject({ 'five-quizzes': day(4), points: day(9) });
    expect(achievements([]).every((a) => a.earnedAt === null)).toBe(true);
  });
});

describe('what the child sees of their progress', () => {
  it('the level ring: points into the level over its span, and what is left to the next', () => {
    expect(levelProgress(1250)).toEqual({ level: 8, currentLevelPoints: 1200, nextLevelPoints: 1500, percent: 16, pointsToNext: 250 });
    expect(levelProgress(0)).toMatchObject({ level: 1, percent: 0, pointsToNext: 100 });
    expect(levelProgress(99)).toMatchObject({ level: 1, percent: 99, pointsToNext: 1 });
  });

  it('points added: a first try adds its points, a retake only what it beats the best earlier try by', () => {
    expect(pointsAdded([], 100)).toBe(200);
    expect(pointsAdded([], 0)).toBe(0);
    // 60% then 100%: the assignment now counts 200 instead of 120, so the total rises 80
    expect(pointsAdded([60], 100)).toBe(80);
    expect(pointsAdded([60, 90], 80)).toBe(0);
    expect(pointsAdded([60, 90], 90)).toBe(0);
    // the same as totalPoints' difference, whatever the tries
    const tries = [40, 70, 55, 100];
    tries.forEach((score, i) => {
      const before = tries.slice(0, i).map((s, n) => ({ score: s, completed_at: day(n), assignment_id: 'a' }));
      const after = [...before, { score, completed_at: day(i), assignment_id: 'a' }];
      expect(pointsAdded(tries.slice(0, i), score)).toBe(totalPoints(after) - totalPoints(before));
    });
  });

  it('what is left to earn each achievement, by the same rules', () => {
    // three different quizzes, 540 points, six days in a row ending day(5)
    expect(achievementsToGo(results, new Date(day(5)))).toEqual({
      'first-quiz': { count: 0, unit: 'quiz' },
      'high-score': null,
      'perfect-score': null,
      'five-quizzes': { count: 2, unit: 'quiz' },
      streak: { count: 0, unit: 'day' },
      points: { count: 460, unit: 'point' },
    });
    expect(achievementsToGo([], new Date(day(0)))).toMatchObject({
      'first-quiz': { count: 1 },
      'five-quizzes': { count: 5 },
      streak: { count: 5 },
      points: { count: 1000 },
    });
    // a retake is not another quiz
    expect(achievementsToGo([results[0]!, { ...results[0]!, completed_at: day(1) }], new Date(day(1)))['five-quizzes']).toEqual({
      count: 4,
      unit: 'quiz',
    });
  });

  it('the week, Monday to Sunday, with the days a quiz was done', () => {
    // day(0) is Saturday 10 January 2026; on Wednesday 14 January, quizzes on Monday 12 and Wednesday
    const week = weekOfQuizzes(
      [
        { score: 50, completed_at: day(2) },
        { score: 80, completed_at: day(4) },
        { score: 80, completed_at: day(0) },
      ],
      new Date(day(4)),
    );
    expect(week.map((d) => d.date.getDate())).toEqual([12, 13, 14, 15, 16, 17, 18]);
    expect(week.map((d) => d.done)).toEqual([true, false, true, false, false, false, false]);
    expect(week.map((d) => d.isToday)).toEqual([false, false, true, false, false, false, false]);
    expect(week.map((d) => d.isFuture)).toEqual([false, false, false, true, true, true, true]);
    // on a Sunday the week is the one that ends that day
    expect(weekOfQuizzes([], new Date(day(1))).map((d) => d.date.getDate())).toEqual([5, 6, 7, 8, 9, 10, 11]);
  });
});

describe('achievements, replayed in one pass', () => {
  it('earn each achievement at the result a replay of every earlier result would name', () => {
    const result = fc.record({
      score: fc.integer({ min: 0, max: 100 }),
      completed_at: fc
        .integer({ min: Date.parse('2026-09-01T08:00:00Z'), max: Date.parse('2026-09-20T20:00:00Z') })
        .map((ms) => new Date(ms).toISOString().replace('T', ' ')),
      assignment_id: fc.constantFrom('a1', 'a2', 'a3', 'a4', 'a5', 'a6', undefined),
    });
    fc.assert(
      fc.property(fc.uniqueArray(result, { maxLength: 40, selector: (r) => r.completed_at }), (list) => {
        const ordered = list.toSorted((a, b) => a.completed_at.localeCompare(b.completed_at));
        // The rule as written, prefix by prefix: points and quizzes counted from scratch at each result.
        const expected = new Map<string, string>();
        ordered.forEach((current, i) => {
          const seen = ordered.slice(0, i + 1);
          const quizzes =
            new Set(seen.filter((r) => r.assignment_id).map((r) => r.assignment_id)).size + seen.filter((r) => !r.assignment_id).length;
          const met = {
            'first-quiz': true,
            'high-score': current.score >= 90,
            'perfect-score': current.score === 100,
            'five-quizzes': quizzes >= 5,
            points: totalPoints(seen) >= 1000,
          };
          for (const [id, isMet] of Object.entries(met)) if (isMet && !expected.has(id)) expected.set(id, current.completed_at);
        });
        const earned = new Map(
          achievements(list)
            .filter((a) => a.id !== 'streak')
            .map((a) => [a.id, a.earnedAt]),
        );
        for (const id of ['first-quiz', 'high-score', 'perfect-score', 'five-quizzes', 'points'])
          expect(earned.get(id)).toBe(expected.get(id) ?? null);
      }),
    );
  });
});

/** A review's result on a day of November. */
const reviewOn = (id: string, date: number, score: number, questions = 10) => ({
  id,
  score,
  completed_at: `2026-11-${String(date).padStart(2, '0')} 17:00:00.000Z`,
  assignment_id: `review-${id}`,
  review: true,
  total_questions: questions,
});

describe('points of reviews', () => {
  it('earn by their length, and at most REVIEW_POINTS_PER_DAY a day, whatever their number', () => {
    expect(totalPoints([reviewOn('a', 1, 100, 2)])).toBe(40);
    const sameDay = [reviewOn('a', 1, 100), reviewOn('b', 1, 100), reviewOn('c', 1, 100)];
    expect(totalPoints(sameDay)).toBe(REVIEW_POINTS_PER_DAY);
    expect(pointsAddedBy(sameDay, 'a')).toBe(REVIEW_POINTS_PER_DAY);
    expect(pointsAddedBy(sameDay, 'c')).toBe(0);
    // Another day has its own.
    expect(totalPoints([...sameDay, reviewOn('d', 2, 50)])).toBe(REVIEW_POINTS_PER_DAY + 100);
  });

  it('never touch what quizzes earn, and count in the achievements as in the total', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            day: fc.integer({ min: 1, max: 5 }),
            score: fc.integer({ min: 0, max: 100 }),
            questions: fc.integer({ min: 1, max: 10 }),
            isReview: fc.boolean(),
          }),
          { maxLength: 30 },
        ),
        (tries) => {
          const all = tries.map((t, i) =>
            t.isReview
              ? reviewOn(`r${i}`, t.day, t.score, t.questions)
              : { id: `q${i}`, score: t.score, completed_at: `2026-11-0${t.day} 09:00:00.000Z`, assignment_id: `q${i % 4}` },
          );
          const quizzesOnly = all.filter((r) => !('review' in r));
          const reviewDays = new Set(tries.filter((t) => t.isReview).map((t) => t.day)).size;
          expect(totalPoints(all)).toBeLessThanOrEqual(totalPoints(quizzesOnly) + reviewDays * REVIEW_POINTS_PER_DAY);
          expect(totalPoints(all)).toBeGreaterThanOrEqual(totalPoints(quizzesOnly));
          const earnedPoints = achievements(all).find((a) => a.id === 'points')!.earnedAt !== null;
          expect(earnedPoints).toBe(totalPoints(all) >= POINTS_ACHIEVEMENT);
        },
      ),
    );
  });
});
