/// <reference path="../../pb_data/types.d.ts" />
// "Delete my account" (issue 22): a parent leaves with everything of their family, in one transaction, with
// the care a child's removal takes (each child through PocketBase's delete, so lib/children.js takes them
// off the assignments and the cascade takes their attempts, answers and results), then what no relation
// ties to the family: the notifications of the parent and of each child, the queued emails of each child,
// the sign-in counts and known networks of every account of the family. Results of this family leave the
// creators' tallies as they are: those counts name nobody (src/tallies).
const domain = require(`${__hooks}/lib/domain.js`);
const records = require(`${__hooks}/lib/server.js`).records;
const lockout = require(`${__hooks}/lib/server.js`).lockout;

// A password (at most 71 bytes), the word and room to spare.
const DELETE_ACCOUNT_MAX_BYTES = 1024;

/**
 * Checks the current password sent with a request that acts for the account: counted as a sign-in try
 * (src/lockout), so that a stolen session cannot guess it faster than the sign-in can.
 * @param {core.RequestEvent} e @param {unknown} password
 */
function checkCurrentPassword(e, password) {
  if (typeof password !== 'string' || password === '') records.throwIfInvalid({ password: domain.ACCOUNT_MESSAGES.passwordRequired });
  lockout.reserveTry('parents', e.auth.email(), e.realIP());
  if (!e.auth.validatePassword(password)) records.throwIfInvalid({ password: domain.ACCOUNT_MESSAGES.wrongPassword });
}

/**
 * `POST /api/account/delete` {password, confirm} (the signed-in parent) → 204 once the family is gone.
 * @param {core.RequestEvent} e
 */
function deleteAccount(e) {
  const body = e.requestInfo().body;
  const wordProblem = domain.deleteWordProblem(body.confirm);
  if (wordProblem) records.throwIfInvalid({ confirm: wordProblem });
  checkCurrentPassword(e, body.password);
  const parentId = e.auth.id;
  $app.runInTransaction(function (txApp) {
    const parent = txApp.findRecordById('parents', parentId);
    const children = txApp.findRecordsByFilter('students', 'parent_id = {:p}', '', 0, 0, { p: parentId });
    children.forEach(function (child) {
      forgetPerson(txApp, 'students', child.getString('student_id'), child.id);
      txApp.db().newQuery('DELETE FROM mail_queue WHERE child = {:id}').bind({ id: child.id }).execute();
      txApp.delete(child);
    });
    forgetPerson(txApp, 'parents', parent.email(), parent.id);
    // The family's assignments, and whatever of its attempts and results no child took with them, go by cascade.
    txApp.delete(parent);
  });
  return e.noContent(204);
}

/** @param {core.App} txApp @param {'parents' | 'students'} audience @param {string} identity @param {string} id */
function forgetPerson(txApp, audience, identity, id) {
  txApp.db().newQuery('DELETE FROM notifications WHERE recipient = {:id} AND audience = {:a}').bind({ id: id, a: audience }).execute();
  lockout.forgetAccount(txApp, audience, identity, id);
}

module.exports = { DELETE_ACCOUNT_MAX_BYTES, deleteAccount, checkCurrentPassword };
