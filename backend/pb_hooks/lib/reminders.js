/// <reference path="../../pb_data/types.d.ts" />
// The cron `assignment-reminders` (every hour): an active assignment due tomorrow (server time, UTC) is
// told to each of its children who has not finished it, and to the parent of each who has not started it;
// one that became overdue in the last day is told to the parent, with the children who did not finish.
// Each once: a notification's key (lib/notifications.js) survives restarts and reruns (a server down for
// more than a day misses the overdue ones of that day). Read by due date (index idx_assignments_status_due),
// at most BATCH a run: a school year of 10,000 families has about 550 assignments due a day.
const records = require(`${__hooks}/lib/records.js`);
const domain = require(`${__hooks}/lib/domain.js`);
const { hasKey, notify } = require(`${__hooks}/lib/notifications.js`);

const DAY = 24 * 60 * 60 * 1000;
const OVERDUE_WINDOW = DAY;
const BATCH = 2000;

/** @param {number} ms @returns {number} the start of that UTC day */
function dayStart(ms) {
  return ms - (ms % DAY);
}

/** @param {string} filter @param {Record<string, string>} params */
function dueAssignments(filter, params) {
  return $app.findRecordsByFilter('assignments', 'status = "active" && ' + filter, 'dueDate', BATCH, 0, params);
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

/** Each assignment on its own: one that fails is logged, the others are still told. @param {core.Record[]} list @param {(txApp: core.App, assignment: core.Record) => void} tell */
function eachAssignment(list, tell) {
  list.forEach(function (assignment) {
    try {
      $app.runInTransaction(function (txApp) {
        tell(txApp, assignment);
      });
    } catch (error) {
      $app.logger().error('assignment-reminders: an assignment could not be told', 'assignment', assignment.id, 'error', String(error));
    }
  });
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
    const key = 'due:' + assignment.id;
    notify(txApp, { recipient: childId, audience: 'students', type: 'assignment_due', text: domain.notificationText.assignmentDueForChild(title, due), about: 'assignments', aboutId: assignment.id, key: key });
    if (progress.started[childId]) return;
    notify(txApp, {
      recipient: child.getString('parent_id'),
      audience: 'parents',
      type: 'assignment_due',
      text: domain.notificationText.assignmentDueForParent(child.getString('name'), title, due),
      about: 'assignments',
      aboutId: assignment.id,
      key: key + ':' + childId,
    });
  });
}

/** @param {core.App} txApp @param {core.Record} assignment */
function tellOverdue(txApp, assignment) {
  const key = 'overdue:' + assignment.id;
  // Told already: an hourly rerun costs one query.
  if (hasKey(txApp, assignment.getString('created_by'), key)) return;
  const progress = progressOf(txApp, assignment);
  const missed = assignment.getStringSlice('assigned_students').filter(function (childId) {
    return !progress.finished[childId];
  });
  const names = [];
  missed.forEach(function (childId) {
    const child = records.findOrNull('students', childId, txApp);
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
    key: key,
  });
}

function remind() {
  const now = Date.now();
  const tomorrow = dayStart(now) + DAY;
  eachAssignment(
    dueAssignments('dueDate >= {:from} && dueDate < {:to}', { from: records.storedDate(tomorrow), to: records.storedDate(tomorrow + DAY) }),
    tellDueTomorrow,
  );
  eachAssignment(dueAssignments('dueDate >= {:from} && dueDate < {:to}', { from: records.storedDate(now - OVERDUE_WINDOW), to: records.storedDate(now) }), tellOverdue);
}

module.exports = { remind };
