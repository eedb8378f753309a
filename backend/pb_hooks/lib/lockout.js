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
//
// A browser that signed in to the account with its right password or code keeps an allowance of its own
// wherever it is (the child's tablet on a school network a classmate guesses from): the portal's sign-in sends
// the browser's mark (`device`, a random text it keeps), the server remembers its hash for KNOWN_NETWORK_DAYS
// after a success, and that browser's tries count apart from its network's and pass the account's lock as a
// known network does. A mark the account never signed in with counts nothing apart: it is the network's.
//
// Every form of an identity is one account (lib/sign-in-forms.js): counts are kept under the identity as the
// account keeps it, in small letters, and a success clears the count of the account signed in to, whatever
// was typed. Every form of an access code is one code: a child who types the same wrong code again (in any
// case, with or without its hyphens) makes no new guess, so it is not counted again, and it is refused at once
// without being checked (nothing new to learn, and no hashing to spend on it). The network's row keeps a short
// mark of each code it counted (`wrong_codes`, a SHA-256 prefix of the identity and the code as made) for as
// long as the row lasts; any other code is counted as before. Only children's codes: a parent's wrong
// passwords are near misses of a real password, and no mark of them is kept.
const records = require(`${__hooks}/lib/records.js`);
const clientNetwork = require(`${__hooks}/lib/client-network.js`).clientNetwork;
const signInForms = require(`${__hooks}/lib/sign-in-forms.js`);

const MAX_FAILURES = 10;
const MAX_ACCOUNT_FAILURES = 30;
const LOCK_MINUTES = 15;
const KNOWN_NETWORK_DAYS = 30;
const LOCKED_MESSAGE =
  'Too many wrong passwords or access codes in a row. This account is locked for ' + LOCK_MINUTES + ' minutes; please try again later.';
/** PocketBase's own words for a wrong identity or password: a code already tried is refused in them. */
const WRONG_MESSAGE = 'Failed to authenticate.';
/** The `network` of the row that counts an account's tries from every network. */
const EVERY_NETWORK = '';

/** The key an account's counts are kept under. @param {string} collectionName @param {string} identity */
function keyOf(collectionName, identity) {
  return signInForms.identityOf(collectionName, identity).toLowerCase().slice(0, 255);
}

/** A browser's mark as the sign-in sent it, or '' when there is none of the right shape. @param {unknown} value */
function deviceOf(value) {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(value) ? value : '';
}

/** The `network` a known browser's tries are counted under. @param {string} device */
function deviceCount(device) {
  return 'device ' + deviceHash(device).slice(0, 32);
}

