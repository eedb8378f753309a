import { useMutation } from '@tanstack/react-query';
import type { StudentsResponse } from 'shared';
import { sendApi, type ChildWithCode } from 'shared/api';
import { pb } from 'shared/session';

/**
 * Gives a child a new access code; the old one stops working and the child's sessions end.
 * Nothing any screen lists changes, so nothing is invalidated.
 */
export function resetAccessCode(childId: string): Promise<ChildWithCode> {
  return sendApi(pb, 'childAccessCode', { params: { id: childId }, requestKey: null });
}

export function useResetAccessCode() {
  return useMutation({ mutationFn: resetAccessCode });
}

export interface NewCodes {
  given: ChildWithCode[];
  /** The children the server gave no new code, with why; their old codes still work. */
  failed: Array<{ child: StudentsResponse; error: unknown }>;
}

/**
 * New codes for several children (the login cards), one after the other: a failure for one child
 * does not hide the codes already given to others, which can be read only now.
 */
export async function resetAccessCodes(children: readonly StudentsResponse[]): Promise<NewCodes> {
  const codes: NewCodes = { given: [], failed: [] };
  for (const child of children) {
    try {
      codes.given.push(await resetAccessCode(child.id));
    } catch (error) {
      codes.failed.push({ child, error });
    }
  }
  return codes;
}

export function useResetAccessCodes() {
  return useMutation({ mutationFn: resetAccessCodes });
}
