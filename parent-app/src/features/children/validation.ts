import { validateChild as childRules, type FieldErrors } from 'shared';
import type { AddChildInput } from './api/add-child.ts';

export type ChildFields = { name: string; grade: AddChildInput['grade'] | undefined };

/** The add-child form's own checks: the shared rule the server applies too (it answers by field). */
export function validateChild(fields: ChildFields): FieldErrors<ChildFields> {
  return childRules(fields);
}
