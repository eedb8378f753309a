/// <reference path="../../pb_data/types.d.ts" />
// Checks on a parent's assignment before PocketBase saves it.
const domain = require(`${__hooks}/lib/domain.js`);
const records = require(`${__hooks}/lib/server.js`).records;

/** @param {core.Record[]} sets @returns {number} the questions of the sets, each once */
function questionCount(sets) {
  const ids = {};
  sets.forEach(function (set) {
    set.getStringSlice('questions').forEach(function (id) {
      ids[id] = true;
    });
  });
  return Object.keys(ids).length;
}

/**
 * A field as the request sent it. A hook reads body values already converted to the field's type
 * (a date it cannot read and an empty one alike become "no date"), so a JSON body is read as sent.
 * @param {core.RecordRequestEvent} e @param {string} field @returns {unknown}
 */
function sentValue(e, field) {
  try {
    return JSON.parse(toString(e.requestEvent.request.body))[field];
  } catch {
    return e.requestInfo().body[field];
  }
}

/** @param {core.RecordRequestEvent} e @param {boolean} isCreate */
function checkAssignment(e, isCreate) {
  const record = e.record;
  // A review is made by the server for one child (lib/learning/review.js): nobody writes one through the API.
  if (!e.hasSuperuserAuth() && (record.getBool('review') || (!isCreate && record.original().getBool('review')))) {
    throw new ForbiddenError('A review is made by the portal from a child\'s own questions: it cannot be written or changed.');
  }
  if (!e.hasSuperuserAuth()) record.set('questions', null);
  const setIds = record.getStringSlice('question_sets');
  const studentIds = record.getStringSlice('assigned_students');
  const sets = setIds.length ? $app.findRecordsByIds('question_sets', setIds) : [];
  const totalQuestions = questionCount(sets);
  // The sets are checked when the parent chooses them: a rename or a new due date is never refused
  // for what became of the sets since (a set taken back or grown by its author, within the cap
  // src/content holds it to; the quiz refuses one past it).
  const setsChanged = isCreate || setIds.join() !== record.original().getStringSlice('question_sets').join();
  const errors = domain.validateAssignment({
    title: record.getString('title'),
    question_sets: setIds,
    assigned_students: studentIds,
    timeLimit: record.get('timeLimit'),
    totalQuestions: setsChanged ? totalQuestions : undefined,
  });
  // PocketBase empties a date it cannot read: refuse it instead of losing what the parent typed.
  // An empty due date clears it.
  const dueDate = sentValue(e, 'dueDate');
  // An object or a list is no date either, and String() of one whose toString is not a function throws.
  if (dueDate != null && (typeof dueDate === 'object' || (String(dueDate).trim() !== '' && record.getDateTime('dueDate').isZero()))) {
    errors.dueDate = domain.MESSAGES.dueDate;
  }
  // A parent may not set a due day that has passed (on create, or by changing it; an assignment that
  // became overdue still saves its other changes). The server does not know the family's time zone, so
  // "today" is the earliest today on Earth (UTC-12): a day that is still today anywhere is accepted, and
  // the form, which knows the parent's own day, refuses yesterday exactly (shared assignment-lifecycle.ts).
  const day = domain.dueDay(record.getString('dueDate'));
  const dayChanged = isCreate || day !== domain.dueDay(record.original().getString('dueDate'));
  if (!errors.dueDate && dayChanged && !e.hasSuperuserAuth() && domain.isPastDue(day, domain.earliestToday(new Date()))) {
    errors.dueDate = domain.MESSAGES.dueDatePast;
  }
  const parentId = record.getString('created_by');
  if (isCreate && !e.hasSuperuserAuth() && parentId !== e.auth.id) errors.created_by = 'Assignments are saved under your own account';
  if (!isCreate && parentId !== record.original().getString('created_by')) {
    errors.created_by = 'An assignment stays with the parent who created it';
  }
  // A set already on the assignment may have left published since (a reviewer took it back): the
  // parent can still change everything else. Only a set being added must be published now.
  const kept = isCreate ? [] : record.original().getStringSlice('question_sets');
  if (setsChanged && !errors.question_sets) {
    if (sets.length !== setIds.length) errors.question_sets = 'Choose question sets from the list';
    else if (
      sets.some(function (set) {
        return set.getString('status') !== 'published' && kept.indexOf(set.id) < 0;
      })
    ) {
      errors.question_sets = 'Only published question sets can be assigned';
    }
  }
  const children = studentIds.length ? $app.findRecordsByIds('students', studentIds) : [];
  if (
    !errors.assigned_students &&
    (children.length !== studentIds.length ||
      children.some(function (child) {
        return child.getString('parent_id') !== parentId;
      }))
  ) {
    errors.assigned_students = 'You can assign only your own children';
  }
  records.throwIfInvalid(errors);

  let minutes = 0;
  sets.forEach(function (set) {
    minutes += set.getInt('estimatedTime');
  });
  record.set('totalQuestions', totalQuestions);
  record.set('estimatedTime', minutes);
  if (!record.getString('instructions').trim()) record.set('instructions', domain.DEFAULT_INSTRUCTIONS);
  if (!record.getString('subject') && sets.length) record.set('subject', sets[0].getString('subject'));
}

/**
 * `GET /api/assignments/{id}/preview` (its parent): the questions a child starting the assignment now
 * is served (its published sets' published questions, each once, in set order; each attempt shuffles
 * them), with their answers and explanations, which the parent's screen shows only on request.
 * Another parent's assignment, a deleted one or none answers 404.
 * @param {core.RequestEvent} e
 */
function preview(e) {
  const { assignmentQuestions, loadQuestions } = require(`${__hooks}/lib/server.js`).quizQuestions;
  const assignment = records.findOrNull('assignments', e.request.pathValue('id'), $app);
  if (!assignment || assignment.getString('created_by') !== e.auth.id || assignment.getString('status') === 'deleted') {
    throw new NotFoundError('Assignment not found');
  }
  const chosen = assignmentQuestions($app, assignment, true);
  const questions = loadQuestions($app, chosen.ids, true).map(function (question) {
    return {
      id: question.id,
      type: question.type,
      text: question.text,
      options: question.options,
      correctAnswer: question.correctAnswer,
      explanation: question.explanation,
    };
  });
  return e.json(200, { questions: questions });
}

module.exports = { checkAssignment, preview };
