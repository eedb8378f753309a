// A parent's children: the server gives each a student ID (STU and random digits) and an access code.
import { CHILDREN_MAX, CHILDREN_MAX_MESSAGE, generateAccessCode, validateChild } from './domain.ts';
import { authOf, beforeDelete, bodyOf, recordOf } from './events.ts';
import { clearAccount } from './lockout/index.ts';
import { findOrNull, jsArray, throwIfInvalid } from './records.ts';
import { forgetChild } from './tallies/index.ts';

const DIGITS = '0123456789';

/** Uniform integer in [0, size) from PocketBase's crypto random. */
function randomIndex(size: number): number {
  const digits = String(size - 1).length + 3;
  const n = parseInt($security.randomStringWithAlphabet(digits, DIGITS), 10);
  const limit = Math.pow(10, digits) - (Math.pow(10, digits) % size);
  return n < limit ? n % size : randomIndex(size);
}

function newAccessCode(): string {
  return generateAccessCode(randomIndex);
}

// A new child's student ID is STU and 7 random digits from 2 to 9 (8^7, about 2.1 million IDs):
// nobody can list the children of a class by counting (STU001, STU002, ... as the demo children
// have), a made-up ID rarely belongs to anyone, and a child of seven types no 0 that could
// be an O and no 1 that could be an I or l. Ten characters, within the field's pattern
// ^STU[0-9]{3,9}$; the IDs given before stay as they are.
const STUDENT_ID_PREFIX = 'STU';
const STUDENT_ID_DIGITS = '23456789';
const STUDENT_ID_LENGTH = 7;

/** A random student ID not taken yet (one lookup on the unique index). */
function newStudentId(): string {
  for (;;) {
    const id = STUDENT_ID_PREFIX + $security.randomStringWithAlphabet(STUDENT_ID_LENGTH, STUDENT_ID_DIGITS);
    if (!studentIdTaken(id)) return id;
  }
}

function studentIdTaken(id: string): boolean {
  try {
    $app.findFirstRecordByData('students', 'student_id', id);
    return true;
  } catch {
    return false;
  }
}

/** `POST /api/children` (a parent): a name and a grade → the new child and their access code. */
export function createChild(e: core.RequestEvent): void {
  const body = bodyOf(e);
  const name = typeof body['name'] === 'string' ? body['name'].trim() : '';
  throwIfInvalid(validateChild({ name, grade: body['grade'] }));

  const code = newAccessCode();
  const child = new Record($app.findCollectionByNameOrId('students'));
  child.set('name', name);
  child.set('grade', body['grade']);
  const parentId = authOf(e).id;
  child.set('parent_id', parentId);
  child.setPassword(code);
  // Counted and saved in one transaction (SQLite takes one writer at a time): two adds at once never pass
  // the family's limit together.
  $app.runInTransaction((txApp) => {
    if (txApp.countRecords('students', $dbx.hashExp({ parent_id: parentId })) >= CHILDREN_MAX)
      throw new BadRequestError(CHILDREN_MAX_MESSAGE);
    // Two parents adding a child at the same moment may draw the same free ID: the unique index
    // decides, and the one refused draws again. Any other refusal is the request's own.
    for (let attempt = 0; ; attempt += 1) {
      const id = newStudentId();
      child.set('student_id', id);
      try {
        txApp.save(child);
        break;
      } catch (error) {
        if (attempt >= 4 || !studentIdTaken(id)) throw error;
      }
    }
  });
  e.json(200, { student: child, accessCode: code });
}

/**
 * `POST /api/children/{id}/access-code` (the child's parent). A new access code ends every session of the
 * child (PocketBase renews the token key with the password) and lifts a lock that someone else's guesses
 * put on the child's account.
 */
export function resetAccessCode(e: core.RequestEvent): void {
  const child = findOrNull('students', e.request?.pathValue('id'));
  if (!child || child.getString('parent_id') !== authOf(e).id) throw new NotFoundError('Child not found.');
  const code = newAccessCode();
  child.setPassword(code);
  $app.save(child);
  clearAccount('students', child.getString('student_id'));
  e.json(200, { student: child, accessCode: code });
}

const CHANGEABLE = ['name', 'grade', 'time_allowance', 'breaks', 'review_time'];
const PASSWORD_FIELDS = ['password', 'passwordConfirm', 'oldPassword'];

/**
 * Parents change a child's name, grade, time allowance, breaks and reviews' time; the ID, parent and access code change
 * only through the routes.
 */
export function checkChildUpdate(e: core.RecordRequestEvent): void {
  if (e.hasSuperuserAuth()) return;
  const errors: Record<string, string> = {};
  for (const field of Object.keys(bodyOf(e))) {
    if (CHANGEABLE.includes(field)) continue;
    errors[field] = PASSWORD_FIELDS.includes(field)
      ? 'Use "reset access code" to give a child a new access code'
      : 'Only the name, grade, time allowance, breaks and review time of a child can be changed';
  }
  const record = recordOf(e);
  const child = validateChild({ name: record.getString('name'), grade: record.getString('grade') });
  for (const [field, message] of Object.entries(child)) errors[field] = errors[field] || message;
  throwIfInvalid(errors);
}

/**
 * Any delete of a child, by its parent or an administrator: off every assignment, and what the child's first answers
 * counted towards the creators' wrong answers taken out, in the delete's transaction.
 */
export function beforeChildLeaves(e: core.RecordEvent): void {
  const child = e.record;
  if (!child) return e.next();
  beforeDelete(e, (txApp) => {
    releaseFromAssignments(txApp, child);
    forgetChild(txApp, child.id);
  });
}

/**
 * Takes a child off every assignment before the child is deleted, so that a parent can remove
 * a child at any time; an assignment left for nobody is deleted too. The child's attempts and
 * results go with the child (cascade).
 */
export function releaseFromAssignments(app: core.App, student: core.Record): void {
  // Among the family's own assignments: through the index on created_by, not a scan of every family's.
  const assignments = app.findRecordsByFilter('assignments', 'created_by = {:parent} && assigned_students ~ {:id}', '', 0, 0, {
    parent: student.getString('parent_id'),
    id: student.id,
  });
  for (const assignment of jsArray(assignments)) {
    if (!assignment) continue;
    const remaining = jsArray(assignment.getStringSlice('assigned_students')).filter((id) => id !== student.id);
    if (remaining.length === 0) {
      app.delete(assignment);
    } else {
      assignment.set('assigned_students', remaining);
      app.save(assignment);
    }
  }
}
