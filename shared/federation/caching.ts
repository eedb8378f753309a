import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * How long a browser, and any cache on the way, may keep a file of an app without asking again: the
 * preview servers (`cacheHeaders`) and nginx (nginx.ts) send it from these rules, and the shell's
 * service worker keeps a remote's file by the same test of its name (shell/src/features/service-worker).
 */

/**
 * Rsbuild names every script, stylesheet, image and font it writes by a hash of its content
 * (`index.fd2fe91e98.js`): a new build writes new names, so what is behind a name never changes.
 */
export const contentHashedName = /\.[0-9a-f]{8,}\.\w+$/;

/** Kept a year and never asked for again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Asked for anew on every use (a 304 when unchanged): pages, `sw.js`, `remotes.json`, every
 * `mf-manifest.json`, the web app manifest and icons, so that a new release of any app is seen on the
 * next visit.
 */
export const REVALIDATE = 'no-cache';

/** The Cache-Control of a path an app serves; null for `/api`, where PocketBase decides. */
export function cacheControlFor(pathname: string): string | null {
  if (pathname.startsWith('/api/')) return null;
  return contentHashedName.test(pathname) ? IMMUTABLE : REVALIDATE;
}

/** The preview servers' middleware: set before the static files' own `no-cache`, which it replaces. */
export function cacheHeaders() {
  return (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const value = cacheControlFor(new URL(request.url ?? '/', 'http://app').pathname);
    if (value) response.setHeader('Cache-Control', value);
    next();
  };
}
