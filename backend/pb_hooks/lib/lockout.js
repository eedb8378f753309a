/// <reference path="../../pb_data/types.d.ts" />
// At most MAX_FAILURES sign-in tries per account in a row, then LOCK_MINUTES of lock. A try is
// counted before its password is checked, in one transaction, so that a burst of parallel
// guesses cannot get more than MAX_FAILURES through; a success clears the count. Any identity
// is counted, known or not, so that the answers never tell which accounts exist. A count that
// nobody adds to for LOCK_MINUTES is forgotten (and purged by the cron).
const records = require(`${__hooks}/lib/records.js`);

const MAX_FAILURES = 10;
const LOCK_MINUTES = 15;
const LOCKED_MESSAGE =
  'Too many wrong passwords or access codes in a row. This account is locked for ' + LOCK_MINUTES + ' minutes; please try again later.';

/** @param {string} identity */
function normalise(identity) {
  return String(identity || '').trim().toLowerCase();
}

/** @param {core.App} app @param {string} collectionName @param {string} identity @returns {core.Record | null} */
function find(app, collectionName, identity) {
  try {
    return app.findFirstRecordByFilter('auth_lockouts', 'collection_name = {:c} && identity = {:i}', {
      c: collectionName,
      i: normalise(identity),
    });
  } catch {
    return null;
  }
}

/**
 * Counts one try before it is checked; throws 429 while the account is locked.
 * @param {string} collectionName @param {string} identity
 */
function reserveTry(collectionName, identity) {
  const key = normalise(identity).slice(0, 255);
  // Without an identity PocketBase refuses the request itself, naming the field.
  if (!key) return;
  $app.runInTransaction(function (txApp) {
    const now = Date.now();
    let entry = find(txApp, collectionName, key);
    if (entry && records.millis(entry, 'locked_until') > now) throw new TooManyRequestsError(LOCKED_MESSAGE);
    if (!entry) {
      entry = new Record(txApp.findCollectionByNameOrId('auth_lockouts'));
      entry.set('collection_name', collectionName);
      entry.set('identity', key);
    }
    const forgotten = records.millis(entry, 'expires_at') <= now;
    const failures = (forgotten ? 0 : entry.getInt('failures')) + 1;
    const expires = now + LOCK_MINUTES * 60 * 1000;
    if (failures >= MAX_FAILURES) {
      entry.set('failures', 0);
      entry.set('locked_until', records.isoDate(expires));
    } else {
      entry.set('failures', failures);
    }
    entry.set('expires_at', records.isoDate(expires));
    txApp.save(entry);
  });
}

/** A successful sign-in or a new access code clears the count and any lock. @param {string} collectionName @param {string} identity */
function clear(collectionName, identity) {
  $app.runInTransaction(function (txApp) {
    const entry = find(txApp, collectionName, identity);
    if (entry) txApp.delete(entry);
  });
}

/** Cron: drops the counts nobody has added to for LOCK_MINUTES, so made-up names fill no table. */
function purgeExpired() {
  $app
    .db()
    .newQuery("DELETE FROM auth_lockouts WHERE (expires_at = '' OR expires_at < {:now}) AND (locked_until = '' OR locked_until < {:now})")
    .bind({ now: records.storedDate(Date.now()) })
    .execute();
}

module.exports = { MAX_FAILURES, LOCK_MINUTES, LOCKED_MESSAGE, reserveTry, clear, purgeExpired };
