import { queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from 'shared/session';

/** A question as a child starting the assignment would be served it, with its answer for the parent. */
export interface PreviewQuestion {
  id: string;
  type: string;
  text: string;
  /** A matching question's pairs also carry their partner (`match`) and a picture's words (`alt`). */
  options: Array<{ id: string; text: string; isCorrect?: boolean; match?: string; alt?: string }>;
  /** The answer of a question answered by typing (fill in, short answer). */
  correctAnswer: string;
  explanation: string;
}

/** The questions of the parent's assignment that a child starting it now would be served (docs/backend.md). */
export function getAssignmentPreview(assignmentId: string): Promise<{ questions: PreviewQuestion[] }> {
  return pb.send(`/api/assignments/${encodeURIComponent(assignmentId)}/preview`, { method: 'GET', requestKey: null });
}

export const assignmentPreviewQuery = (assignmentId: string) =>
  queryOptions({ queryKey: ['assignment-preview', assignmentId], queryFn: () => getAssignmentPreview(assignmentId) });

export function useAssignmentPreview(assignmentId: string) {
  return useQuery(assignmentPreviewQuery(assignmentId));
}
