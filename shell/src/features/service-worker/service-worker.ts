/// <reference lib="webworker" />
// The portal's service worker, served at /sw.js from the shell's origin (built beside the app by
// rsbuild.config.ts, its precache list written in by scripts/offline-files.mjs). What it answers with
// what is decided in cache-rules.ts.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precache, type PrecacheEntry } from 'workbox-precaching';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { accountScreensCacheName, SIGNED_IN_ADDRESS, SIGNED_IN_CACHE, type SignedInMark } from 'shared/session/storage';
import {
  KEEP_LOADED,
  KEEP_LOADED_MAX,
  NETWORK_TIMEOUT_SECONDS,
  offlinePageFor,
  remoteOriginsOf,
  strategyFor,
  type Strategy,
} from './cache-rules.ts';
import {
  FORGOTTEN_ADDRESS,
  FORGOTTEN_MAX,
  forgottenFrom,
  isKeptScreen,
  isQuizPath,
  isServable,
  lastScreenFromMessage,
  MAX_KEPT_QUIZZES,
  screenToForget,
  signedInMarkFrom,
  withLastScreen,
  type KeptScreen,
  type LastScreen,
  type ScreenToForget,
} from './last-screen.ts';

declare const self: ServiceWorkerGlobalScope;
/** Every file of the shell's build but its scripts, with its revision, written over this name after the build. */
declare const PRECACHE_FILES: PrecacheEntry[];
/** The shell's scripts (content-hashed: their names are their revisions), written over this name after the build. */
declare const SHELL_SCRIPTS: string[];

precache(PRECACHE_FILES);
cleanupOutdatedCaches();

const pages = new NetworkOnly({ networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS });
// Kept copies are matched by address alone: the remotes' answers vary by the asking Origin (CORS).
const matchOptions = { ignoreVary: true };
const freshFirst = new NetworkFirst({
  cacheName: 'portal-manifests',
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  matchOptions,
  plugins: [new CacheableResponsePlugin({ statuses: [200] })],
});
const cacheFirst = new CacheFirst({
  cacheName: 'portal-remote-files',
  matchOptions,
  plugins: [
    // A page asks for a remote's scripts without CORS, and would get an opaque answer whose status
    // cannot be read: a 404 met while a remote is being published would be kept for good. The remotes
    // answer CORS for the shell, so the worker asks with it and keeps only a 200.
    { requestWillFetch: async ({ request }) => new Request(request.url, { mode: 'cors', credentials: 'omit' }) },
    new CacheableResponsePlugin({ statuses: [200] }),
    // Each release of a remote brings new names; the old ones go, least recently used first.
    new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true }),
  ],
});

// The shell's scripts: kept when the worker activates, not while it installs (cache-rules.ts says why), so
// the device opens the shell offline from the first visit all the same.
const SHELL_SCRIPTS_CACHE = 'portal-shell-scripts';
/** This release's scripts, by address: nothing else is kept in their cache (another address goes to the network). */
const shellScriptAddresses = new Set(SHELL_SCRIPTS.map((path) => new URL(path, self.location.origin).href));
const shellScripts = new CacheFirst({
  cacheName: SHELL_SCRIPTS_CACHE,
  plugins: [
    // A script, not the page a server answers a missing file with (a release half published): kept, that page
    // would stand for the script until the next release.
    {
      cacheWillUpdate: async ({ response }) =>
        response.status === 200 && /javascript/i.test(response.headers.get('Content-Type') ?? '') ? response : null,
    },
  ],
});

/** Keeps this release's scripts and drops those of the releases before (at activation, and at each page asked for after). */
async function keepShellScripts(event: ExtendableEvent): Promise<void> {
  const cache = await caches.open(SHELL_SCRIPTS_CACHE);
  const kept = await cache.keys();
  await Promise.all(kept.filter((request) => !shellScriptAddresses.has(request.url)).map((request) => cache.delete(request)));
  const keptAddresses = new Set(kept.map((request) => request.url));
  const missing = [...shellScriptAddresses].filter((address) => !keptAddresses.has(address));
  await Promise.all(missing.map((address) => shellScripts.handle({ event, request: new Request(address) }).catch(() => undefined)));
}

const remotesAddress = new URL('/remotes.json', self.location.origin).href;
let remoteOrigins: Promise<string[]> | undefined;

/** The remotes' origins: from the copy of /remotes.json kept when the worker last saw it. */
function knownRemoteOrigins(): Promise<string[]> {
  remoteOrigins ??= caches
    .open('portal-manifests')
    .then((cache) => cache.match(remotesAddress))
    .then((response) => response?.json())
    .then(remoteOriginsOf, () => []);
  return remoteOrigins;
}

