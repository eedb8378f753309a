import { queryOptions, useQuery } from '@tanstack/react-query';
import { sendApi, type AssignmentPreview } from 'shared/api';
import { pb } from 'shared/session';
import { queryKeys } from 'shared';

/** The questions of the parent's assignment that a child starting it now would be served (docs/backend.md). */
export function getAssignmentPreview(assignmentId: string): Promise<AssignmentPreview> {
  return sendApi(pb, 'assignmentPreview', { params: { id: assignmentId }, requestKey: null });
}

export const assignmentPreviewQuery = (assignmentId: string) =>
  queryOptions({ queryKey: queryKeys.assignmentPreview.of(assignmentId), queryFn: () => getAssignmentPreview(assignmentId) });

export function useAssignmentPreview(assignmentId: string) {
  return useQuery(assignmentPreviewQuery(assignmentId));
}
