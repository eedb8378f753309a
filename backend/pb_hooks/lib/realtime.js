/// <reference path="../../pb_data/types.d.ts" />
// Realtime (PocketBase's /api/realtime) at the cost of what the portal's screens ask of it. PocketBase
// checks every subscription of every connection against every record a write saves, each with a query
// of its own: 40 clients holding 250 to 1,000 filtered subscriptions each made one new assignment take
// 41 to 72 s (docs/bench.md). So (the topics and limits are shared/src/domain/realtime.ts):
// - a connection subscribes only to what the bell listens to, and only signed in: any other request is
//   refused in words and its connection ended;
// - an account listens on a few connections at once;
// - a network holds a few connections that have not signed in yet (a connection signs in with its
//   first subscription, a moment after it opens), counted as it opens.
// Who holds a place is kept in PocketBase's store as words ("clientId clientId ..."), read and changed in
// one step (the store's lock), and checked against the connections PocketBase still has, so a connection
// that ended frees its place. PocketBase gives no hook when a connection ends (a hook around the whole
// connection would hold a JavaScript engine for its life), so places are counted again whenever one is
// asked for, and the `realtime-places` cron forgets those of connections that ended.
const domain = require(`${__hooks}/lib/domain.js`);
const { clientNetwork } = require(`${__hooks}/lib/server.js`).network;

const WAITING = 'realtime/network/';
const ACCOUNT = 'realtime/account/';

/** @param {string} clientId @returns {any} the connection, or null once it has ended */
function connection(clientId) {
  try {
    return $app.subscriptionsBroker().clientById(clientId);
  } catch {
    return null;
  }
}

/** The account a connection is signed in as ("collectionId/recordId"), empty when none. @param {any} client */
function accountOf(client) {
  const auth = client.get('auth');
  return auth ? auth.collection().id + '/' + auth.id : '';
}

/**
 * Keeps, under `key`, the connections that still hold a place there (`holds`), and adds `clientId` when it
 * has none and fewer than `max` are taken. @param {string} key @param {string} clientId @param {number} max
 * @param {(client: any) => boolean} holds @returns {boolean} whether `clientId` holds a place now
 */
function takePlace(key, clientId, max, holds) {
  let taken = false;
  $app.store().setFunc(key, function (/** @type {string | null} */ places) {
    const kept = String(places || '')
      .split(' ')
      .filter(function (id) {
        const client = id ? connection(id) : null;
        return client !== null && holds(client);
      });
    taken = kept.indexOf(clientId) >= 0 || kept.length < max;
    if (taken && kept.indexOf(clientId) < 0) kept.push(clientId);
    return kept.join(' ');
  });
  return taken;
}

/** Takes `clientId` out of the places under `key`. @param {string} key @param {string} clientId */
function leavePlace(key, clientId) {
  $app.store().setFunc(key, function (/** @type {string | null} */ places) {
    return String(places || '')
      .split(' ')
      .filter(function (id) {
        return id && id !== clientId;
      })
      .join(' ');
  });
}

/** A connection not signed in (yet). @param {any} client */
const isWaiting = (client) => !accountOf(client);

/** Waiting (not signed in) connections of a network are counted by this key. @param {string} address */
const waitingKey = (address) => WAITING + clientNetwork(address);

/**
 * A connection opens: PocketBase is about to send it its id (PB_CONNECT). Past the network's waiting
 * connections it is told why, in words, and ended. @param {core.RealtimeMessageEvent} e
 */
function admitConnection(e) {
  if (takePlace(waitingKey(e.realIP()), e.client.id(), domain.REALTIME_LIMITS.waitingConnectionsPerNetwork, isWaiting)) return e.next();
  e.message = new SubscriptionMessage({ name: 'PB_ERROR', data: JSON.stringify({ status: 429, message: domain.REALTIME_MESSAGES.network + '.' }) });
  e.next();
  throw new TooManyRequestsError(domain.REALTIME_MESSAGES.network);
}

/** @param {core.RealtimeSubscribeRequestEvent} e @param {any} error what the request is answered */
function refuse(e, error) {
  $app.subscriptionsBroker().unregister(e.client.id());
  throw error;
}

/**
 * A connection asks for its subscriptions (the SDK sends the whole list each time). A superuser (the
 * dashboard) is held to none of this. @param {core.RealtimeSubscribeRequestEvent} e
 */
function checkSubscriptions(e) {
  if (e.hasSuperuserAuth()) return e.next();
  const problem = domain.realtimeSubscriptionProblem(e.subscriptions, Boolean(e.auth));
  if (problem) refuse(e, e.auth ? new BadRequestError(problem) : new UnauthorizedError(problem));
  if (e.auth) {
    const account = e.auth.collection().id + '/' + e.auth.id;
    // A place is held from here, before PocketBase gives the connection its account (after this hook):
    // a connection of the list not signed in yet is on its way in, and keeps its place.
    const ofAccount = (/** @type {any} */ client) => accountOf(client) === account || isWaiting(client);
    if (!takePlace(ACCOUNT + account, e.client.id(), domain.REALTIME_LIMITS.connectionsPerAccount, ofAccount)) {
      refuse(e, new TooManyRequestsError(domain.REALTIME_MESSAGES.account));
    }
    // Signed in: it no longer waits on its network's places.
    leavePlace(waitingKey(e.realIP()), e.client.id());
  }
  return e.next();
}

/** Cron: the places of connections that have ended are forgotten, and with them the words of networks and accounts gone quiet. */
function forgetEnded() {
  const store = $app.store();
  Object.keys(store.getAll()).forEach(function (key) {
    if (key.indexOf(WAITING) !== 0 && key.indexOf(ACCOUNT) !== 0) return;
    store.setFunc(key, function (/** @type {string | null} */ places) {
      return String(places || '')
        .split(' ')
        .filter(function (id) {
          return id && connection(id) !== null;
        })
        .join(' ');
    });
    if (!store.get(key)) store.remove(key);
  });
}

module.exports = { admitConnection, checkSubscriptions, forgetEnded };
