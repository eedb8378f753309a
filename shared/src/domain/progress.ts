// Figures derived from results (docs/product.md, "Scoring and points"): which result counts, a child's
// progress, an assignment's figures, the parent's tiles, analytics, points, levels, day streaks
// and achievements. Computed once, here, by the client; the parent and the student areas share them.
import { ACHIEVEMENT_SCORE, pointsForScore, reviewPoints } from './scoring.ts';

export type ResultLike = {
  score: number;
  completed_at: string;
  assignment_id?: string;
  student_id?: string;
  subject?: string;
  total_questions?: number;
  /** Essays written and not yet marked (essays.ts): the score is over the other questions. */
  awaiting_marking?: number;
  /** A review of the child's own questions (review.ts): practice, outside every average, its points by its length. */
  review?: boolean;
};
export type AssignmentLike = { id: string; status: string; assigned_students: readonly string[] };
export type SubjectPerformance = Record<string, { totalScore: number; count: number; average: number }>;

const RECENT_COUNT = 5;
const IMPROVEMENT_WINDOW = 3;

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/** Some of the result's essays wait for the parent's marking: its score is over the other questions so far. */
export const isWaitingForMarking = (result: ResultLike): boolean => (result.awaiting_marking ?? 0) > 0;

/**
 * Whether the result has a score yet (scoring.ts, scoreOf): one whose every question waits for
 * marking has none. It is completed, but no average, chart or improvement reads it until it is marked.
 */
export const hasScore = (result: ResultLike): boolean =>
  !isWaitingForMarking(result) || (result.awaiting_marking ?? 0) < (result.total_questions ?? Number.POSITIVE_INFINITY);

/** The rounded mean, or null when there is nothing to average (a screen shows a dash, never a made-up 0). */
export function roundedMean(values: readonly number[]): number | null {
  return values.length ? Math.round(mean(values)) : null;
}

// PocketBase writes dates with a space where ISO has a T.
const timeOf = (result: ResultLike) => Date.parse(result.completed_at.replace(' ', 'T'));
const byDate = (a: ResultLike, b: ResultLike) => timeOf(a) - timeOf(b);
const newestFirst = <R extends ResultLike>(results: readonly R[]) => results.toSorted(byDate).toReversed();

/**
 * Which result counts: a child's first completed attempt at an assignment. The results screen
 * shows the right answers, so a later attempt is practice, a retake: listed beside the first,
 * never in an average or a completion figure. Oldest first.
 */
export function withRetakes<R extends ResultLike>(results: readonly R[]): Array<R & { isRetake: boolean }> {
  const seen = new Set<string>();
  return results.toSorted(byDate).map((result) => {
    if (!result.assignment_id) return { ...result, isRetake: false };
    const key = `${result.student_id ?? ''}/${result.assignment_id}`;
    const isRetake = seen.has(key);
    seen.add(key);
    return { ...result, isRetake };
  });
}

/** The results that count (each child's first per assignment; no review), oldest first. */
export function countedResults<R extends ResultLike>(results: readonly R[]): R[] {
  return withRetakes(results).filter((result) => !result.isRetake && !result.review);
}

export function subjectPerformance(results: readonly ResultLike[]): SubjectPerformance {
  const performance: SubjectPerformance = {};
  for (const result of results) {
    const subject = result.subject ?? 'Other';
    const entry = (performance[subject] ??= { totalScore: 0, count: 0, average: 0 });
    entry.totalScore += result.score;
    entry.count += 1;
    entry.average = Math.round(entry.totalScore / entry.count);
  }
  return performance;
}

/** Mean of the last 3 scores minus the mean of the 3 before; null with fewer than 6 results. */
export function improvement(results: readonly ResultLike[]): number | null {
  if (results.length < IMPROVEMENT_WINDOW * 2) return null;
  const scores = results.toSorted(byDate).map((r) => r.score);
  return Math.round(mean(scores.slice(-IMPROVEMENT_WINDOW)) - mean(scores.slice(-IMPROVEMENT_WINDOW * 2, -IMPROVEMENT_WINDOW)));
}

