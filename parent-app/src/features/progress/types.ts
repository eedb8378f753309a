import type { AssignmentLike, StudentsResponse } from 'shared';

/** What the progress screens read; the app gives them the children, assignments and results it loaded. */
export type Child = Pick<StudentsResponse, 'id' | 'name' | 'grade'>;
export type AssignmentRow = AssignmentLike & { title: string };
export type ResultRow = {
  id: string;
  student_id: string;
  assignment_id: string;
  score: number;
  completed_at: string;
  title: string;
  subject: string;
  review?: boolean;
};

export interface FamilyData {
  kids: readonly Child[];
  assignments: readonly AssignmentRow[];
  results: readonly ResultRow[];
}
