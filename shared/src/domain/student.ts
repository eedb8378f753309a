// The student's own figures (docs/product.md, "Student dashboard"): the display status of an assignment,
// the dashboard's tiles, and recent scores with how each compares with the try before at the same quiz.
import { dayStreak, levelFor, totalPoints, type ResultLike } from './progress.ts';

export type AssignmentDisplayStatus = 'new' | 'in-progress' | 'completed';

/** The display statuses (docs/product.md, "Statuses"): completed once a result exists, in-progress while an attempt is open, otherwise new. */
export function assignmentStatus(
  assignmentId: string,
  results: readonly ResultLike[],
  openAttemptAssignmentIds: readonly string[],
): AssignmentDisplayStatus {
  if (results.some((result) => result.assignment_id === assignmentId)) return 'completed';
  return openAttemptAssignmentIds.includes(assignmentId) ? 'in-progress' : 'new';
}

/** An assignment's best score, or null before its first result. */
export function bestScore(assignmentId: string, results: readonly ResultLike[]): number | null {
  const scores = results.filter((result) => result.assignment_id === assignmentId).map((result) => result.score);
  return scores.length ? Math.max(...scores) : null;
}

/** The dashboard's tiles: points (each assignment's best score × 2), level, day streak, assignments not completed. */
export function studentFigures(assignments: ReadonlyArray<{ id: string }>, results: readonly ResultLike[], now: Date = new Date()) {
  const points = totalPoints(results);
  const completed = new Set(results.map((result) => result.assignment_id));
  return {
    points,
    ...levelFor(points),
    streak: dayStreak(results, now),
    notCompleted: assignments.filter((assignment) => !completed.has(assignment.id)).length,
  };
}

/**
 * The assignment to do next, the one the child's home screen puts first: a quiz left unfinished, else the
 * one due soonest (an overdue one first), else the newest one not done; null when all are done.
 */
export function nextAssignment<A extends { id: string; dueDate?: string | null; created?: string }>(
  assignments: readonly A[],
  results: readonly ResultLike[],
  openAttemptAssignmentIds: readonly string[],
): A | null {
  const todo = assignments.filter((assignment) => assignmentStatus(assignment.id, results, openAttemptAssignmentIds) !== 'completed');
  const begun = todo.find((assignment) => openAttemptAssignmentIds.includes(assignment.id));
  if (begun) return begun;
  const due = (assignment: A) => (assignment.dueDate ? assignment.dueDate.slice(0, 10) : '9999-99-99');
  return todo.toSorted((a, b) => due(a).localeCompare(due(b)) || (b.created ?? '').localeCompare(a.created ?? ''))[0] ?? null;
}

const RECENT_SCORES = 5;

/**
 * The newest results, newest first, each with its change in percentage points from the child's
 * try before it at the same quiz (null for a quiz's first try): like is compared with like, never
 * one quiz with another.
 */
export function recentScores<R extends ResultLike>(results: readonly R[], count = RECENT_SCORES): Array<R & { change: number | null }> {
  const oldestFirst = results.toSorted(
    (a, b) => Date.parse(a.completed_at.replace(' ', 'T')) - Date.parse(b.completed_at.replace(' ', 'T')),
  );
  const last = new Map<string, number>();
  const withChange = oldestFirst.map((result) => {
    const before = result.assignment_id ? last.get(result.assignment_id) : undefined;
    if (result.assignment_id) last.set(result.assignment_id, result.score);
    return { ...result, change: before === undefined ? null : result.score - before };
  });
  return withChange.toReversed().slice(0, count);
}
