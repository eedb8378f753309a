// Figures derived from results (SPEC.md sections 3 and 9): analytics, the student progress
// summary, points, levels, day streaks and achievements. Computed once, here, by the client.
import { ACHIEVEMENT_SCORE, pointsForScore } from './scoring.ts';

export type ResultLike = { score: number; completed_at: string; assignment_id?: string; subject?: string };
export type SubjectPerformance = Record<string, { totalScore: number; count: number; average: number }>;

const RECENT_COUNT = 5;
const IMPROVEMENT_WINDOW = 3;

const mean = (values: readonly number[]) => (values.length ? values.reduce((sum, v) => sum + v, 0) / values.length : 0);
const byDate = (a: ResultLike, b: ResultLike) => Date.parse(a.completed_at) - Date.parse(b.completed_at);

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
  const last = scores.slice(-IMPROVEMENT_WINDOW);
  const before = scores.slice(-IMPROVEMENT_WINDOW * 2, -IMPROVEMENT_WINDOW);
  return Math.round(mean(last) - mean(before));
}

export function resultsAnalytics(results: readonly ResultLike[]) {
  const sorted = results.toSorted(byDate);
  return {
    averageScore: Math.round(mean(sorted.map((r) => r.score))),
    totalCompleted: sorted.length,
    subjectPerformance: subjectPerformance(sorted),
    /** the last 5 scores, oldest first */
    recentScores: sorted.slice(-RECENT_COUNT).map((r) => r.score),
    improvement: improvement(sorted),
  };
}

export function studentProgress(assignments: ReadonlyArray<{ id: string }>, results: readonly ResultLike[]) {
  const assigned = new Set(assignments.map((a) => a.id));
  const completed = new Set(results.map((r) => r.assignment_id).filter((id): id is string => !!id && assigned.has(id)));
  return {
    totalAssignments: assignments.length,
    completedAssignments: completed.size,
    averageScore: Math.round(mean(results.map((r) => r.score))),
    subjectProgress: subjectPerformance(results),
    /** the 5 most recent results, newest first */
    recentResults: results.toSorted(byDate).toReversed().slice(0, RECENT_COUNT),
  };
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

export function totalPoints(results: readonly ResultLike[]): number {
  return bestPerAssignment(results).reduce((sum, r) => sum + pointsForScore(r.score), 0);
}

/** Points at which each level starts: level 8 from 1200, level 9 from 1500 (SPEC's sample: 1250 points, level 8, 1500 next). */
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

/** The child's own calendar day (the device's time zone): a quiz at 8 in the morning counts for that morning. */
const dayKey = (date: Date) => `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
const dayBefore = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate() - 1, 12);

/** Consecutive days ending at `day` with at least one result on each. */
function daysInARow(days: ReadonlySet<string>, day: Date): number {
  let streak = 0;
  for (let cursor = day; days.has(dayKey(cursor)); cursor = dayBefore(cursor)) streak += 1;
  return streak;
}

/**
 * Consecutive days with at least one result, ending today or yesterday. It never scolds: a day
 * missed simply starts the count again, and today still counts until the day is over.
 */
export function dayStreak(results: readonly ResultLike[], now: Date = new Date()): number {
  const days = new Set(results.map((r) => dayKey(new Date(r.completed_at.replace(' ', 'T')))));
  return days.has(dayKey(now)) ? daysInARow(days, now) : daysInARow(days, dayBefore(now));
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

/**
 * Achievements earned from results, each with when it was earned: the results are replayed in
 * the order they were completed, and an achievement is earned by the first result that meets it.
 * Once earned it stays earned (a streak that ends later takes nothing away).
 */
export function achievements(results: readonly ResultLike[]): Achievement[] {
  const earnedAt = new Map<string, string>();
  const seen: ResultLike[] = [];
  const days = new Set<string>();
  for (const result of results.toSorted(byDate)) {
    seen.push(result);
    const day = new Date(result.completed_at.replace(' ', 'T'));
    days.add(dayKey(day));
    const met: Record<(typeof ACHIEVEMENTS)[number]['id'], boolean> = {
      'first-quiz': true,
      'high-score': result.score >= ACHIEVEMENT_SCORE,
      'perfect-score': result.score === 100,
      'five-quizzes': bestPerAssignment(seen).length >= QUIZZES_ACHIEVEMENT,
      streak: daysInARow(days, day) >= STREAK_ACHIEVEMENT_DAYS,
      points: totalPoints(seen) >= POINTS_ACHIEVEMENT,
    };
    for (const [id, isMet] of Object.entries(met)) if (isMet && !earnedAt.has(id)) earnedAt.set(id, result.completed_at);
  }
  return ACHIEVEMENTS.map((achievement) => ({ ...achievement, earnedAt: earnedAt.get(achievement.id) ?? null }));
}
