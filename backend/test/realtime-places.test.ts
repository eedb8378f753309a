// The places of src/realtime.ts (as lib/server.js bundles it) as pure bookkeeping, in Node: PocketBase's
// broker and store stood in for, so that requests can be interleaved as a busy server interleaves them.
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import { REALTIME_LIMITS, REALTIME_MESSAGES } from '../../shared/src/domain/index.ts';

const require = createRequire(import.meta.url);

type Auth = { id: string; collection: () => { id: string } };
type Client = { id: () => string; get: (key: string) => Auth | null; auth: Auth | null };

const clients = new Map<string, Client>();
const store = new Map<string, string>();
class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
Object.assign(globalThis, {
  $app: {
    subscriptionsBroker: () => ({
      clientById: (id: string) => {
        const client = clients.get(id);
        if (!client) throw new Error('no such client');
        return client;
      },
      unregister: (id: string) => clients.delete(id),
    }),
    store: () => ({
      setFunc: (key: string, change: (value: string | null) => string) => store.set(key, change(store.get(key) ?? null)),
      get: (key: string) => store.get(key) ?? null,
      getAll: () => Object.fromEntries(store),
      remove: (key: string) => store.delete(key),
    }),
  },
  BadRequestError: class extends Refused {
    constructor(message: string) {
      super(400, message);
    }
  },
  UnauthorizedError: class extends Refused {
    constructor(message: string) {
      super(401, message);
    }
  },
  TooManyRequestsError: class extends Refused {
    constructor(message: string) {
      super(429, message);
    }
  },
});
// The room's own module declares PocketBase's globals, which Node's tests do not see: what the test calls.
interface RealtimeRoom {
  checkSubscriptions(event: object): void;
  forgetEnded(): void;
}
const { realtime } = require('../pb_hooks/lib/server.js') as { realtime: RealtimeRoom };

afterEach(() => {
  clients.clear();
  store.clear();
});

function connect(id: string): Client {
  const client: Client = { id: () => id, get: (key) => (key === 'auth' ? client.auth : null), auth: null };
  clients.set(id, client);
  return client;
}

const parent: Auth = { id: 'parent1', collection: () => ({ id: 'parents' }) };

/** A signed-in subscription as PocketBase runs the hook: `signedIn` is what its own next step (which sets the auth) does, called when the test says. */
function subscribing(client: Client, address: string) {
  const event = {
    client,
    auth: parent,
    subscriptions: ['notifications/*', 'PB_CONNECT'],
    hasSuperuserAuth: () => false,
    realIP: () => address,
    next: () => undefined,
  };
  try {
    realtime.checkSubscriptions(event);
    return { taken: true, signedIn: () => (client.auth = parent) };
  } catch (error) {
    return { taken: false, status: (error as Refused).status, message: (error as Refused).message, signedIn: () => undefined };
  }
}

describe('realtime places, as requests interleave', () => {
  it("an account's places hold while their connections are still signing in (the next request comes before the last one's auth is set)", () => {
    const asked = Array.from({ length: REALTIME_LIMITS.connectionsPerAccount + 3 }, (_, i) =>
      subscribing(connect(`c${i}`), `192.0.2.${i}`),
    );
    expect(asked.filter((answer) => answer.taken)).toHaveLength(REALTIME_LIMITS.connectionsPerAccount);
    expect(asked.at(-1)).toMatchObject({ taken: false, status: 429, message: REALTIME_MESSAGES.account });
    // The refused connections are ended.
    expect(clients.size).toBe(REALTIME_LIMITS.connectionsPerAccount);
  });

  it('a connection that ended frees its place; the cron forgets the words of ended ones', () => {
    const first = Array.from({ length: REALTIME_LIMITS.connectionsPerAccount }, (_, i) => subscribing(connect(`c${i}`), '192.0.2.1'));
    for (const answer of first) answer.signedIn();
    clients.delete('c0');
    expect(subscribing(connect('late'), '192.0.2.1').taken).toBe(true);
    clients.clear();
    realtime.forgetEnded();
    expect([...store.keys()]).toEqual([]);
  });
});
