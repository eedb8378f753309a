// What may change in an assignment once it is saved. The server enforces it in
// backend/pb_hooks/lib/assignment-lifecycle.js with these messages (from the bundle of these rules,
// lib/domain.js); the edit form says it before a parent tries.

export const ASSIGNMENT_CHANGE_MESSAGES = {
  setsLocked: 'A child has already started this assignment, so its question sets can no longer change',
  childrenLocked: 'A child has already started this assignment, so children can be added but not taken off it',
  backToDraft: 'Children can already see this assignment, so it cannot go back to draft',
  deleteInstead: 'Delete the assignment to remove it',
} as const;

type OnAssignment = { assignment_id: string };

/** Whether any child has started an assignment: an attempt at it (in progress or submitted) or a result. */
export function hasStarted(assignmentId: string, attempts: readonly OnAssignment[], results: readonly OnAssignment[]): boolean {
  return [...attempts, ...results].some((record) => record.assignment_id === assignmentId);
}
