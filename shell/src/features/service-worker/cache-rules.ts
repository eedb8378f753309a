import { paths } from 'shared/content';
import { contentHashedName } from 'shared/federation/caching';

/**
 * Which of its strategies the portal's service worker (service-worker.ts) answers a request with. Only
 * the portal's own code and the pages that need no account are kept: nothing from `/api` (an account's
 * data, a signed-in page's answers) is ever cached here.
 */
export type Strategy =
  /** A page: the network, or the shell's precached copy of it when the network fails or is slow. */
  | 'page'
  /** A file of the shell's build: the copy precached when the worker was installed, else the network. */
  | 'precached'
  /**
   * A script of the shell's build: the copy kept when the worker was activated or the script first fetched,
   * else the network. Not precached at installation: Chrome keeps a full compiled copy (V8's code cache) of
   * every script a worker stores while it installs, which a page then loads on its main thread in one long
   * task (react-dom's 39-45 ms of CPU at 1x, against 28-34 ms for the copy of a script stored later, which
   * holds only the functions that ran: docs/bench.md, "What each option saved").
   */
  | 'script'
  /**
   * Where the remotes are (`/remotes.json`) and each remote's `mf-manifest.json`: the network, or the last
   * copy when it fails or is slow, so a remote published anew is picked up on the next visit and an old
   * remote's chunks never meet a new manifest.
   */
  | 'fresh-first'
  /** A remote's content-hashed file: its name changes with its content, so a copy kept once stays right. */
  | 'cache-first'
  /** Not the worker's business: `/api`, requests that change something, other origins. */
  | 'network';

/** What a fetch event tells about its request (a `Request` is one). */
export interface RequestFacts {
  url: string;
  method: string;
  mode: RequestMode;
}

export interface Portal {
  /** The shell's origin, the worker's own. */
  origin: string;
  /** The remotes' origins, as the shell's `/remotes.json` names them. */
  remoteOrigins: readonly string[];
}

/** The message a page sends the first worker that takes it over, with the addresses it fetched before (register.ts). */
export const KEEP_LOADED = 'KEEP_LOADED';
/** The most addresses such a message is read for (a signed-in page fetches about 30). */
export const KEEP_LOADED_MAX = 200;

/** The network's answer is awaited this long (a weak connection) before the kept copy is used. */
export const NETWORK_TIMEOUT_SECONDS = 3;

export function strategyFor({ url, method, mode }: RequestFacts, portal: Portal): Strategy {
  if (method !== 'GET') return 'network';
  const { origin, pathname } = new URL(url);
  if (origin === portal.origin) {
    if (pathname === '/api' || pathname.startsWith('/api/')) return 'network';
    if (mode === 'navigate') return 'page';
    if (pathname === '/remotes.json') return 'fresh-first';
    return isShellScript(pathname) ? 'script' : 'precached';
  }
  if (!portal.remoteOrigins.includes(origin)) return 'network';
  if (pathname.endsWith('/mf-manifest.json')) return 'fresh-first';
  return contentHashedName.test(pathname) ? 'cache-first' : 'network';
}

/** A content-hashed script of the shell's build (the worker's own `sw.js` is not one). */
export function isShellScript(pathname: string): boolean {
  return pathname.startsWith('/static/js/') && pathname.endsWith('.js') && contentHashedName.test(pathname);
}

/**
 * The precached page a navigation falls back to: the prerendered landing page and sign-in at their
 * own paths, the app's page everywhere else (it renders Help, Privacy and the signed-in pages), as the
 * shell's server serves them (docs/deployment.md).
 */
export function offlinePageFor(pathname: string): string {
  if (pathname === paths.landing) return '/index.html';
  if (pathname.replace(/\/$/, '') === paths.login) return '/login.html';
  return '/app.html';
}

/** The remotes' origins from the body of `/remotes.json` (manifest addresses by remote); none from anything else. */
export function remoteOriginsOf(remotes: unknown): string[] {
  if (!remotes || typeof remotes !== 'object') return [];
  return Object.values(remotes).flatMap((address) => {
    try {
      return typeof address === 'string' ? [new URL(address).origin] : [];
    } catch {
      return [];
    }
  });
}
