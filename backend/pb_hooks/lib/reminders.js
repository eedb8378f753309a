/// <reference path="../../pb_data/types.d.ts" />
// The cron `assignment-reminders` (every hour): an active assignment due tomorrow (server time, UTC) is
// told to each of its children who has not finished it, and to the parent of each who has not started it;
// one that became overdue in the last day is told to the parent, with the children who did not finish.
// Each once: the assignment keeps (hidden) that its reminder went, whatever restarts, reruns or the 50
// notifications a person keeps (a server down for more than a day misses the overdue ones of that day).
// Read by due date (index idx_assignments_status_due) among those not told yet, in batches until none is
// left or the run has taken RUN_SECONDS: a family that makes thousands of assignments delays the others'
// reminders by a batch, never skips them.
const records = require(`${__hooks}/lib/server.js`).records;
const domain = require(`${__hooks}/lib/domain.js`);
const { notify } = require(`${__hooks}/lib/server.js`).notifications;

const DAY = 24 * 60 * 60 * 1000;
const BATCH = 500;
const RUN_SECONDS = 50;

/** @param {number} ms @returns {number} the start of that UTC day */
function dayStart(ms) {
  return ms - (ms % DAY);
}

/**
 * Which of an assignment's children have finished it (a result) or started it (an attempt).
 * @param {core.App} app @param {core.Record} assignment
 */
function progressOf(app, assignment) {
  const finished = {};
  const started = {};
  app.findRecordsByFilter('results', 'assignment_id = {:a}', '', 0, 0, { a: assignment.id }).forEach(function (result) {
    finished[result.getString('student_id')] = true;
  });
  app.findRecordsByFilter('attempts', 'assignment_id = {:a}', '', 0, 0, { a: assignment.id }).forEach(function (attempt) {
    started[attempt.getString('student_id')] = true;
  });
  return { finished: finished, started: started };
}

/** @param {core.App} txApp @param {core.Record} assignment */
function tellDueTomorrow(txApp, assignment) {
  const progress = progressOf(txApp, assignment);
  const title = assignment.getString('title');
  const due = assignment.getString('dueDate');
  assignment.getStringSlice('assigned_students').forEach(function (childId) {
    if (progress.finished[childId]) return;
    const child = records.findOrNull('students', childId, txApp);
    if (!child) return;
    notify(txApp, { recipient: childId, audience: 'students', type: 'assignment_due', text: domain.notificationText.assignmentDueForChild(title, due), about: 'assignments', aboutId: assignment.id });
    if (progress.started[childId]) return;
    notify(txApp, {
      recipient: child.getString('parent_id'),
      audience: 'parents',
      type: 'assignment_due',
      text: domain.notificationText.assignmentDueForParent(child.getString('name'), title, due),
      about: 'assignments',
      aboutId: assignment.id,
    });
  });
}

/** @param {core.App} txApp @param {core.Record} assignment */
function tellOverdue(txApp, assignment) {
  const progress = progressOf(txApp, assignment);
  const names = [];
  assignment.getStringSlice('assigned_students').forEach(function (childId) {
    const child = progress.finished[childId] ? null : records.findOrNull('students', childId, txApp);
    if (child) names.push(child.getString('name'));
  });
  if (!names.length) return;
  notify(txApp, {
    recipient: assignment.getString('created_by'),
    audience: 'parents',
    type: 'assignment_overdue',
    text: domain.notificationText.assignmentOverdue(assignment.getString('title'), names),
    about: 'assignments',
    aboutId: assignment.id,
  });
}

/**
 * Tells every active assignment not told yet whose due date is in [from, to), each in its own
 * transaction with its mark (one that fails is logged and tried again next run).
 * @param {'due_reminded' | 'overdue_reminded'} mark @param {number} from @param {number} to
 * @param {(txApp: core.App, assignment: core.Record) => void} tell @param {number} until when the run stops
 */
function remindAll(mark, from, to, tell, until) {
  const failed = {};
  while (Date.now() < until) {
    const batch = $app
      .findRecordsByFilter('assignments', 'status = "active" && ' + mark + ' = false && dueDate >= {:from} && dueDate < {:to}', 'dueDate', BATCH, 0, {
        from: records.storedDate(from),
        to: records.storedDate(to),
      })
      .filter(function (assignment) {
        return !failed[assignment.id];
      });
    if (!batch.length) return;
    batch.forEach(function (assignment) {
      try {
        $app.runInTransaction(function (txApp) {
          tell(txApp, assignment);
          txApp.db().newQuery('UPDATE assignments SET ' + mark + ' = TRUE WHERE id = {:id}').bind({ id: assignment.id }).execute();
        });
      } catch (error) {
        failed[assignment.id] = true;
        $app.logger().error('assignment-reminders: an assignment could not be told', 'assignment', assignment.id, 'error', String(error));
      }
    });
  }
}

function remind() {
  const now = Date.now();
  const until = now + RUN_SECONDS * 1000;
  const tomorrow = dayStart(now) + DAY;
  remindAll('due_reminded', tomorrow, tomorrow + DAY, tellDueTomorrow, until);
  remindAll('overdue_reminded', now - DAY, now, tellOverdue, until);
}

module.exports = { remind };