/** @param {string} device */
function deviceHash(device) {
  return $security.sha256('device:' + device);
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
 * @param {number} max @param {number} now @param {string} [codes] the marks of the codes the row counted, this one's too
 */
function count(app, entry, key, max, now, codes) {
  if (isLocked(entry, now)) return;
  const row = entry || new Record(app.findCollectionByNameOrId('auth_lockouts'));
  if (!entry) {
    row.set('collection_name', key.c);
    row.set('identity', key.i);
    row.set('network', key.n);
  }
  const fresh = records.millis(row, 'expires_at') <= now;
  const failures = (fresh ? 0 : row.getInt('failures')) + 1;
  const expires = now + LOCK_MINUTES * 60 * 1000;
  if (failures >= max) {
    row.set('failures', 0);
    row.set('locked_until', records.isoDate(expires));
  } else {
    row.set('failures', failures);
  }
  if (codes !== undefined) row.set('wrong_codes', codes);
  else if (fresh) row.set('wrong_codes', '');
  row.set('expires_at', records.isoDate(expires));
  app.save(row);
}

/** A known network is kept as a hash: the table is no list of where a child has been at a glance. @param {string} network */
function networkHash(network) {
  return $security.sha256(network);
}

/** @param {core.App} app @param {string} collectionName @param {string} key @param {string} hash @returns {core.Record | null} */
function findKnown(app, collectionName, key, hash) {
  try {
    return app.findFirstRecordByFilter('auth_known_networks', 'collection_name = {:c} && identity = {:i} && network_hash = {:h}', {
      c: collectionName,
      i: key,
      h: hash,
    });
  } catch {
    return null;
  }
}

/** The mark a child's code leaves on the row that counted it, or '' for a password. @param {string} collectionName @param {string} key @param {unknown} password */
function codeMark(collectionName, key, password) {
  if (collectionName !== 'students' || typeof password !== 'string' || !password) return '';
  return $security.sha256(key + '\n' + password).slice(0, 16);
}

/** @param {core.Record | null} row @param {number} now @returns {string[]} the marks of the codes the row counted in its window */
function countedCodes(row, now) {
  if (!row || records.millis(row, 'expires_at') <= now) return [];
  return row.getString('wrong_codes').split(' ').filter(Boolean);
}

/**
 * Counts one try before it is checked; throws 429 while this network (or this known browser) is locked out of
 * the account, or the account is locked and the account was not used from this network or browser. A child's
 * code this network already tried is refused at once, as a wrong one is, and not counted again.
 * @param {string} collectionName @param {string} identity @param {string} address the client's address (realIP)
 * @param {string} [device] the browser's mark (deviceOf), '' for none @param {unknown} [password] the code as made (a child's)
 */
function reserveTry(collectionName, identity, address, device, password) {
  const key = keyOf(collectionName, identity);
  // Without an identity PocketBase refuses the request itself, naming the field.
  if (!key) return;
  const network = clientNetwork(address);
  const mark = codeMark(collectionName, key, password);
  $app.runInTransaction(function (txApp) {
    const now = Date.now();
    const knownDevice = Boolean(device) && isKnown(txApp, collectionName, key, deviceHash(device), now);
    const place = knownDevice ? deviceCount(device) : network;
    const mine = find(txApp, collectionName, key, place);
    const account = find(txApp, collectionName, key, EVERY_NETWORK);
    if (isLocked(mine, now)) throw new TooManyRequestsError(LOCKED_MESSAGE);
    if (isLocked(account, now) && !knownDevice && !isKnown(txApp, collectionName, key, networkHash(network), now)) {
      throw new TooManyRequestsError(LOCKED_MESSAGE);
    }
    const counted = countedCodes(mine, now);
    if (mark && counted.indexOf(mark) >= 0) throw new BadRequestError(WRONG_MESSAGE);
    // The mark is kept before the check: a right code deletes the row (signedIn), a wrong one leaves it.
    const codes = mark ? counted.concat([mark]).slice(-MAX_FAILURES).join(' ') : undefined;
    count(txApp, mine, { c: collectionName, i: key, n: place }, MAX_FAILURES, now, codes);
    count(txApp, account, { c: collectionName, i: key, n: EVERY_NETWORK }, MAX_ACCOUNT_FAILURES, now);
  });
}

/** @param {core.App} app @param {string} collectionName @param {string} key @param {string} hash @param {number} now */
function isKnown(app, collectionName, key, hash, now) {
  const known = findKnown(app, collectionName, key, hash);
  return Boolean(known) && records.millis(known, 'expires_at') > now;
}

/**
 * Remembers a network or browser the account signed in from for KNOWN_NETWORK_DAYS (written at most once a day).
 * @param {core.App} txApp @param {string} collectionName @param {string} key @param {string} hash @param {number} now
 */
function remember(txApp, collectionName, key, hash, now) {
  const day = 24 * 60 * 60 * 1000;
  const expires = now + KNOWN_NETWORK_DAYS * day;
  let known = findKnown(txApp, collectionName, key, hash);
  if (known && records.millis(known, 'expires_at') > expires - day) return;
  if (!known) {
    known = new Record(txApp.findCollectionByNameOrId('auth_known_networks'));
    known.set('collection_name', collectionName);
    known.set('identity', key);
    known.set('network_hash', hash);
  }
  known.set('expires_at', records.isoDate(expires));
  txApp.save(known);
}

/**
 * A successful sign-in to `account`: clears the count of its network, of its browser and the account's, and
 * remembers the network and the browser. Counted under the account's own identity, whatever was typed.
 * @param {core.Record} account @param {string} address @param {string} [device] the browser's mark, '' for none
 */
function signedIn(account, address, device) {
  const collectionName = account.collection().name;
  const key = keyOf(collectionName, signInForms.accountIdentity(account));
  const network = clientNetwork(address);
  $app.runInTransaction(function (txApp) {
    const places = device ? [network, deviceCount(device), EVERY_NETWORK] : [network, EVERY_NETWORK];
    places.forEach(function (n) {
      const entry = find(txApp, collectionName, key, n);
      if (entry) txApp.delete(entry);
    });
    const now = Date.now();
    remember(txApp, collectionName, key, networkHash(network), now);
    if (device) remember(txApp, collectionName, key, deviceHash(device), now);
  });
}

/** A parent's new access code for the child lifts every lock and count on the child's account. @param {string} collectionName @param {string} identity */
function clearAccount(collectionName, identity) {
  $app
    .db()
    .newQuery('DELETE FROM auth_lockouts WHERE collection_name = {:c} AND identity = {:i}')
    .bind({ c: collectionName, i: keyOf(collectionName, identity) })
    .execute();
}

/**
 * Forgets an account that is gone: its counts and locks, the networks it signed in from, and the counts kept
 * under its id (its account emails). Inside the transaction that removes it. @param {core.App} txApp
 * @param {string} collectionName @param {string} identity its email or student ID @param {string} id
 */
function forgetAccount(txApp, collectionName, identity, id) {
  const names = { c: collectionName, i: keyOf(collectionName, identity), id: id };
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
  deviceOf,
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
