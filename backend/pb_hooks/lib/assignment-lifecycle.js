/// <reference path="../../pb_data/types.d.ts" />
// The rules of an assignment's life that the API rules cannot say: a parent saves a draft or an
// active assignment; an active one never goes back to draft (children may have seen it); once a
// child has started it, its questions are fixed and nobody is taken off it; deleting hides it
// and keeps the results earned on it. The messages are shared/src/domain/assignment-lifecycle.ts's, which the
// edit form shows before a parent tries.
const { throwIfInvalid } = require(`${__hooks}/lib/server.js`).records;
const MESSAGES = require(`${__hooks}/lib/domain.js`).ASSIGNMENT_CHANGE_MESSAGES;

/** Whether any child has started the assignment: an attempt, in progress or submitted, or a result. */
function isStarted(app, assignmentId) {
  const params = { id: assignmentId };
  return (
    app.findRecordsByFilter('attempts', 'assignment_id = {:id}', '', 1, 0, params).length > 0 ||
    app.findRecordsByFilter('results', 'assignment_id = {:id}', '', 1, 0, params).length > 0
  );
}

/** @param {string[]} a @param {string[]} b */
function sameList(a, b) {
  return (
    a.length === b.length &&
    a.every(function (value, i) {
      return value === b[i];
    })
  );
}

/** @param {core.RecordRequestEvent} e */
function checkCreate(e) {
  if (!e.hasSuperuserAuth() && e.record.getString('status') === 'deleted') {
    throwIfInvalid({ status: MESSAGES.deleteInstead });
  }
}

/** @param {core.RecordRequestEvent} e */
function checkUpdate(e) {
  if (e.hasSuperuserAuth()) return;
  const before = e.record.original();
  const errors = {};
  const status = e.record.getString('status');
  if (status === 'deleted') errors.status = MESSAGES.deleteInstead;
  else if (status === 'draft' && before.getString('status') === 'active') errors.status = MESSAGES.backToDraft;

  const setsChanged = !sameList(before.getStringSlice('question_sets'), e.record.getStringSlice('question_sets'));
  const kept = e.record.getStringSlice('assigned_students');
  const childTakenOff = before.getStringSlice('assigned_students').some(function (id) {
    return kept.indexOf(id) < 0;
  });
  if ((setsChanged || childTakenOff) && isStarted($app, e.record.id)) {
    if (setsChanged) errors.question_sets = MESSAGES.setsLocked;
    if (childTakenOff) errors.assigned_students = MESSAGES.childrenLocked;
  }
  throwIfInvalid(errors);
}

/**
 * A parent's delete: the assignment leaves every list and every child's quiz (status
 * "deleted"), unfinished attempts at it are discarded, and the results children earned on it
 * stay. An administrator's delete removes it with everything on it.
 * @param {core.RecordRequestEvent} e
 */
function deleteKeepingResults(e) {
  if (e.hasSuperuserAuth()) return e.next();
  const id = e.record.id;
  $app.runInTransaction(function (txApp) {
    txApp
      .findRecordsByFilter('attempts', 'assignment_id = {:id} && status = "in_progress"', '', 0, 0, { id: id })
      .forEach(function (attempt) {
        txApp.delete(attempt);
      });
    const assignment = txApp.findRecordById('assignments', id);
    assignment.set('status', 'deleted');
    txApp.save(assignment);
  });
  return e.noContent(204);
}

module.exports = { checkCreate, checkUpdate, deleteKeepingResults };
