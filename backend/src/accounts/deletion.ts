// "Delete my account": a parent leaves with everything of their family, in one transaction, with the care a
// child's removal takes (each child through PocketBase's delete, so src/children.ts takes them off the
// assignments and the cascade takes their attempts, answers and results), then what no relation ties to the
// family: the notifications of the parent and of each child, the queued emails of each child, the sign-in
// counts and known networks of every account of the family. Results of this family leave the creators'
// tallies as they are (those counts name nobody), except the typed wrong answers its first answers counted, which each
// child's delete and the parent's take out (src/tallies, forgetChild and forgetFamily).
import { ACCOUNT_MESSAGES, deleteWordProblem } from '../domain.ts';
import { authOf, bodyOf } from '../events.ts';
import { forgetAccount, reserveTry } from '../lockout/index.ts';
import { throwIfInvalid } from '../records.ts';

// A password (at most 71 bytes), the word and room to spare.
export const DELETE_ACCOUNT_MAX_BYTES = 1024;

/**
 * Checks the current password sent with a request that acts for the account: counted as a sign-in try
 * (src/lockout), so that a stolen session cannot guess it faster than the sign-in can.
 */
export function checkCurrentPassword(e: core.RequestEvent, password: unknown): void {
  const auth = authOf(e);
  if (typeof password !== 'string' || password === '') {
    throwIfInvalid({ password: ACCOUNT_MESSAGES.passwordRequired });
    return;
  }
  reserveTry('parents', auth.email(), e.realIP());
  if (!auth.validatePassword(password)) throwIfInvalid({ password: ACCOUNT_MESSAGES.wrongPassword });
}

/** `POST /api/account/delete` {password, confirm} (the signed-in parent) → 204 once the family is gone. */
export function deleteAccount(e: core.RequestEvent): void {
  const body = bodyOf(e);
  const wordProblem = deleteWordProblem(body.confirm);
  if (wordProblem) throwIfInvalid({ confirm: wordProblem });
  checkCurrentPassword(e, body.password);
  const parentId = authOf(e).id;
  $app.runInTransaction((txApp) => {
    const parent = txApp.findRecordById('parents', parentId);
    for (const child of txApp.findRecordsByFilter('students', 'parent_id = {:p}', '', 0, 0, { p: parentId })) {
      if (!child) continue;
      forgetPerson(txApp, 'students', child.getString('student_id'), child.id);
      txApp.db().newQuery('DELETE FROM mail_queue WHERE child = {:id}').bind({ id: child.id }).execute();
      txApp.delete(child);
    }
    forgetPerson(txApp, 'parents', parent.email(), parent.id);
    // The family's assignments, and whatever of its attempts and results no child took with them, go by cascade.
    txApp.delete(parent);
  });
  return e.noContent(204);
}

function forgetPerson(txApp: core.App, audience: 'parents' | 'students', identity: string, id: string): void {
  txApp.db().newQuery('DELETE FROM notifications WHERE recipient = {:id} AND audience = {:a}').bind({ id, a: audience }).execute();
  forgetAccount(txApp, audience, identity, id);
}
