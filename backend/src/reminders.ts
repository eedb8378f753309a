// The cron `assignment-reminders` (every hour): an active assignment due tomorrow (server time, UTC) is
// told to each of its children who has not finished it, and to the parent of each who has not started it;
// one that became overdue in the last day is told to the parent, with the children who did not finish.
// Each once: the assignment keeps (hidden) that its reminder went, whatever restarts, reruns or the 50
// notifications a person keeps (a server down for more than a day misses the overdue ones of that day).
// Read by due date (index idx_assignments_status_due) among those not told yet, in batches until none is
// left or the run has taken RUN_SECONDS: a family that makes thousands of assignments delays the others'
// reminders by a batch, never skips them.
import { execute } from './db.ts';
import { notificationText } from './domain.ts';
import { notify } from './notifications.ts';
import { findOrNull, jsArray, storedDate } from './records.ts';

const DAY = 24 * 60 * 60 * 1000;
const BATCH = 500;
const RUN_SECONDS = 50;

/** The start of that UTC day. */
function dayStart(ms: number): number {
  return ms - (ms % DAY);
}

/** Which of an assignment's children have finished it (a result) or started it (an attempt). */
function progressOf(app: core.App, assignment: core.Record): { finished: Set<string>; started: Set<string> } {
  const childrenOf = (collection: string) =>
    new Set(
      jsArray(app.findRecordsByFilter(collection, 'assignment_id = {:a}', '', 0, 0, { a: assignment.id })).map(
        (row) => row?.getString('student_id') ?? '',
      ),
    );
  return { finished: childrenOf('results'), started: childrenOf('attempts') };
}

function tellDueTomorrow(txApp: core.App, assignment: core.Record): void {
  const progress = progressOf(txApp, assignment);
  const title = assignment.getString('title');
  const due = assignment.getString('dueDate');
  for (const childId of jsArray(assignment.getStringSlice('assigned_students'))) {
    if (progress.finished.has(childId)) continue;
    const child = findOrNull('students', childId, txApp);
    if (!child) continue;
    notify(txApp, {
      recipient: childId,
      audience: 'students',
      type: 'assignment_due',
      text: notificationText.assignmentDueForChild(title, due),
      about: 'assignments',
      aboutId: assignment.id,
    });
    if (progress.started.has(childId)) continue;
    notify(txApp, {
      recipient: child.getString('parent_id'),
      audience: 'parents',
      type: 'assignment_due',
      text: notificationText.assignmentDueForParent(child.getString('name'), title, due),
      about: 'assignments',
      aboutId: assignment.id,
    });
  }
}

function tellOverdue(txApp: core.App, assignment: core.Record): void {
  const progress = progressOf(txApp, assignment);
  const names: string[] = [];
  for (const childId of jsArray(assignment.getStringSlice('assigned_students'))) {
    const child = progress.finished.has(childId) ? null : findOrNull('students', childId, txApp);
    if (child) names.push(child.getString('name'));
  }
  if (!names.length) return;
  notify(txApp, {
    recipient: assignment.getString('created_by'),
    audience: 'parents',
    type: 'assignment_overdue',
    text: notificationText.assignmentOverdue(assignment.getString('title'), names),
    about: 'assignments',
    aboutId: assignment.id,
  });
}

/**
 * Tells every active assignment not told yet whose due date is in [from, to), each in its own
 * transaction with its mark (one that fails is logged and tried again next run). `until`: when the run stops.
 */
function remindAll(
  mark: 'due_reminded' | 'overdue_reminded',
  from: number,
  to: number,
  tell: (txApp: core.App, assignment: core.Record) => void,
  until: number,
): void {
  const failed = new Set<string>();
  while (Date.now() < until) {
    const found = $app.findRecordsByFilter(
      'assignments',
      'status = "active" && ' + mark + ' = false && dueDate >= {:from} && dueDate < {:to}',
      'dueDate',
      BATCH,
      0,
      {
        from: storedDate(from),
        to: storedDate(to),
      },
    );
    const batch = jsArray(found).filter((assignment): assignment is core.Record => !!assignment && !failed.has(assignment.id));
    if (!batch.length) return;
    for (const assignment of batch) {
      try {
        $app.runInTransaction((txApp) => {
          tell(txApp, assignment);
          execute(txApp, 'UPDATE assignments SET ' + mark + ' = TRUE WHERE id = {:id}', { id: assignment.id });
        });
      } catch (error) {
        failed.add(assignment.id);
        $app.logger().error('assignment-reminders: an assignment could not be told', 'assignment', assignment.id, 'error', String(error));
      }
    }
  }
}

export function remind(): void {
  const now = Date.now();
  const until = now + RUN_SECONDS * 1000;
  const tomorrow = dayStart(now) + DAY;
  remindAll('due_reminded', tomorrow, tomorrow + DAY, tellDueTomorrow, until);
  remindAll('overdue_reminded', now - DAY, now, tellOverdue, until);
}
