/// <reference path="../../pb_data/types.d.ts" />
// The forms a sign-in may take: a Student ID in any case, an access code as a child reads it off the card
// (`shared/src/domain/access-code.ts`), an email in any capitals. Each is taken in the one form the account
// keeps before the lockout counts it and PocketBase checks it, so that every form is the one identity and the
// one try, and no form is a way round the count.
const domain = require(`${__hooks}/lib/domain.js`);

/**
 * The identity as the account keeps it: the Student ID as given, the email in small letters.
 * @param {string} collectionName @param {unknown} identity
 */
function identityOf(collectionName, identity) {
  const text = typeof identity === 'string' ? identity : '';
  return collectionName === 'students' ? domain.normaliseStudentId(text) : domain.normaliseEmail(text);
}

/** @param {string} collectionName @param {string} identity @returns {core.Record | null} */
function findAccount(collectionName, identity) {
  if (!identity) return null;
  try {
    if (collectionName === 'students') return $app.findFirstRecordByData('students', 'student_id', identity);
    return $app.findAuthRecordByEmail(collectionName, identity);
  } catch {
    return null;
  }
}

/**
 * Rewrites a sign-in (before the lockout and PocketBase's own check) into the forms the account keeps; the
 * account is looked up again when PocketBase found none as typed.
 * @param {core.RecordAuthWithPasswordRequestEvent} e
 */
function takeAnyForm(e) {
  const name = e.collection.name;
  const identity = identityOf(name, e.identity);
  if (!identity) return;
  e.identity = identity;
  if (!e.record) e.record = findAccount(name, identity);
  if (name === 'students' && typeof e.password === 'string') e.password = domain.normaliseAccessCode(e.password);
}

/**
 * The identity a signed-in account is counted under: its own, whatever was typed.
 * @param {core.Record} record
 */
function accountIdentity(record) {
  const name = record.collection().name;
  return identityOf(name, name === 'students' ? record.getString('student_id') : record.email());
}

module.exports = { identityOf, takeAnyForm, accountIdentity };
