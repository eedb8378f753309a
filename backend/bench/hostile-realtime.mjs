// The hostile-realtime case of the load bench (load.bench.mjs): how long one write (a parent's new
// assignment for 50 children, which also writes a notification for each) takes while 40 realtime
// clients are connected that each ask for many subscriptions, each with its own filter: signed out (250
// each) and signed in (1,000 each, one account), as an attack on the portal once did; and signed in asking for
// what the bell asks (the most the server gives one account). PocketBase checks every subscription
// against every record a write saves. Each client comes from its own address (the PocketBase under test
// trusts X-Forwarded-For), so that only the limits per connection and per account hold it.

export const HOSTILE_CLIENTS = 40;
const SUBSCRIPTIONS = { guest: 250, signedIn: 1000 };
const WRITES = 5;
const BELL = ['notifications/*', 'PB_CONNECT'];

/**
 * The subscriptions a hostile client asks for: the portal's collections, each topic with a filter of its own.
 * @param {number} count @param {number} client
 */
function hostileTopics(count, client) {
  return Array.from({ length: count }, (_, i) => {
    const collection = i % 2 ? 'assignments' : 'notifications';
    const options = JSON.stringify({ query: { filter: `id != "c${client}s${i}"` } });
    return `${collection}/*?options=${encodeURIComponent(options)}`;
  });
}

/**
 * A realtime client: its event stream opened, then its subscriptions asked for.
 * @param {string} url @param {{ address: string, token?: string, subscriptions: string[] }} client
 * @returns {Promise<{ connected: boolean, subscribed: boolean, close: () => void }>}
 */
async function connect(url, { address, token, subscriptions }) {
  const stop = new AbortController();
  const close = () => stop.abort();
  const response = await fetch(`${url}/api/realtime`, { headers: { 'X-Forwarded-For': address }, signal: stop.signal }).catch(() => null);
  if (!response?.ok || !response.body) {
    close();
    return { connected: false, subscribed: false, close };
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let clientId = '';
  while (!clientId) {
    const { value, done } = await reader.read();
    if (done) return { connected: false, subscribed: false, close };
    text += decoder.decode(value, { stream: true });
    clientId = /^id:(\S+)$/m.exec(text)?.[1] ?? '';
  }
  // Read on, so that what the server sends never backs up; the stream ends with close().
  void (async () => {
    try {
      while (!(await reader.read()).done);
    } catch {
      // closed
    }
  })();
  const posted = await fetch(`${url}/api/realtime`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Forwarded-For': address, ...(token ? { authorization: token } : {}) },
    body: JSON.stringify({ clientId, subscriptions }),
  });
  await posted.arrayBuffer();
  return { connected: true, subscribed: posted.ok, close };
}

/** @param {number[]} values */
const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * The median time of WRITES new assignments.
 * @param {import('pocketbase').default} parent signed in @param {string[]} childIds
 */
async function writeTime(parent, childIds) {
  const times = [];
  for (let i = 0; i < WRITES; i += 1) {
    const began = performance.now();
    await parent.collection('assignments').create({
      title: `Hostile realtime bench ${i}`,
      question_sets: ['setbasicmath001'],
      timeLimit: 30,
      status: 'active',
      created_by: parent.authStore.record?.id,
      assigned_students: childIds,
    });
    times.push(performance.now() - began);
  }
  return median(times);
}

/**
 * @param {string} url a PocketBase that trusts X-Forwarded-For
 * @param {import('pocketbase').default} parent signed in, with the children
 * @param {string[]} childIds
 * @param {string} attackerToken a signed-in account of the attacker's own
 */
export async function measureHostileRealtime(url, parent, childIds, attackerToken) {
  const quiet = await writeTime(parent, childIds);
  /** @param {'guest' | 'signedIn' | 'bell'} kind */
  const withClients = async (kind) => {
    const clients = await Promise.all(
      Array.from({ length: HOSTILE_CLIENTS }, (_, i) =>
        connect(url, {
          address: `198.51.100.${i + 1}`,
          token: kind === 'guest' ? undefined : attackerToken,
          subscriptions: kind === 'bell' ? BELL : hostileTopics(SUBSCRIPTIONS[kind], i),
        }),
      ),
    );
    // The refused ones end: the write is timed once the server has let them go.
    await new Promise((resolve) => setTimeout(resolve, 500));
    try {
      return {
        ms: await writeTime(parent, childIds),
        connected: clients.filter((c) => c.connected).length,
        subscribed: clients.filter((c) => c.subscribed).length,
      };
    } finally {
      for (const client of clients) client.close();
    }
  };
  const guests = await withClients('guest');
  const signedIn = await withClients('signedIn');
  const bell = await withClients('bell');
  return { quiet, guests, signedIn, bell, subscriptions: SUBSCRIPTIONS, writes: WRITES };
}
