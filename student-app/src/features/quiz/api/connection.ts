import { ClientResponseError } from 'pocketbase';

/** No answer at all: the device is offline or the server cannot be reached (not a refusal). */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ClientResponseError && !error.isAbort && error.status === 0;
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
