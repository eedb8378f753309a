/// <reference path="../../pb_data/types.d.ts" />
// "Download my family's data" (issue 22): the signed-in parent's account, children, assignments, results and
// attempts as one JSON file, for a family that leaves. Only named fields go out (never a password, token key,
// access code or hidden field), and only this family's rows, read through the family's indexes (`parent_id`,
// `created_by`) a page at a time: what the server holds while answering is one family's, however many
// families there are.
const records = require(`${__hooks}/lib/records.js`);

const PAGE = 500;

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
    number: ['score', 'total_questions', 'correct_answers', 'time_taken'],
    json: ['answers'],
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

/** `GET /api/account/export` (the signed-in parent) → the family's data, as a file to keep. @param {core.RequestEvent} e */
function exportFamily(e) {
  const parentId = e.auth.id;
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

module.exports = { exportFamily, FIELDS };