/** Where the remotes are, by the fresh-first rule, noting their origins for the requests that follow. */
async function remotesList(event: ExtendableEvent, request: Request): Promise<Response> {
  const response = await freshFirst.handle({ event, request });
  if (response.ok)
    remoteOrigins = response
      .clone()
      .json()
      .then(remoteOriginsOf, () => []);
  return response;
}

/**
 * What the page fetched before this worker controlled it (on the first visit the worker installs beside the
 * page, which fetches a remote's manifest and files past it): kept now by the same rules as a request, so
 * that the screens of that first visit open offline too. Anything else the page names is left alone.
 */
async function keepLoaded(event: ExtendableEvent, urls: readonly string[]): Promise<void> {
  await remotesList(event, new Request(remotesAddress)).catch(() => undefined);
  const portal = { origin: self.location.origin, remoteOrigins: await knownRemoteOrigins() };
  await Promise.all(
    urls
      .map(async (url) => {
        const request = new Request(url);
        const strategy = strategyFor(request, portal);
        if (strategy === 'cache-first') await cacheFirst.handle({ event, request });
        if (strategy === 'fresh-first' && url !== remotesAddress) await freshFirst.handle({ event, request });
      })
      .map((keeping) => keeping.catch(() => undefined)),
  );
}

/** Who this device is signed in as, as the page last marked it (shared/session's signed-in-mark.ts); null for nobody. */
async function signedInAs(): Promise<SignedInMark | null> {
  const kept = await caches.match(new URL(SIGNED_IN_ADDRESS, self.location.origin).href, { cacheName: SIGNED_IN_CACHE });
  return signedInMarkFrom(await kept?.json().catch(() => null));
}

/**
 * A screen the page handed over (keep-last-screen.ts), kept in its account's cache for its path: only for
 * the account the device is signed in as, and gone again if that changed while it was written (a Logout's
 * wipe may have run just before the write).
 */
/**
 * The kept screens' writes, one after another in the order their messages came: a screen a page forgets
 * (`forgetScreen`) goes even when the page handed it over a moment before.
 */
let screenWrites: Promise<void> = Promise.resolve();
const inTurn = (write: () => Promise<void>): Promise<void> => (screenWrites = screenWrites.then(write).catch(() => undefined));

const addressOf = (path: string) => new URL(path, self.location.origin).href;
const asJson = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

/** What was forgotten for good in this cache (`of`s: the attempts of quizzes that ended). */
async function forgottenIn(cache: Cache): Promise<string[]> {
  return forgottenFrom(await (await cache.match(addressOf(FORGOTTEN_ADDRESS)))?.json().catch(() => null));
}

/** Keeps the newest `MAX_KEPT_QUIZZES` quiz screens of the cache: the others, and their questions, go. */
async function pruneQuizzes(cache: Cache): Promise<void> {
  const quizzes = (await cache.keys()).filter((request) => isQuizPath(new URL(request.url).pathname));
  if (quizzes.length <= MAX_KEPT_QUIZZES) return;
  const taken = await Promise.all(
    quizzes.map(async (request) => {
      const screen = (await (await cache.match(request))?.json().catch(() => null)) as Partial<KeptScreen> | null;
      return { request, takenAt: typeof screen?.takenAt === 'number' ? screen.takenAt : 0 };
    }),
  );
  const oldestFirst = taken.toSorted((a, b) => a.takenAt - b.takenAt);
  await Promise.all(oldestFirst.slice(0, quizzes.length - MAX_KEPT_QUIZZES).map(({ request }) => cache.delete(request)));
}

async function keepScreen({ accountId, path, ...screen }: LastScreen): Promise<void> {
  const mark = await signedInAs();
  if (mark?.accountId !== accountId || mark.until <= Date.now()) return;
  const cacheName = accountScreensCacheName(accountId);
  const cache = await caches.open(cacheName);
  // A screen of what was forgotten for good (an attempt that ended) is not kept again, from whichever tab it comes.
  if (screen.of !== undefined && (await forgottenIn(cache)).includes(screen.of)) return;
  const kept: KeptScreen = { ...screen, takenAt: Date.now() };
  await cache.put(addressOf(path), asJson(kept));
  if (isQuizPath(path)) await pruneQuizzes(cache);
  if ((await signedInAs())?.accountId !== accountId) await caches.delete(cacheName);
}

