// The rules of an assignment's life that the API rules cannot say: a parent saves a draft or an
// active assignment; an active one never goes back to draft (children may have seen it); once a
// child has started it, its questions are fixed and nobody is taken off it; deleting hides it
// and keeps the results earned on it. The messages are shared/src/domain/assignment-lifecycle.ts's, which the
// edit form shows before a parent tries.
import { ASSIGNMENT_CHANGE_MESSAGES as MESSAGES } from '../domain.ts';
import { recordOf } from '../events.ts';
import { throwIfInvalid } from '../records.ts';

/** Whether any child has started the assignment: an attempt, in progress or submitted, or a result. */
function isStarted(app: core.App | PocketBase, assignmentId: string): boolean {
  const params = { id: assignmentId };
  return (
    app.findRecordsByFilter('attempts', 'assignment_id = {:id}', '', 1, 0, params).length > 0 ||
    app.findRecordsByFilter('results', 'assignment_id = {:id}', '', 1, 0, params).length > 0
  );
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

export function checkCreate(e: core.RecordRequestEvent): void {
  if (!e.hasSuperuserAuth() && recordOf(e).getString('status') === 'deleted') {
    throwIfInvalid({ status: MESSAGES.deleteInstead });
  }
}

export function checkUpdate(e: core.RecordRequestEvent): void {
  if (e.hasSuperuserAuth()) return;
  const record = recordOf(e);
  const before = record.original();
  const errors: Record<string, string> = {};
  const status = record.getString('status');
  if (status === 'deleted') errors.status = MESSAGES.deleteInstead;
  else if (status === 'draft' && before.getString('status') === 'active') errors.status = MESSAGES.backToDraft;

  const setsChanged = !sameList(before.getStringSlice('question_sets'), record.getStringSlice('question_sets'));
  const kept = record.getStringSlice('assigned_students');
  const childTakenOff = before.getStringSlice('assigned_students').some((id) => !kept.includes(id));
  if ((setsChanged || childTakenOff) && isStarted($app, record.id)) {
    if (setsChanged) errors.question_sets = MESSAGES.setsLocked;
    if (childTakenOff) errors.assigned_students = MESSAGES.childrenLocked;
  }
  throwIfInvalid(errors);
}

/**
 * A parent's delete: the assignment leaves every list and every child's quiz (status
 * "deleted"), unfinished attempts at it are discarded, and the results children earned on it
 * stay. An administrator's delete removes it with everything on it.
 */
export function deleteKeepingResults(e: core.RecordRequestEvent): void {
  if (e.hasSuperuserAuth()) return e.next();
  const id = recordOf(e).id;
  $app.runInTransaction((txApp) => {
    for (const attempt of txApp.findRecordsByFilter('attempts', 'assignment_id = {:id} && status = "in_progress"', '', 0, 0, { id })) {
      if (attempt) txApp.delete(attempt);
    }
    const assignment = txApp.findRecordById('assignments', id);
    assignment.set('status', 'deleted');
    txApp.save(assignment);
  });
  return e.noContent(204);
}
