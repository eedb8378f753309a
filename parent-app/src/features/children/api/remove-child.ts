import { pb } from 'shared';

/** Deletes a child; the server deletes the child's attempts and results with it. */
export function removeChild(childId: string): Promise<boolean> {
  return pb.collection('students').delete(childId, { requestKey: null });
}
