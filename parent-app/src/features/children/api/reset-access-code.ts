import { useMutation } from '@tanstack/react-query';
import { pb } from 'shared/session';
import type { ChildWithCode } from './add-child.ts';

/**
 * Gives a child a new access code; the old one stops working and the child's sessions end.
 * Nothing any screen lists changes, so nothing is invalidated.
 */
export function resetAccessCode(childId: string): Promise<ChildWithCode> {
  return pb.send<ChildWithCode>(`/api/children/${encodeURIComponent(childId)}/access-code`, { method: 'POST', requestKey: null });
}

export function useResetAccessCode() {
  return useMutation({ mutationFn: resetAccessCode });
}
