// The family of a child's attempt or result: its `parent_id` is the child's parent's, never what a
// request says, so that a parent's rule (`parent_id = @request.auth.id`) is as strict as the join
// to the child it replaces (pb_migrations/1763781300_add_family_to_attempts_and_results.js).
import { findOrNull } from './records.ts';

/** `app`: the app of the running transaction, if any. */
export function stampFamily(app: core.App, record: core.Record): void {
  const child = findOrNull('students', record.getString('student_id'), app);
  record.set('parent_id', child ? child.getString('parent_id') : '');
}
