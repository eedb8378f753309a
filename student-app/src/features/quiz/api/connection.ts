import { ClientResponseError } from 'pocketbase';

/**
 * Not a refusal of what was sent, so worth sending again later: no answer at all (offline), the
 * server down behind a proxy (502, 503, 504) or failing (500), too many requests at once (429).
 */
export function isUnreachable(error: unknown): boolean {
  if (!(error instanceof ClientResponseError) || error.isAbort) return false;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

export function statusOf(error: unknown): number | null {
  return error instanceof ClientResponseError ? error.status : null;
}

const RETRY_MS = 5_000;

/**
 * Resolves when it is worth trying the server again: when the browser says it is back online, or
 * after a few seconds (the device can be online while the server is down or restarting).
 */
export function connectionMayBeBack(signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('online', done);
      signal?.removeEventListener('abort', done);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, RETRY_MS);
    window.addEventListener('online', done);
    signal?.addEventListener('abort', done);
  });
}
