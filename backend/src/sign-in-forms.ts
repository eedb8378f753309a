// The forms a sign-in may take: a Student ID in any case, an access code as a child reads it off the card
// (`shared/src/domain/access-code.ts`), an email in any capitals. Each is taken in the one form the account
// keeps before the lockout counts it and PocketBase checks it, so that every form is the one identity and the
// one try, and no form is a way round the count.
import { normaliseAccessCode, normaliseEmail, normaliseStudentId } from './domain.ts';

/** The identity as the account keeps it: the Student ID as given, the email in small letters. */
export function identityOf(collectionName: string, identity: unknown): string {
  const text = typeof identity === 'string' ? identity : '';
  return collectionName === 'students' ? normaliseStudentId(text) : normaliseEmail(text);
}

function findAccount(collectionName: string, identity: string): core.Record | null {
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
 */
export function takeAnyForm(e: core.RecordAuthWithPasswordRequestEvent): void {
  // Always there in a sign-in hook, though typed optional.
  if (!e.collection) return;
  const name = e.collection.name;
  const identity = identityOf(name, e.identity);
  if (!identity) return;
  e.identity = identity;
  if (!e.record) {
    const found = findAccount(name, identity);
    if (found) e.record = found;
  }
  if (name === 'students' && typeof e.password === 'string') e.password = normaliseAccessCode(e.password);
}

/** The identity a signed-in account is counted under: its own, whatever was typed. */
export function accountIdentity(record: core.Record): string {
  const name = record.collection().name;
  return identityOf(name, name === 'students' ? record.getString('student_id') : record.email());
}
