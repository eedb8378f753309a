// Realtime (PocketBase's /api/realtime): PocketBase checks every subscription of every connection against
// every record a write saves, each with its own query, so a client may hold only the subscriptions the
// portal's screens make. The bell (shared/ui/notifications) is the one screen that listens: the signed-in
// person's notifications (the collection's rules keep them to their own), and the SDK's connect event,
// which the SDK sends along with the topics it listens to.

/** Every topic a connection may subscribe to, as the SDK sends it: no other collection, record, or filter of its own. */
export const REALTIME_TOPICS: readonly string[] = ['notifications/*', 'PB_CONNECT'];

export const REALTIME_LIMITS = {
  /** Subscriptions one connection may hold: the topics above. */
  subscriptionsPerConnection: REALTIME_TOPICS.length,
  /** Connections one account may listen on at once: a few devices and tabs. */
  connectionsPerAccount: 5,
  /** Connections from one network that have not signed in (a connection signs in with its first subscription). */
  waitingConnectionsPerNetwork: 10,
} as const;

export const REALTIME_MESSAGES = {
  signIn: 'Sign in to hear of news as it happens',
  topic: 'Only your own notifications can be listened to here',
  tooMany: `At most ${REALTIME_LIMITS.subscriptionsPerConnection} subscriptions can be made on one connection`,
  account: `Your account already listens for news on ${REALTIME_LIMITS.connectionsPerAccount} devices or tabs: close one and try again`,
  network: 'Too many connections from your network are waiting to sign in: please try again in a minute',
} as const;

/** Why a connection may not hold these subscriptions, in words, or null. */
export function realtimeSubscriptionProblem(subscriptions: readonly string[], signedIn: boolean): string | null {
  if (subscriptions.length === 0) return null;
  if (!signedIn) return REALTIME_MESSAGES.signIn;
  if (subscriptions.length > REALTIME_LIMITS.subscriptionsPerConnection) return REALTIME_MESSAGES.tooMany;
  return subscriptions.every((topic) => REALTIME_TOPICS.includes(topic)) ? null : REALTIME_MESSAGES.topic;
}
