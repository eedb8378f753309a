import {
  DEFAULT_INSTRUCTIONS,
  dueDay,
  inRangeOrDefault,
  isPastDue,
  localDay,
  MESSAGES,
  SET_TYPE_LABELS,
  SUBJECTS,
  TIME_LIMIT,
  validateAssignment,
  type AssignmentsRecord,
  type FieldErrors,
  type NextStep,
} from 'shared';
import type { AssignmentInput } from './api/create-assignment.ts';
import type { Assignment } from './api/get-assignments.ts';
import type { QuestionSet } from './api/get-question-sets.ts';

/** The create and edit form's values: the record's own fields, the time limit as typed, the due date as a day. */
export type AssignmentFields = Pick<Required<AssignmentsRecord>, 'title' | 'instructions' | 'question_sets' | 'assigned_students'> & {
  timeLimit: number | null;
  dueDate: string;
};

export const assignmentFields = ['title', 'instructions', 'timeLimit', 'dueDate', 'question_sets', 'assigned_students'] as const;

/**
 * The checks of docs/product.md, "Validation", on both Save as Draft and Create Assignment, and no due day before today; the
 * server makes the same ones. Today is the parent's own day (this device's); a due date that has
 * passed since it was saved (`savedDueDate`) may stay while the rest changes.
 */
export function validateAssignmentForm(values: AssignmentFields, savedDueDate = '', today = localDay()): FieldErrors<AssignmentFields> {
  const errors: FieldErrors<AssignmentFields> = validateAssignment({
    ...values,
    timeLimit: inRangeOrDefault(values.timeLimit, TIME_LIMIT),
  });
  if (dueDay(values.dueDate) !== dueDay(savedDueDate) && isPastDue(values.dueDate, today)) errors.dueDate = MESSAGES.dueDatePast;
  return errors;
}

/** A day as the server stores a due date: noon UTC, the same day in every time zone a family lives in. */
const dueDateOf = (day: string) => (day ? `${day} 12:00:00.000Z` : '');

export function toInput(values: AssignmentFields, status: AssignmentInput['status']): AssignmentInput {
  return {
    title: values.title.trim(),
    instructions: values.instructions.trim(),
    timeLimit: inRangeOrDefault(values.timeLimit, TIME_LIMIT),
    dueDate: dueDateOf(values.dueDate),
    question_sets: values.question_sets,
    assigned_students: values.assigned_students,
    status,
  };
}

/** A day a week from `today` ('YYYY-MM-DD'), in the parent's own calendar. */
export function aWeekFrom(today: Date = new Date()): string {
  return localDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() + 7, 12));
}

/**
 * A next step as an assignment for one child (the Progress tab's Assign, and the form the weekly email
 * opens): the set's title and time, due in a week, active.
 */
export function stepFields(
  step: { set: Pick<NextStep['set'], 'id' | 'title'>; timeLimit: number },
  childId: string,
  today: Date = new Date(),
): AssignmentFields {
  return {
    title: step.set.title,
    instructions: DEFAULT_INSTRUCTIONS,
    timeLimit: step.timeLimit,
    dueDate: aWeekFrom(today),
    question_sets: [step.set.id],
    assigned_students: [childId],
  };
}

/** The form's first values: an assignment's own, or the defaults for a new one. */
export function fieldsOf(assignment?: Assignment): AssignmentFields {
  return {
    title: assignment?.title ?? '',
    instructions: assignment?.instructions || DEFAULT_INSTRUCTIONS,
    timeLimit: assignment?.timeLimit ?? TIME_LIMIT.default,
    dueDate: assignment?.dueDate?.slice(0, 10) ?? '',
    question_sets: assignment?.question_sets ?? [],
    assigned_students: assignment?.assigned_students ?? [],
  };
}

/** The set types a parent filters by, with the labels of docs/product.md, "Create and Edit Assignment". */
export const PARENT_SET_TYPES = ['skills_practice', 'ten_year_series', 'assessment', 'review'] as const;
export const setTypeLabel = (type: string) => SET_TYPE_LABELS[type as keyof typeof SET_TYPE_LABELS] ?? type;

/** An empty filter means all. */
export type SetFilters = { search: string; subject: string; grade: string; type: string };
export const NO_FILTERS: SetFilters = { search: '', subject: '', grade: '', type: '' };

/** The sets that match the search text (title, description or a skill) and the subject, grade and type chosen. */
export function filterSets(sets: readonly QuestionSet[], filters: SetFilters): QuestionSet[] {
  const text = filters.search.trim().toLowerCase();
  return sets.filter(
    (set) =>
      (!filters.subject || set.subject === filters.subject) &&
      (!filters.grade || set.grade === filters.grade) &&
      (!filters.type || set.type === filters.type) &&
      (!text || [set.title, set.description, ...(set.skills ?? [])].some((value) => value.toLowerCase().includes(text))),
  );
}

const subjectRank = (subject: string) => {
  const i = (SUBJECTS as readonly string[]).indexOf(subject);
  return i < 0 ? SUBJECTS.length : i;
};

/** The sets by subject, in the order of `SUBJECTS` (any other after them), each group in the order given. */
export function groupBySubject(sets: readonly QuestionSet[]): Array<[string, QuestionSet[]]> {
  const groups = new Map<string, QuestionSet[]>();
  for (const set of sets) groups.set(set.subject, [...(groups.get(set.subject) ?? []), set]);
  return [...groups.entries()].toSorted(([a], [b]) => subjectRank(a) - subjectRank(b) || a.localeCompare(b));
}

/** The summary: chosen sets, their questions (each once, as the server counts them), children and minutes. */
export function assignmentSummary(sets: readonly QuestionSet[], values: Pick<AssignmentFields, 'question_sets' | 'assigned_students'>) {
  const chosen = sets.filter((set) => values.question_sets.includes(set.id));
  return {
    sets: chosen.length,
    questions: new Set(chosen.flatMap((set) => set.questions)).size,
    children: values.assigned_students.length,
    minutes: chosen.reduce((sum, set) => sum + (set.estimatedTime ?? 0), 0),
  };
}
