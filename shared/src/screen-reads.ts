import type { RecordFullListOptions } from 'pocketbase';
import type { TypedPocketBase } from './pocketbase-types.ts';

/**
 * The lists the portal's screens read from PocketBase, each as the exact request the app sends:
 * the apps' fetchers call these with the portal's client, and the backend's volume bench and
 * query-plan test call the same ones with their own, so a filter changed here is measured and
 * its SQLite plan checked (backend/test/query-plan.test.ts). Every list names the family (or the
 * child) it belongs to in its filter, so that the server reads the family's rows through an
 * index instead of every family's rows through the access rule.
 */
import { NOTIFICATIONS_MAX } from './domain/notifications.ts';

type Client = Pick<TypedPocketBase, 'collection' | 'filter'>;
type Options = RecordFullListOptions;

const listed = (options: Options): Options => ({ ...options, requestKey: null });

/** A parent's children, by name (docs/product.md, "Records"). */
export function readChildren(pb: Client, parentId: string) {
  return pb.collection('students').getFullList(listed({ filter: pb.filter('parent_id = {:parentId}', { parentId }), sort: 'name' }));
}

/** A parent's assignments, newest first, with the children they are given to (not the children's reviews, which the server makes). */
export function readParentAssignments<R>(pb: Client, parentId: string) {
  return pb.collection('assignments').getFullList<R>(
    listed({
      filter: pb.filter('created_by = {:parentId} && review = false', { parentId }),
      expand: 'assigned_students',
      sort: '-created',
    }),
  );
}

/** Every result of a parent's children, newest first, each with its assignment (also a deleted one). */
export function readFamilyResults<R>(pb: Client, parentId: string) {
  return pb
    .collection('results')
    .getFullList<R>(listed({ filter: pb.filter('parent_id = {:parentId}', { parentId }), expand: 'assignment_id', sort: '-completed_at' }));
}

/** The attempts of a parent's children at one of the parent's assignments: who is in the middle of it. */
export function readAssignmentAttempts(pb: Client, parentId: string, assignmentId: string) {
  return pb.collection('attempts').getFullList(
    listed({
      filter: pb.filter('parent_id = {:parentId} && assignment_id = {:assignmentId}', { parentId, assignmentId }),
      fields: 'id,student_id,assignment_id,status',
    }),
  );
}

/** A child's active assignments, newest first (docs/product.md, "Student dashboard"), looked up among their parent's; a review is offered on its own. */
export function readChildAssignments(pb: Client, child: { id: string; parentId: string }) {
  return pb.collection('assignments').getFullList(
    listed({
      filter: pb.filter('created_by = {:parentId} && assigned_students ~ {:studentId} && status = "active" && review = false', {
        parentId: child.parentId,
        studentId: child.id,
      }),
      sort: '-created',
    }),
  );
}

/** A child's unfinished attempts. */
export function readOpenAttempts(pb: Client, studentId: string) {
  return pb
    .collection('attempts')
    .getFullList(listed({ filter: pb.filter('student_id = {:studentId} && status = "in_progress"', { studentId }) }));
}

/** A child's results, newest first, each with its assignment (docs/product.md, "Records"). */
export function readChildResults<R>(pb: Client, studentId: string) {
  return pb
    .collection('results')
    .getFullList<R>(
      listed({ filter: pb.filter('student_id = {:studentId}', { studentId }), expand: 'assignment_id', sort: '-completed_at' }),
    );
}

/** Every try of a child at one assignment, oldest first, with the assignment. */
export function readChildTries<R>(pb: Client, studentId: string, assignmentId: string) {
  return pb.collection('results').getFullList<R>(
    listed({
      filter: pb.filter('student_id = {:studentId} && assignment_id = {:assignmentId}', { studentId, assignmentId }),
      sort: 'completed_at',
      expand: 'assignment_id',
    }),
  );
}

/** A person's notifications, newest first: all a person keeps (docs/product.md, "Notifications and emails"), in one page, without counting the rest. */
export function readNotifications(pb: Client, recipientId: string) {
  return pb.collection('notifications').getList(1, NOTIFICATIONS_MAX, {
    filter: pb.filter('recipient = {:recipientId}', { recipientId }),
    sort: '-created,-id',
    skipTotal: true,
    requestKey: null,
  });
}
