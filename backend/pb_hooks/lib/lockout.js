/// <reference path="../../pb_data/types.d.ts" />
// After MAX_FAILURES wrong passwords or access codes in a row, an account is locked for LOCK_MINUTES.
const records = require(`${__hooks}/lib/records.js`);

const MAX_FAILURES = 10;
const LOCK_MINUTES = 15;
const LOCKED_MESSAGE =
  'Too many wrong passwords or access codes in a row. This account is locked for ' + LOCK_MINUTES + ' minutes; please try again later.';

/** @param {string} collectionName @param {string} identity @returns {core.Record | null} */
function find(collectionName, identity) {
  try {
    return $app.findFirstRecordByFilter('auth_lockouts', 'collection_name = {:c} && identity = {:i}', {
      c: collectionName,
      i: identity.trim().toLowerCase(),
    });
  } catch {
    return null;
  }
}

/** @param {string} collectionName @param {string} identity */
function assertNotLocked(collectionName, identity) {
  const entry = find(collectionName, identity);
  if (entry && records.millis(entry, 'locked_until') > Date.now()) throw new TooManyRequestsError(LOCKED_MESSAGE);
}

/**
 * Whether an account answers to this identity, in any letter case: made-up identities are not
 * counted, so guessing names cannot fill the table (the rate limiter still slows guessing).
 * @param {string} collectionName @param {string} identity @returns {boolean}
 */
function accountExists(collectionName, identity) {
  const field = collectionName === 'students' ? 'student_id' : 'email';
  const trimmed = identity.trim();
  const candidates = [trimmed, trimmed.toLowerCase(), trimmed.toUpperCase()];
  for (let i = 0; i < candidates.length; i += 1) {
    try {
      $app.findFirstRecordByData(collectionName, field, candidates[i]);
      return true;
    } catch {
      // not under this spelling
    }
  }
  return false;
}

/** @param {string} collectionName @param {string} identity */
function recordFailure(collectionName, identity) {
  if (!accountExists(collectionName, identity)) return;
  let entry = find(collectionName, identity);
  if (!entry) {
    entry = new Record($app.findCollectionByNameOrId('auth_lockouts'));
    entry.set('collection_name', collectionName);
    entry.set('identity', identity.trim().toLowerCase());
  }
  const failures = entry.getInt('failures') + 1;
  if (failures >= MAX_FAILURES) {
    entry.set('failures', 0);
    entry.set('locked_until', records.isoDate(Date.now() + LOCK_MINUTES * 60 * 1000));
  } else {
    entry.set('failures', failures);
  }
  $app.save(entry);
}

/** @param {string} collectionName @param {string} identity */
function clear(collectionName, identity) {
  const entry = find(collectionName, identity);
  if (entry) $app.delete(entry);
}

module.exports = { MAX_FAILURES, LOCK_MINUTES, LOCKED_MESSAGE, assertNotLocked, recordFailure, clear };
