import { pb } from 'shared';
import type { ChildWithCode } from './add-child.ts';

/** Gives a child a new access code; the old one stops working and the child's sessions end. */
export function resetAccessCode(childId: string): Promise<ChildWithCode> {
  return pb.send<ChildWithCode>(`/api/children/${encodeURIComponent(childId)}/access-code`, { method: 'POST', requestKey: null });
}
