import { MESSAGES, type FieldErrors } from 'shared';
import type { AddChildInput } from './api/add-child.ts';
import { t } from './messages.ts';

export type ChildFields = { name: string; grade: AddChildInput['grade'] | undefined };

/** The add-child form's own checks; the server checks the same and answers by field. */
export function validateChild({ name, grade }: ChildFields): FieldErrors<ChildFields> {
  return {
    name: name.trim() === '' ? t('children.add.name.required') : undefined,
    grade: grade ? undefined : MESSAGES.grade,
  };
}
