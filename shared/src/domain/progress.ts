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

const dayKey = (date: Date) => date.toISOString().slice(0, 10);

/** Consecutive days (UTC) with at least one result, ending today or yesterday. */
export function dayStreak(results: readonly ResultLike[], now: Date = new Date()): number {
  const days = new Set(results.map((r) => dayKey(new Date(r.completed_at))));
  const cursor = new Date(now);
  if (!days.has(dayKey(cursor))) cursor.setUTCDate(cursor.getUTCDate() - 1);
  let streak = 0;
  while (days.has(dayKey(cursor))) {
    streak += 1;
    cursor.setUTCDate(cursor.getUTCDate() - 1);
  }
  return streak;
}

export type Achievement = { id: string; title: string; description: string; earned: boolean };

export function achievements(results: readonly ResultLike[], now: Date = new Date()): Achievement[] {
  const best = Math.max(0, ...results.map((r) => r.score));
  const streak = dayStreak(results, now);
  return [
    { id: 'first-quiz', title: 'First Quiz', description: 'Complete your first quiz', earned: results.length >= 1 },
    { id: 'high-score', title: 'High Scorer', description: 'You scored 90% or higher! Keep up the excellent work!', earned: best >= ACHIEVEMENT_SCORE },
    { id: 'perfect-score', title: 'Perfect Score', description: 'Score 100% in a quiz', earned: best === 100 },
    { id: 'five-quizzes', title: 'Quiz Explorer', description: 'Complete 5 quizzes', earned: bestPerAssignment(results).length >= 5 },
    { id: 'streak-3', title: 'On a Roll', description: 'Study 3 days in a row', earned: streak >= 3 },
    { id: 'streak-7', title: 'Week Warrior', description: 'Study 7 days in a row', earned: streak >= 7 },
  ];
}
