/// <reference path="../../pb_data/types.d.ts" />
// Wrong sign-ins cost the one who guesses, not the account's owner. Tries are counted twice:
// per account and client network (an IPv4 address, an IPv6 /64: lib/client-network.js), where
// MAX_FAILURES in a row lock that network out of that account for LOCK_MINUTES; and per account
// from every network together, where MAX_ACCOUNT_FAILURES lock the account for LOCK_MINUTES
// except from the networks it signed in from with its right password in the last
// KNOWN_NETWORK_DAYS. So one stranger locks only themself out; many strangers together still
// get at most MAX_ACCOUNT_FAILURES guesses per LOCK_MINUTES, and lock out only the networks the
// account has not been used from; the child at home or at school signs in all the same.
//
// A try is counted before its password is checked, in one transaction, so that a burst of
// parallel guesses cannot get more through; a success clears its network's count and the
// account's. Any identity is counted, known or not, and locked alike, so that no answer tells
// which accounts exist. A count nobody adds to for LOCK_MINUTES is forgotten and purged by the cron.
const records = require(`${__hooks}/lib/records.js`);
const clientNetwork = require(`${__hooks}/lib/client-network.js`).clientNetwork;

const MAX_FAILURES = 10;
const MAX_ACCOUNT_FAILURES = 30;
const LOCK_MINUTES = 15;
const KNOWN_NETWORK_DAYS = 30;
const LOCKED_MESSAGE =
  'Too many wrong passwords or access codes in a row. This account is locked for ' + LOCK_MINUTES + ' minutes; please try again later.';
/** The `network` of the row that counts an account's tries from every network. */
const EVERY_NETWORK = '';

/** @param {string} identity */
function normalise(identity) {
  return String(identity || '').trim().toLowerCase().slice(0, 255);
}

/** @param {core.App} app @param {string} collectionName @param {string} key @param {string} network @returns {core.Record | null} */
function find(app, collectionName, key, network) {
  try {
    return app.findFirstRecordByFilter('auth_lockouts', 'collection_name = {:c} && identity = {:i} && network = {:n}', {
      c: collectionName,
      i: key,
      n: network,
    });
  } catch {
    return null;
  }
}

/** @param {core.Record | null} entry @param {number} now */
function isLocked(entry, now) {
  return Boolean(entry) && records.millis(entry, 'locked_until') > now;
}

/**
 * Adds one try to a count, locking at `max`; a count nobody added to for LOCK_MINUTES starts again.
 * @param {core.App} app @param {core.Record | null} entry @param {{ c: string, i: string, n: string }} key
 * @param {number} max @param {number} now
 */
function count(app, entry, key, max, now) {
  if (isLocked(entry, now)) return;
  const row = entry || new Record(app.findCollectionByNameOrId('auth_lockouts'));
  if (!entry) {
    row.set('collection_name', key.c);
    row.set('identity', key.i);
    row.set('network', key.n);
  }
  const failures = (records.millis(row, 'expires_at') <= now ? 0 : row.getInt('failures')) + 1;
  const expires = now + LOCK_MINUTES * 60 * 1000;
  if (failures >= max) {
    row.set('failures', 0);
    row.set('locked_until', records.isoDate(expires));
  } else {
    row.set('failures', failures);
  }
  row.set('expires_at', records.isoDate(expires));
  app.save(row);
}

/** A known network is kept as a hash: the table is no list of where a child has been at a glance. @param {string} network */
function networkHash(network) {
  return $security.sha256(network);
}

/** @param {core.App} app @param {string} collectionName @param {string} key @param {string} network @returns {core.Record | null} */
function findKnown(app, collectionName, key, network) {
  try {
    return app.findFirstRecordByFilter('auth_known_networks', 'collection_name = {:c} && identity = {:i} && network_hash = {:h}', {
      c: collectionName,
      i: key,
      h: networkHash(network),
    });
  } catch {
    return null;
  }
}

