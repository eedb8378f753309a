/// <reference path="../../pb_data/types.d.ts" />
// A parent's children: the server gives each a student ID (STU and random digits) and an access code.
const domain = require(`${__hooks}/lib/domain.js`);
const records = require(`${__hooks}/lib/server.js`).records;
const lockout = require(`${__hooks}/lib/server.js`).lockout;

const DIGITS = '0123456789';

/** Uniform integer in [0, size) from PocketBase's crypto random. @param {number} size */
function randomIndex(size) {
  const digits = String(size - 1).length + 3;
  const n = parseInt($security.randomStringWithAlphabet(digits, DIGITS), 10);
  const limit = Math.pow(10, digits) - (Math.pow(10, digits) % size);
  return n < limit ? n % size : randomIndex(size);
}

/** @returns {string} */
function newAccessCode() {
  return domain.generateAccessCode(randomIndex);
}

// A new child's student ID is STU and 7 random digits from 2 to 9 (8^7, about 2.1 million IDs):
// nobody can list the children of a class by counting (STU001, STU002, ... as the demo children
// have), a made-up ID rarely belongs to anyone, and a child of seven types no 0 that could
// be an O and no 1 that could be an I or l. Ten characters, within the field's pattern
// ^STU[0-9]{3,9}$; the IDs given before stay as they are.
const STUDENT_ID_PREFIX = 'STU';
const STUDENT_ID_DIGITS = '23456789';
const STUDENT_ID_LENGTH = 7;

/** @returns {string} a random student ID not taken yet (one lookup on the unique index) */
function newStudentId() {
  for (;;) {
    const id = STUDENT_ID_PREFIX + $security.randomStringWithAlphabet(STUDENT_ID_LENGTH, STUDENT_ID_DIGITS);
    if (!studentIdTaken(id)) return id;
  }
}

/** @param {string} id */
function studentIdTaken(id) {
  try {
    $app.findFirstRecordByData('students', 'student_id', id);
    return true;
  } catch {
    return false;
  }
}

/** @param {core.RequestEvent} e */
function createChild(e) {
  const body = e.requestInfo().body;
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  records.throwIfInvalid(domain.validateChild({ name: name, grade: body.grade }));

  const code = newAccessCode();
  const child = new Record($app.findCollectionByNameOrId('students'));
  child.set('name', name);
  child.set('grade', body.grade);
  child.set('parent_id', e.auth.id);
  child.setPassword(code);
  // Two parents adding a child at the same moment may draw the same free ID: the unique index
  // decides, and the one refused draws again. Any other refusal is the request's own.
  for (let attempt = 0; ; attempt += 1) {
    const id = newStudentId();
    child.set('student_id', id);
    try {
      $app.save(child);
      break;
    } catch (error) {
      if (attempt >= 4 || !studentIdTaken(id)) throw error;
    }
  }
  return e.json(200, { student: child, accessCode: code });
}

/**
 * A new access code ends every session of the child (PocketBase renews the token key with the
 * password) and lifts a lock that someone else's guesses put on the child's account.
 * @param {core.RequestEvent} e
 */
function resetAccessCode(e) {
  const child = records.findOrNull('students', e.request.pathValue('id'));
  if (!child || child.getString('parent_id') !== e.auth.id) throw new NotFoundError('Child not found.');
  const code = newAccessCode();
  child.setPassword(code);
  $app.save(child);
  lockout.clearAccount('students', child.getString('student_id'));
  return e.json(200, { student: child, accessCode: code });
}

/**
 * Parents change a child's name, grade, time allowance, breaks and reviews' time; the ID, parent and access code change
 * only through the routes. @param {core.RecordRequestEvent} e
 */
function checkChildUpdate(e) {
  if (e.hasSuperuserAuth()) return;
  const errors = {};
  Object.keys(e.requestInfo().body).forEach(function (field) {
    if (field === 'name' || field === 'grade' || field === 'time_allowance' || field === 'breaks' || field === 'review_time') return;
    if (field === 'password' || field === 'passwordConfirm' || field === 'oldPassword') {
      errors[field] = 'Use "reset access code" to give a child a new access code';
    } else {
      errors[field] = 'Only the name, grade, time allowance, breaks and review time of a child can be changed';
    }
  });
  const child = domain.validateChild({ name: e.record.getString('name'), grade: e.record.getString('grade') });
  Object.keys(child).forEach(function (field) {
    errors[field] = errors[field] || child[field];
  });
  records.throwIfInvalid(errors);
}

/**
 * Takes a child off every assignment before the child is deleted, so that a parent can remove
 * a child at any time; an assignment left for nobody is deleted too. The child's attempts and
 * results go with the child (cascade).
 * @param {core.App} app @param {core.Record} student
 */
function releaseFromAssignments(app, student) {
  // Among the family's own assignments: through the index on created_by, not a scan of every family's.
  const assignments = app.findRecordsByFilter('assignments', 'created_by = {:parent} && assigned_students ~ {:id}', '', 0, 0, {
    parent: student.getString('parent_id'),
    id: student.id,
  });
  for (let i = 0; i < assignments.length; i += 1) {
    const assignment = assignments[i];
    const remaining = assignment.getStringSlice('assigned_students').filter(function (id) {
      return id !== student.id;
    });
    if (remaining.length === 0) {
      app.delete(assignment);
    } else {
      assignment.set('assigned_students', remaining);
      app.save(assignment);
    }
  }
}

module.exports = { createChild, resetAccessCode, checkChildUpdate, newAccessCode, releaseFromAssignments };