/** The results analytics, over the results that count. */
export function resultsAnalytics(results: readonly ResultLike[]) {
  const counted = countedResults(results);
  const scored = counted.filter(hasScore);
  return {
    averageScore: roundedMean(scored.map((r) => r.score)),
    totalCompleted: counted.length,
    subjectPerformance: subjectPerformance(scored),
    /** the last 5 scores, oldest first */
    recentScores: scored.slice(-RECENT_COUNT).map((r) => r.score),
    improvement: improvement(scored),
  };
}

/**
 * The progress summary of one child (docs/product.md, "Parent dashboard"): the active assignments given to the child, how
 * many of them the child has completed, the average of the results that count, and what the
 * child did last. `results` may hold other children's results: only the child's are read.
 */
export function studentProgress<R extends ResultLike>(studentId: string, assignments: readonly AssignmentLike[], results: readonly R[]) {
  const own = results.filter((result) => result.student_id === studentId);
  const counted = countedResults(own);
  const scored = counted.filter(hasScore);
  const completed = new Set(counted.map((result) => result.assignment_id));
  const given = assignments.filter((a) => a.status === 'active' && a.assigned_students.includes(studentId));
  const newest = newestFirst(withRetakes(own));
  return {
    totalAssignments: given.length,
    completedAssignments: given.filter((a) => completed.has(a.id)).length,
    averageScore: roundedMean(scored.map((r) => r.score)),
    subjectProgress: subjectPerformance(scored),
    improvement: improvement(scored),
    /** the results that count and have a score, oldest first: the scores over time */
    countedResults: scored,
    /** the 5 most recent results, retakes marked, newest first */
    recentResults: newest.slice(0, RECENT_COUNT),
    lastActivity: newest[0]?.completed_at ?? null,
  };
}

export type StudentProgress = ReturnType<typeof studentProgress>;

/**
 * The Completion Rate tile: completed (child, active assignment) pairs over assigned pairs,
 * rounded; null when no active assignment is given to anyone.
 */
export function completionRate(assignments: readonly AssignmentLike[], results: readonly ResultLike[]): number | null {
  const done = new Set(results.map((result) => `${result.student_id ?? ''}/${result.assignment_id ?? ''}`));
  let assigned = 0;
  let completed = 0;
  for (const assignment of assignments) {
    if (assignment.status !== 'active') continue;
    for (const studentId of assignment.assigned_students) {
      assigned += 1;
      if (done.has(`${studentId}/${assignment.id}`)) completed += 1;
    }
  }
  return assigned ? Math.round((completed / assigned) * 100) : null;
}

/** The Avg Score tile: the rounded mean of the children's average scores, over the children who have one. */
export function averageOfChildren(averages: ReadonlyArray<number | null>): number | null {
  return roundedMean(averages.filter((average): average is number => average !== null));
}

/** An assignment card's completions (children with a result) and average score (of the results that count). */
export function assignmentFigures(assignmentId: string, results: readonly ResultLike[]) {
  const counted = countedResults(results.filter((result) => result.assignment_id === assignmentId));
  return { completions: counted.length, averageScore: roundedMean(counted.filter(hasScore).map((r) => r.score)) };
}

/** Recent Activity: the newest results, retakes marked, at most 5. */
export function recentActivity<R extends ResultLike>(results: readonly R[], count = RECENT_COUNT): Array<R & { isRetake: boolean }> {
  return newestFirst(withRetakes(results)).slice(0, count);
}

/**
 * Each assignment once, at its best result: a retake (after seeing the answers) can improve an
 * assignment's points but never add to them.
 */
function bestPerAssignment(results: readonly ResultLike[]): ResultLike[] {
  const best = new Map<string, ResultLike>();
  const unassigned: ResultLike[] = [];
  for (const result of results) {
    if (!result.assignment_id) unassigned.push(result);
    else if ((best.get(result.assignment_id)?.score ?? -1) < result.score) best.set(result.assignment_id, result);
  }
  return [...best.values(), ...unassigned];
}

