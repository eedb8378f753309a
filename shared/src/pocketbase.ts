import PocketBase from 'pocketbase';
import type { TypedPocketBase } from './pocketbase-types.ts';

/**
 * The one PocketBase client of the portal. It talks to `/api` on the page's own
 * origin: the shell's server (and, in production, the reverse proxy in front of the
 * static files) forwards `/api` to PocketBase, so no app carries a backend address.
 */
export const pb = new PocketBase('/') as TypedPocketBase;

/** Called when the server refuses a token the browser still held. */
type ExpiryListener = () => void;
const expiryListeners = new Set<ExpiryListener>();

export function onSessionExpired(listener: ExpiryListener): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

pb.afterSend = (response, data: unknown) => {
  const isAuthCall = new URL(response.url, 'http://x').pathname.endsWith('/auth-with-password');
  if (response.status === 401 && pb.authStore.token && !isAuthCall) {
    pb.authStore.clear();
    for (const listener of expiryListeners) listener();
  }
  return data;
};