/**
 * Counts one try before it is checked; throws 429 while this network is locked out of the
 * account, or the account is locked and the account was not used from this network.
 * @param {string} collectionName @param {string} identity @param {string} address the client's address (realIP)
 */
function reserveTry(collectionName, identity, address) {
  const key = normalise(identity);
  // Without an identity PocketBase refuses the request itself, naming the field.
  if (!key) return;
  const network = clientNetwork(address);
  $app.runInTransaction(function (txApp) {
    const now = Date.now();
    const mine = find(txApp, collectionName, key, network);
    const account = find(txApp, collectionName, key, EVERY_NETWORK);
    if (isLocked(mine, now)) throw new TooManyRequestsError(LOCKED_MESSAGE);
    if (isLocked(account, now) && !isKnown(txApp, collectionName, key, network, now)) throw new TooManyRequestsError(LOCKED_MESSAGE);
    count(txApp, mine, { c: collectionName, i: key, n: network }, MAX_FAILURES, now);
    count(txApp, account, { c: collectionName, i: key, n: EVERY_NETWORK }, MAX_ACCOUNT_FAILURES, now);
  });
}

/** @param {core.App} app @param {string} collectionName @param {string} key @param {string} network @param {number} now */
function isKnown(app, collectionName, key, network, now) {
  const known = findKnown(app, collectionName, key, network);
  return Boolean(known) && records.millis(known, 'expires_at') > now;
}

/**
 * A successful sign-in: clears the count of its network and the account's, and remembers the
 * network for KNOWN_NETWORK_DAYS (written at most once a day per network).
 * @param {string} collectionName @param {string} identity @param {string} address
 */
function signedIn(collectionName, identity, address) {
  const key = normalise(identity);
  const network = clientNetwork(address);
  $app.runInTransaction(function (txApp) {
    [network, EVERY_NETWORK].forEach(function (n) {
      const entry = find(txApp, collectionName, key, n);
      if (entry) txApp.delete(entry);
    });
    const now = Date.now();
    const day = 24 * 60 * 60 * 1000;
    const expires = now + KNOWN_NETWORK_DAYS * day;
    let known = findKnown(txApp, collectionName, key, network);
    if (known && records.millis(known, 'expires_at') > expires - day) return;
    if (!known) {
      known = new Record(txApp.findCollectionByNameOrId('auth_known_networks'));
      known.set('collection_name', collectionName);
      known.set('identity', key);
      known.set('network_hash', networkHash(network));
    }
    known.set('expires_at', records.isoDate(expires));
    txApp.save(known);
  });
}

/** A parent's new access code for the child lifts every lock and count on the child's account. @param {string} collectionName @param {string} identity */
function clearAccount(collectionName, identity) {
  $app
    .db()
    .newQuery('DELETE FROM auth_lockouts WHERE collection_name = {:c} AND identity = {:i}')
    .bind({ c: collectionName, i: normalise(identity) })
    .execute();
}

/**
 * Forgets an account that is gone: its counts and locks, the networks it signed in from, and the counts kept
 * under its id (its account emails). Inside the transaction that removes it. @param {core.App} txApp
 * @param {string} collectionName @param {string} identity its email or student ID @param {string} id
 */
function forgetAccount(txApp, collectionName, identity, id) {
  const names = { c: collectionName, i: normalise(identity), id: id };
  txApp.db().newQuery('DELETE FROM auth_lockouts WHERE (collection_name = {:c} AND identity = {:i}) OR identity = {:id}').bind(names).execute();
  txApp.db().newQuery('DELETE FROM auth_known_networks WHERE collection_name = {:c} AND identity = {:i}').bind(names).execute();
}

