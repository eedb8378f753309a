import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AttemptsResponse } from 'shared';
import { pb } from 'shared/session';

/** The children's attempts at one assignment: who is in the middle of it, and whether anyone has started. */
export function getAttempts(assignmentId: string): Promise<AttemptsResponse[]> {
  return pb.collection('attempts').getFullList({
    filter: pb.filter('assignment_id = {:assignmentId}', { assignmentId }),
    fields: 'id,student_id,assignment_id,status',
    requestKey: null,
  });
}

export const attemptsQuery = (assignmentId: string) =>
  queryOptions({ queryKey: ['attempts', assignmentId], queryFn: () => getAttempts(assignmentId) });

export function useAttempts(assignmentId: string | undefined) {
  return useQuery({ ...attemptsQuery(assignmentId ?? ''), enabled: Boolean(assignmentId) });
}
