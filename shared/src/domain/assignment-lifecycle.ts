// What may change in an assignment once it is saved. The server enforces it in
// backend/src/assignments/lifecycle.ts with these messages (from the bundle of these rules,
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

// Due dates. A parent picks a day; it is stored as noon UTC of that day (the same day in every time
// zone a family lives in), so an assignment's due day is the first ten characters of its `dueDate`.
// "Today" depends on where one stands, so each caller says whose today it means: a screen passes its
// own device's day (`localDay`), the server, which does not know the family's time zone, the earliest
// today on Earth (`earliestToday`, UTC−12). The server thus never refuses a day that is still today
// for some family; the form, which knows the parent's day, refuses yesterday exactly.

const HOUR = 60 * 60 * 1000;
const EARLIEST_UTC_OFFSET_HOURS = -12;

const two = (n: number) => String(n).padStart(2, '0');

/** A calendar day as 'YYYY-MM-DD' in the device's time zone (today's when no date is given). */
export function localDay(date: Date = new Date()): string {
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** The day it still is somewhere (UTC−12, the last time zone to leave a day): no family anywhere has a later yesterday. */
export function earliestToday(now: Date): string {
  return new Date(now.getTime() + EARLIEST_UTC_OFFSET_HOURS * HOUR).toISOString().slice(0, 10);
}

/** The due day ('YYYY-MM-DD') of a stored due date or a form's day, or '' when there is none. */
export function dueDay(dueDate: string | null | undefined): string {
  return /^\d{4}-\d{2}-\d{2}/.test(dueDate ?? '') ? (dueDate as string).slice(0, 10) : '';
}

/** Whether a due date lies before `today` ('YYYY-MM-DD'); a due date of today is not past, and no due date never is. */
export function isPastDue(dueDate: string | null | undefined, today: string): boolean {
  const day = dueDay(dueDate);
  return day !== '' && day < today;
}

/**
 * Whether an assignment is overdue: its due day is before `today` (the device's own day unless given) and it
 * is not finished (for a child, no result yet; for a parent, not every assigned child has finished it).
 */
export function isOverdue(assignment: { dueDate?: string | null }, finished: boolean, today: string = localDay()): boolean {
  return !finished && isPastDue(assignment.dueDate, today);
}
