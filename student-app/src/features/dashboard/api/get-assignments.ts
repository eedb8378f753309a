import { pb } from 'shared';

/** Assignments given to a student, newest first (SPEC.md 7: list assignments of a student). */
export function getStudentAssignments(studentId: string) {
  return pb.collection('assignments').getFullList({
    filter: pb.filter('assigned_students ~ {:studentId}', { studentId }),
    sort: '-created',
    requestKey: null,
  });
}
