import { accountScreensCacheName, FORGET_SCREEN } from 'shared/session/storage';

/**
 * Forgets the last screen the service worker keeps for this path of the account (the screen a return visit
 * paints at once: shell/src/features/service-worker), when what it shows may no longer be shown: a quiz once
 * its attempt has ended or is on a break. `of`: what the screen showed (its `KEPT_OF`, the attempt), never
 * kept again from then on, whichever tab hands it over. Through the worker when one controls the page, so that
 * it comes after any screen this page handed it; else from the cache itself (no worker here, so none handed over).
 */
export async function forgetLastScreen(accountId: string, path: string, of?: string): Promise<void> {
  if (!accountId || typeof caches === 'undefined') return;
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  if (worker) {
    worker.postMessage({ type: FORGET_SCREEN, accountId, path, ...(of !== undefined && { of }) }, []);
    return;
  }
  const name = accountScreensCacheName(accountId);
  if (await caches.has(name)) await (await caches.open(name)).delete(new URL(path, window.location.origin).href);
}