/** A result's points: a review's in proportion to its length, so that a review of one question earns a tenth of a full one. */
export function resultPoints(result: Pick<ResultLike, 'score' | 'review' | 'total_questions'>): number {
  return result.review ? reviewPoints(result.score, result.total_questions ?? 0) : pointsForScore(result.score);
}

/**
 * What reviews may add in a day (UTC), all together: half a full quiz's best. A child can miss questions on
 * purpose and review them right, again and again (each review a quiz of its own): that earns this at most.
 */
export const REVIEW_POINTS_PER_DAY = 100;

/**
 * The points each result added to the child's total, in the order the results were completed: each
 * assignment counts once, at its best (a retake adds only what it beats the best earlier try by), and
 * reviews at most REVIEW_POINTS_PER_DAY a day. The one rule of totalPoints, achievements and what a
 * finished quiz says it earned.
 */
export function pointsReplay<R extends ResultLike>(results: readonly R[]): Array<{ result: R; added: number; firstTry: boolean }> {
  const best = new Map<string, number>();
  const reviewsOn = new Map<string, number>();
  return results.toSorted(byDate).map((result) => {
    const previous = result.assignment_id ? best.get(result.assignment_id) : undefined;
    let added = 0;
    if (previous === undefined || previous < result.score) {
      added = resultPoints(result) - (previous === undefined ? 0 : resultPoints({ ...result, score: previous }));
      if (result.assignment_id) best.set(result.assignment_id, result.score);
    }
    if (result.review) {
      const day = result.completed_at.slice(0, 10);
      const before = reviewsOn.get(day) ?? 0;
      added = Math.min(added, Math.max(0, REVIEW_POINTS_PER_DAY - before));
      reviewsOn.set(day, before + added);
    }
    return { result, added, firstTry: previous === undefined };
  });
}

export function totalPoints(results: readonly ResultLike[]): number {
  return pointsReplay(results).reduce((sum, { added }) => sum + added, 0);
}

/** What one result (by id) added to the child's total, by pointsReplay's rule over all the child's results. */
export function pointsAddedBy<R extends ResultLike & { id: string }>(results: readonly R[], resultId: string): number {
  return pointsReplay(results).find(({ result }) => result.id === resultId)?.added ?? 0;
}

/** Points at which each level starts: level 8 from 1200, level 9 from 1500 (the sample child: 1250 points, level 8, 1500 next). */
export const LEVEL_THRESHOLDS = [0, 100, 250, 400, 600, 800, 1000, 1200, 1500, 1800, 2200, 2600, 3000] as const;
const LEVEL_STEP_AFTER_TABLE = 500;

export function levelFor(points: number): { level: number; currentLevelPoints: number; nextLevelPoints: number } {
  const last = LEVEL_THRESHOLDS.length - 1;
  const top = LEVEL_THRESHOLDS[last]!;
  if (points >= top) {
    const extra = Math.floor((points - top) / LEVEL_STEP_AFTER_TABLE);
    const start = top + extra * LEVEL_STEP_AFTER_TABLE;
    return { level: last + 1 + extra, currentLevelPoints: start, nextLevelPoints: start + LEVEL_STEP_AFTER_TABLE };
  }
  const index = LEVEL_THRESHOLDS.findLastIndex((threshold) => points >= threshold);
  return { level: index + 1, currentLevelPoints: LEVEL_THRESHOLDS[index]!, nextLevelPoints: LEVEL_THRESHOLDS[index + 1]! };
}

/** The level ring: how far the child is from the start of their level to the next, in points and percent (rounded down). */
export function levelProgress(points: number) {
  const level = levelFor(points);
  const span = level.nextLevelPoints - level.currentLevelPoints;
  return {
    ...level,
    percent: Math.floor(((points - level.currentLevelPoints) / span) * 100),
    pointsToNext: level.nextLevelPoints - points,
  };
}

/**
 * What a quiz's try added to the child's total, by totalPoints' rule (each assignment counts once, at its
 * best score): a first try adds its own points; a retake adds only what it beats the best earlier try by,
 * so a retake no better than before adds nothing. (A review's depend on the day's other reviews too:
 * pointsAddedBy.)
 */
