import { validateChild as childRules, type FieldErrors, type StudentsRecord } from 'shared';

/** The add-child form's values: the record's name, and its grade once one is chosen. */
export type ChildFields = Pick<StudentsRecord, 'name'> & Partial<Pick<StudentsRecord, 'grade'>>;

/** The add-child form's own checks: the shared rule the server applies too (it answers by field). */
export function validateChild(fields: ChildFields): FieldErrors<ChildFields> {
  return childRules(fields);
}
