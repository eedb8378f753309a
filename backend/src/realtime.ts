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
import { clientNetwork } from './client-network.ts';
import { REALTIME_LIMITS, REALTIME_MESSAGES, realtimeSubscriptionProblem } from './domain.ts';

const WAITING = 'realtime/network/';
const ACCOUNT = 'realtime/account/';

/** The connection, or null once it has ended. */
function connection(clientId: string): subscriptions.Client | null {
  try {
    return $app.subscriptionsBroker().clientById(clientId);
  } catch {
    return null;
  }
}

/** The account a connection is signed in as ("collectionId/recordId"), empty when none. */
function accountOf(client: subscriptions.Client): string {
  // The client's context is typed `any`: PocketBase keeps the signed-in record under `auth`.
  const auth = client.get('auth') as core.Record | null | undefined;
  return auth ? auth.collection().id + '/' + auth.id : '';
}

/** Words of client ids, as the store keeps them. */
function placesIn(places: unknown): string[] {
  return String(places || '').split(' ');
}

/**
 * Keeps, under `key`, the connections that still hold a place there (`holds`), and adds `clientId` when it
 * has none and fewer than `max` are taken. Returns whether `clientId` holds a place now.
 */
function takePlace(key: string, clientId: string, max: number, holds: (client: subscriptions.Client) => boolean): boolean {
  let taken = false;
  $app.store().setFunc(key, (places: unknown) => {
    const kept = placesIn(places).filter((id) => {
      const client = id ? connection(id) : null;
      return client !== null && holds(client);
    });
    taken = kept.includes(clientId) || kept.length < max;
    if (taken && !kept.includes(clientId)) kept.push(clientId);
    return kept.join(' ');
  });
  return taken;
}

/** Takes `clientId` out of the places under `key`. */
function leavePlace(key: string, clientId: string): void {
  $app.store().setFunc(key, (places: unknown) =>
    placesIn(places)
      .filter((id) => id && id !== clientId)
      .join(' '),
  );
}

/** A connection not signed in (yet). */
const isWaiting = (client: subscriptions.Client): boolean => !accountOf(client);

/** Waiting (not signed in) connections of a network are counted by this key. */
const waitingKey = (address: string): string => WAITING + clientNetwork(address);

/**
 * A connection opens: PocketBase is about to send it its id (PB_CONNECT). Past the network's waiting
 * connections it is told why, in words, and ended.
 */
export function admitConnection(e: core.RealtimeMessageEvent): void {
  if (takePlace(waitingKey(e.realIP()), e.client.id(), REALTIME_LIMITS.waitingConnectionsPerNetwork, isWaiting)) return e.next();
  e.message = new SubscriptionMessage({
    name: 'PB_ERROR',
    data: JSON.stringify({ status: 429, message: REALTIME_MESSAGES.network + '.' }),
  });
  e.next();
  throw new TooManyRequestsError(REALTIME_MESSAGES.network);
}

/** Ends the connection, and answers the request with `error`. */
function refuse(e: core.RealtimeSubscribeRequestEvent, error: router.ApiError): never {
  $app.subscriptionsBroker().unregister(e.client.id());
  throw error;
}

/**
 * A connection asks for its subscriptions (the SDK sends the whole list each time). A superuser (the
 * dashboard) is held to none of this.
 */
export function checkSubscriptions(e: core.RealtimeSubscribeRequestEvent): void {
  if (e.hasSuperuserAuth()) return e.next();
  const problem = realtimeSubscriptionProblem(e.subscriptions, Boolean(e.auth));
  if (problem) refuse(e, e.auth ? new BadRequestError(problem) : new UnauthorizedError(problem));
  if (e.auth) {
    const account = e.auth.collection().id + '/' + e.auth.id;
    // A place is held from here, before PocketBase gives the connection its account (after this hook):
    // a connection of the list not signed in yet is on its way in, and keeps its place.
    const ofAccount = (client: subscriptions.Client) => accountOf(client) === account || isWaiting(client);
    if (!takePlace(ACCOUNT + account, e.client.id(), REALTIME_LIMITS.connectionsPerAccount, ofAccount)) {
      refuse(e, new TooManyRequestsError(REALTIME_MESSAGES.account));
    }
    // Signed in: it no longer waits on its network's places.
    leavePlace(waitingKey(e.realIP()), e.client.id());
  }
  e.next();
}

/** Cron: the places of connections that have ended are forgotten, and with them the words of networks and accounts gone quiet. */
export function forgetEnded(): void {
  const store = $app.store();
  for (const key of Object.keys(store.getAll())) {
    if (!key.startsWith(WAITING) && !key.startsWith(ACCOUNT)) continue;
    store.setFunc(key, (places: unknown) =>
      placesIn(places)
        .filter((id) => id && connection(id) !== null)
        .join(' '),
    );
    if (!store.get(key)) store.remove(key);
  }
}