export function pointsAdded(earlierScores: readonly number[], score: number): number {
  const bestBefore = Math.max(0, ...earlierScores);
  return earlierScores.length ? Math.max(0, pointsForScore(score) - pointsForScore(bestBefore)) : pointsForScore(score);
}

/** The child's own calendar day (the device's time zone): a quiz at 8 in the morning counts for that morning. */
const dayKey = (date: Date) => `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
const dayBefore = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate() - 1, 12);
const dayAfter = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1, 12);

/** Consecutive days ending at `day` with at least one result on each, counted up to `upTo` at most. */
function daysInARow(days: ReadonlySet<string>, day: Date, upTo = Number.POSITIVE_INFINITY): number {
  let streak = 0;
  for (let cursor = day; streak < upTo && days.has(dayKey(cursor)); cursor = dayBefore(cursor)) streak += 1;
  return streak;
}

/**
 * Consecutive days with at least one result, ending today or yesterday. It never scolds: a day
 * missed simply starts the count again, and today still counts until the day is over.
 */
export function dayStreak(results: readonly ResultLike[], now: Date = new Date()): number {
  const days = new Set(results.map((r) => dayKey(new Date(timeOf(r)))));
  return days.has(dayKey(now)) ? daysInARow(days, now) : daysInARow(days, dayBefore(now));
}

/** Days practised in one streak that earn a streak freeze, and how many freezes a child can hold. */
export const STREAK_FREEZE = { earnEveryDays: 3, hold: 2 } as const;

export type StreakWithFreezes = {
  /** Days practised in the streak (a day a freeze kept adds nothing, and breaks nothing). */
  days: number;
  /** Freezes the child holds now. */
  freezes: number;
  /** Days missed in the streak that a freeze kept. */
  frozenDays: number;
};

/**
 * The day streak with streak freezes, which a child earns by practising and never buys: every
 * `earnEveryDays` days practised in a streak earn one (at most `hold` held). A missed day uses one
 * and the streak goes on; a missed day with none left starts the count again. Today counts until the
 * day is over, as in `dayStreak`, which this equals while no day was missed.
 */
export function streakWithFreezes(results: readonly ResultLike[], now: Date = new Date()): StreakWithFreezes {
  const days = new Set(results.map((r) => dayKey(new Date(timeOf(r)))));
  const first = results.reduce((earliest, r) => Math.min(earliest, timeOf(r)), Number.POSITIVE_INFINITY);
  const state = { days: 0, freezes: 0, frozenDays: 0 };
  if (!Number.isFinite(first)) return state;
  const today = dayKey(now);
  const start = new Date(first);
  let practised = 0;
  for (
    let cursor = new Date(start.getFullYear(), start.getMonth(), start.getDate(), 12);
    cursor <= now || dayKey(cursor) === today;
    cursor = dayAfter(cursor)
  ) {
    const key = dayKey(cursor);
    if (days.has(key)) {
      state.days += 1;
      practised += 1;
      if (practised % STREAK_FREEZE.earnEveryDays === 0) state.freezes = Math.min(STREAK_FREEZE.hold, state.freezes + 1);
    } else if (key !== today) {
      if (state.freezes > 0) {
        state.freezes -= 1;
        state.frozenDays += 1;
      } else {
        state.days = 0;
        state.frozenDays = 0;
        practised = 0;
      }
    }
    if (key === today) break;
  }
  return state;
}

/**
 * The child's week, Monday to Sunday, each day with whether a quiz was done on it (the streak's
 * days, in the device's time zone) and whether it is today or still to come.
 */
export function weekOfQuizzes(
  results: readonly ResultLike[],
  now: Date = new Date(),
): Array<{ date: Date; done: boolean; isToday: boolean; isFuture: boolean }> {
  const days = new Set(results.map((r) => dayKey(new Date(timeOf(r)))));
  const sinceMonday = (now.getDay() + 6) % 7;
  return Array.from({ length: 7 }, (_, index) => {
    const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() - sinceMonday + index, 12);
    return { date, done: days.has(dayKey(date)), isToday: index === sinceMonday, isFuture: index > sinceMonday };
  });
}

export const STREAK_ACHIEVEMENT_DAYS = 5;
export const POINTS_ACHIEVEMENT = 1000;
const QUIZZES_ACHIEVEMENT = 5;

/** `earnedAt`: the completion time of the result that earned it, or null while it is still to earn. */
export type Achievement = { id: string; title: string; description: string; earnedAt: string | null };

const ACHIEVEMENTS = [
  { id: 'first-quiz', title: 'First Quiz', description: 'Complete your first quiz' },
  { id: 'high-score', title: 'High Scorer', description: `Score ${ACHIEVEMENT_SCORE}% or higher in a quiz` },
  { id: 'perfect-score', title: 'Perfect Score', description: 'Score 100% in a quiz' },
  { id: 'five-quizzes', title: 'Quiz Explorer', description: `Complete ${QUIZZES_ACHIEVEMENT} different quizzes` },
  { id: 'streak', title: 'Study Streak', description: `Do a quiz ${STREAK_ACHIEVEMENT_DAYS} days in a row` },
  { id: 'points', title: 'Point Collector', description: `Earn ${POINTS_ACHIEVEMENT} points` },
] as const;

export type AchievementId = (typeof ACHIEVEMENTS)[number]['id'];

/** What is left to earn an achievement: "2 more quizzes". */
export type StillToGo = { count: number; unit: 'quiz' | 'day' | 'point' };

/**
 * For each achievement, what is left to earn it by the rules `achievements` applies, as the results
 * stand `now` (0 once met); null for one a single score earns (its description says which).
 */
export function achievementsToGo(results: readonly ResultLike[], now: Date = new Date()): Record<AchievementId, StillToGo | null> {
  const quizzes = bestPerAssignment(results).length;
  const left = (target: number, current: number, unit: StillToGo['unit']): StillToGo => ({ count: Math.max(0, target - current), unit });
  return {
    'first-quiz': left(1, quizzes, 'quiz'),
    'high-score': null,
    'perfect-score': null,
    'five-quizzes': left(QUIZZES_ACHIEVEMENT, quizzes, 'quiz'),
    streak: left(STREAK_ACHIEVEMENT_DAYS, dayStreak(results, now), 'day'),
    points: left(POINTS_ACHIEVEMENT, totalPoints(results), 'point'),
  };
}

/**
 * Achievements earned from results, each with when it was earned: the results are replayed in
 * the order they were completed, and an achievement is earned by the first result that meets it.
 * Once earned it stays earned (a streak that ends later takes nothing away).
 */
export function achievements(results: readonly ResultLike[]): Achievement[] {
  const earnedAt = new Map<string, string>();
  const days = new Set<string>();
  // What totalPoints gives for the results so far, kept as each comes (pointsReplay): the server
  // replays a child's every result at each submit, so this stays linear in their number.
  let quizzes = 0;
  let points = 0;
  for (const { result, added, firstTry } of pointsReplay(results)) {
    if (firstTry) quizzes += 1;
    points += added;
    const day = new Date(timeOf(result));
    days.add(dayKey(day));
    const met: Record<AchievementId, boolean> = {
      'first-quiz': true,
      'high-score': result.score >= ACHIEVEMENT_SCORE,
      'perfect-score': result.score === 100,
      'five-quizzes': quizzes >= QUIZZES_ACHIEVEMENT,
      streak: daysInARow(days, day, STREAK_ACHIEVEMENT_DAYS) >= STREAK_ACHIEVEMENT_DAYS,
      points: points >= POINTS_ACHIEVEMENT,
    };
    for (const [id, isMet] of Object.entries(met)) if (isMet && !earnedAt.has(id)) earnedAt.set(id, result.completed_at);
  }
  return ACHIEVEMENTS.map((achievement) => ({ ...achievement, earnedAt: earnedAt.get(achievement.id) ?? null }));
}