/** Cron: drops counts nobody has added to for LOCK_MINUTES and networks not used for KNOWN_NETWORK_DAYS, so made-up names fill no table. */
function purgeExpired() {
  const now = records.storedDate(Date.now());
  $app
    .db()
    .newQuery("DELETE FROM auth_lockouts WHERE (expires_at = '' OR expires_at < {:now}) AND (locked_until = '' OR locked_until < {:now})")
    .bind({ now: now })
    .execute();
  $app.db().newQuery('DELETE FROM auth_known_networks WHERE expires_at < {:now}').bind({ now: now }).execute();
}

// Sign-up: PocketBase tells a taken email apart (400 `validation_not_unique`), and cannot help it
// while a new parent is signed in straight away: whoever can sign in with the password they just
// chose knows the email was free. Until sign-up goes through an email ("check your email to
// continue"), each network gets a few sign-ups an hour, counted before the email is looked at, so
// that trying a list of emails is slow; docs/backend.md weighs this. The limit is the rate-limit
// rule SIGN_UP_RULE of PocketBase's settings, which PocketBase itself never matches: it stays with
// the other limits in the dashboard, and test servers raise it with them.
const SIGN_UP_RULE = 'parents:signup';
const SIGN_UP_KEY = { c: 'parents:sign-up', i: '*' };

/** A rate-limit rule of PocketBase's settings by its label, when the limiter is on. @param {string} label @returns {{ maxRequests: number, duration: number } | null} */
function ruleNamed(label) {
  const limits = $app.settings().rateLimits;
  if (!limits.enabled) return null;
  for (let i = 0; i < limits.rules.length; i += 1) {
    if (limits.rules[i].label === label) return limits.rules[i];
  }
  return null;
}

/** @param {number} ms left in the window */
function signUpLimitMessage(ms) {
  const minutes = Math.max(1, Math.ceil(ms / 60000));
  return 'Too many sign-ups from your network. Please try again in ' + minutes + (minutes === 1 ? ' minute.' : ' minutes.');
}

/**
 * Counts one use of a limited action in a fixed window (a row of `auth_lockouts` per key and network);
 * throws 429 with the message for the time left once `max` uses are in the window. In one transaction,
 * so that parallel requests cannot get more through.
 * @param {{ c: string, i: string }} key @param {string} network @param {number} max @param {number} windowMs
 * @param {(ms: number) => string} message
 */
function reserveWindow(key, network, max, windowMs, message) {
  $app.runInTransaction(function (txApp) {
    const now = Date.now();
    const entry = find(txApp, key.c, key.i, network);
    const ends = entry ? records.millis(entry, 'expires_at') : 0;
    if (ends > now && entry.getInt('failures') >= max) throw new TooManyRequestsError(message(ends - now));
    const row = entry || new Record(txApp.findCollectionByNameOrId('auth_lockouts'));
    if (!entry) {
      row.set('collection_name', key.c);
      row.set('identity', key.i);
      row.set('network', network);
    }
    if (ends > now) {
      row.set('failures', row.getInt('failures') + 1);
    } else {
      row.set('failures', 1);
      row.set('expires_at', records.isoDate(now + windowMs));
    }
    txApp.save(row);
  });
}

/**
 * Counts one sign-up of the client's network in a fixed window of the rule's duration; throws 429 past its maxRequests.
 * @param {string} address the client's address (realIP)
 */
function reserveSignUp(address) {
  const rule = ruleNamed(SIGN_UP_RULE);
  if (!rule) return;
  reserveWindow(SIGN_UP_KEY, clientNetwork(address), rule.maxRequests, rule.duration * 1000, signUpLimitMessage);
}

module.exports = {
  MAX_FAILURES,
  MAX_ACCOUNT_FAILURES,
  LOCK_MINUTES,
  KNOWN_NETWORK_DAYS,
  LOCKED_MESSAGE,
  reserveTry,
  signedIn,
  clearAccount,
  forgetAccount,
  purgeExpired,
  SIGN_UP_RULE,
  reserveSignUp,
  EVERY_NETWORK,
  ruleNamed,
  reserveWindow,
};
