/// <reference path="../../pb_data/types.d.ts" />
// "Download my family's data" (issue 22): the signed-in parent's account, children, assignments, results and
// attempts as one JSON file, for a family that leaves. Only named fields go out (never a password, token key,
// access code or hidden field), and only this family's rows, read through the family's indexes (`parent_id`,
// `created_by`) a page at a time: what the server holds while answering is one family's, however many
// families there are. A large family's file takes the server a few seconds and a few hundred MB while it is
// built, so one parent builds one at a time, at most EXPORTS_PER_HOUR an hour, and the whole server at most
// EXPORTS_AT_ONCE together: a script that asks 30 times at once gets 429s, not the server's memory.
const records = require(`${__hooks}/lib/records.js`);
const lockout = require(`${__hooks}/lib/lockout.js`);

const PAGE = 500;
const EXPORTS_AT_ONCE = 2;
const EXPORTS_PER_HOUR = 5;
/** A mark older than this is of a build that died without clearing it. */
const STALE_MS = 10 * 60 * 1000;
const RUNNING = 'family-exports-running';

/** @typedef {{ text?: string[], number?: string[], bool?: string[], list?: string[], json?: string[] }} Fields */

/** @type {Record<string, Fields>} */
const FIELDS = {
  account: { text: ['id', 'email', 'name', 'created', 'updated'], bool: ['verified'], json: ['preferences'] },
  children: { text: ['id', 'student_id', 'name', 'grade', 'time_allowance', 'breaks', 'last_signed_in', 'created', 'updated'] },
  assignments: {
    text: ['id', 'title', 'subject', 'difficulty', 'instructions', 'status', 'dueDate', 'created', 'updated'],
    number: ['timeLimit', 'totalQuestions', 'estimatedTime'],
    list: ['question_sets', 'assigned_students'],
  },
  results: {
    text: ['id', 'student_id', 'assignment_id', 'attempt_id', 'completed_at', 'created'],
    number: ['score', 'total_questions', 'correct_answers', 'time_taken', 'awaiting_marking'],
    json: ['answers', 'marks'],
  },
  attempts: {
    text: ['id', 'student_id', 'assignment_id', 'status', 'started_at', 'deadline', 'submitted_at', 'created'],
    number: ['break_seconds'],
  },
};

/** @param {core.Record} record @param {Fields} fields */
function pick(record, fields) {
  const out = {};
  (fields.text || []).forEach((name) => (out[name] = record.getString(name)));
  (fields.number || []).forEach((name) => (out[name] = record.getFloat(name)));
  (fields.bool || []).forEach((name) => (out[name] = record.getBool(name)));
  (fields.list || []).forEach((name) => (out[name] = record.getStringSlice(name)));
  (fields.json || []).forEach((name) => (out[name] = records.readJson(record, name, null)));
  return out;
}

/** Every row of the family in a collection, a page at a time, as plain objects. @param {string} collection @param {string} filter @param {string} parentId @param {Fields} fields */
function allOf(collection, filter, parentId, fields) {
  const rows = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = $app.findRecordsByFilter(collection, filter, 'created,id', PAGE, offset, { p: parentId });
    page.forEach((record) => rows.push(pick(record, fields)));
    if (page.length < PAGE) return rows;
  }
}

/**
 * Takes one of the server's EXPORTS_AT_ONCE places for the parent, or says why not. The running builds are
 * kept as "parentId:startedMillis" words in the store, read and changed in one step (the store's lock).
 * @param {string} parentId @returns {'' | 'mine' | 'busy'}
 */
function takePlace(parentId) {
  /** @type {'' | 'mine' | 'busy'} */
  let refused = '';
  $app.store().setFunc(RUNNING, function (/** @type {string | null} */ running) {
    const now = Date.now();
    const live = String(running || '')
      .split(' ')
      .filter((mark) => mark && now - Number(mark.split(':')[1]) < STALE_MS);
    if (live.some((mark) => mark.split(':')[0] === parentId)) refused = 'mine';
    else if (live.length >= EXPORTS_AT_ONCE) refused = 'busy';
    else live.push(parentId + ':' + now);
    return live.join(' ');
  });
  return refused;
}

/** @param {string} parentId */
function leavePlace(parentId) {
  $app.store().setFunc(RUNNING, function (/** @type {string | null} */ running) {
    return String(running || '')
      .split(' ')
      .filter((mark) => mark && mark.split(':')[0] !== parentId)
      .join(' ');
  });
}

/** @param {number} ms left in the hour */
function hourlyMessage(ms) {
  const minutes = Math.max(1, Math.ceil(ms / 60000));
  return "You have downloaded your family's data " + EXPORTS_PER_HOUR + ' times this hour. Please try again in ' + minutes + (minutes === 1 ? ' minute.' : ' minutes.');
}

/** `GET /api/account/export` (the signed-in parent) → the family's data, as a file to keep. @param {core.RequestEvent} e */
function exportFamily(e) {
  const parentId = e.auth.id;
  const refused = takePlace(parentId);
  if (refused === 'mine') throw new TooManyRequestsError("Your family's data is already being prepared. Please wait for that download to finish.");
  if (refused === 'busy') throw new TooManyRequestsError('Many families are downloading their data just now. Please try again in a minute.');
  try {
    lockout.reserveWindow({ c: 'parents:export', i: parentId }, lockout.EVERY_NETWORK, EXPORTS_PER_HOUR, 60 * 60 * 1000, hourlyMessage);
    return buildExport(e, parentId);
  } finally {
    leavePlace(parentId);
  }
}

/** @param {core.RequestEvent} e @param {string} parentId */
function buildExport(e, parentId) {
  const account = $app.findRecordById('parents', parentId);
  const data = {
    exportedAt: new Date().toISOString(),
    account: pick(account, FIELDS.account),
    children: allOf('students', 'parent_id = {:p}', parentId, FIELDS.children),
    assignments: allOf('assignments', 'created_by = {:p}', parentId, FIELDS.assignments),
    results: allOf('results', 'parent_id = {:p}', parentId, FIELDS.results),
    attempts: allOf('attempts', 'parent_id = {:p}', parentId, FIELDS.attempts),
  };
  const day = data.exportedAt.slice(0, 10);
  e.response.header().set('Content-Disposition', `attachment; filename="family-data-${day}.json"`);
  e.response.header().set('Cache-Control', 'no-store');
  return e.json(200, data);
}

module.exports = { exportFamily, FIELDS, EXPORTS_AT_ONCE, EXPORTS_PER_HOUR };