/** Forgets the screen kept for a path of an account and, for good, what it showed (a quiz whose attempt ended). */
async function forgetScreen({ accountId, path, of }: ScreenToForget): Promise<void> {
  const cacheName = accountScreensCacheName(accountId);
  if (!(await caches.has(cacheName))) return;
  const cache = await caches.open(cacheName);
  await cache.delete(addressOf(path));
  if (of === undefined) return;
  const forgotten = await forgottenIn(cache);
  if (!forgotten.includes(of)) await cache.put(addressOf(FORGOTTEN_ADDRESS), asJson([...forgotten, of].slice(-FORGOTTEN_MAX)));
}

/** The app's page holding the last screen of this address, for the account signed in; null when there is none to show. */
async function lastScreenPage(url: URL, event: FetchEvent): Promise<Response | null> {
  if (!isKeptScreen(url)) return null;
  const mark = await signedInAs();
  if (!mark) return null;
  const address = url.origin + url.pathname;
  const kept = await caches.match(address, { cacheName: accountScreensCacheName(mark.accountId) });
  const screen = (await kept?.json().catch(() => null)) as KeptScreen | null | undefined;
  if (!kept) return null;
  if (!screen || typeof screen.takenAt !== 'number' || !isServable(screen, mark.accountId, mark, Date.now())) {
    // Past its end or too old (a quiz's questions after its deadline): it goes, not only unshown.
    event.waitUntil(inTurn(() => forgetScreen({ accountId: mark.accountId, path: url.pathname })));
    return null;
  }
  const page = await matchPrecache(offlinePageFor(url.pathname));
  const html = page && withLastScreen(await page.text(), screen);
  if (!html || !page) return null;
  // The page's own headers (its Content-Security-Policy among them), but those of its body as it was.
  const headers = new Headers(page.headers);
  for (const name of ['content-length', 'content-encoding', 'etag', 'last-modified']) headers.delete(name);
  return new Response(html, { status: 200, headers });
}

async function answer(strategy: Strategy, event: FetchEvent): Promise<Response> {
  const { request } = event;
  switch (strategy) {
    case 'page':
      // Scripts the worker could not keep as it activated (the network gone a moment) are kept on a later visit.
      event.waitUntil(keepShellScripts(event).catch(() => undefined));
      // A return visit to a signed-in first screen: the last one shown there, at once, the app over it.
      try {
        const lastScreen = await lastScreenPage(new URL(request.url), event);
        if (lastScreen) return lastScreen;
      } catch {
        // Cache Storage refused: the page as usual.
      }
      try {
        return await pages.handle({ event, request });
      } catch {
        return (await matchPrecache(offlinePageFor(new URL(request.url).pathname))) ?? Response.error();
      }
    case 'precached':
      return (await matchPrecache(request.url)) ?? fetch(request);
    case 'script':
      return shellScriptAddresses.has(request.url) ? shellScripts.handle({ event, request }) : fetch(request);
    case 'fresh-first':
      return request.url === remotesAddress ? remotesList(event, request) : freshFirst.handle({ event, request });
    case 'cache-first':
      return cacheFirst.handle({ event, request });
    case 'network':
      return fetch(request);
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const portal = { origin: self.location.origin, remoteOrigins: [] as string[] };
  const origin = new URL(request.url).origin;
  // Whether another origin is a remote is known only once the kept /remotes.json is read, and the
  // event must be taken up or let go at once: a request is taken up when it would be a remote's.
  if (strategyFor(request, { ...portal, remoteOrigins: [origin] }) === 'network') return;
  const strategy =
    origin === portal.origin
      ? Promise.resolve(strategyFor(request, portal))
      : knownRemoteOrigins().then((remotes) => strategyFor(request, { ...portal, remoteOrigins: remotes }));
  event.respondWith(strategy.then((chosen) => answer(chosen, event)));
});

// A new version waits until the page asks it to take over (its "Reload" notice), so a page is never
// changed under a child in a quiz; the first one takes the open page at once, so it works offline
// from the first visit.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  // What workbox-window's messageSkipWaiting() sends (register.ts).
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  // A signed-in screen to paint on the next visit to its path (keep-last-screen.ts).
  const screen = lastScreenFromMessage(data);
  if (screen) event.waitUntil(inTurn(() => keepScreen(screen)));
  // A kept screen that may no longer be shown (forgetLastScreen).
  const forgotten = screenToForget(data);
  if (forgotten) event.waitUntil(inTurn(() => forgetScreen(forgotten)));
  // What the page fetched before the first worker took it over (register.ts); at most a page's worth.
  if (data?.type === KEEP_LOADED && Array.isArray(data.urls)) {
    const urls = data.urls.filter((url): url is string => typeof url === 'string').slice(0, KEEP_LOADED_MAX);
    event.waitUntil(keepLoaded(event, urls));
  }
});
self.addEventListener('activate', (event) => event.waitUntil(Promise.all([self.clients.claim(), keepShellScripts(event)])));
