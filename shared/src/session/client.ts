import PocketBase from 'pocketbase';
import { sendApi } from '../api/index.ts';
import type { TypedPocketBase } from '../pocketbase-types.ts';

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

function endSession(): void {
  pb.authStore.clear();
  for (const listener of expiryListeners) listener();
}

pb.afterSend = (response, data: unknown) => {
  const isAuthCall = new URL(response.url, 'http://x').pathname.endsWith('/auth-with-password');
  if (response.status === 401 && pb.authStore.token && !isAuthCall) endSession();
  return data;
};

/**
 * Whether the stored session still stands: ended when its token ran out while the page was
 * open, or when the server refuses it (a parent reset the child's code). Asking never extends
 * a session, so a child's 8 hours stay 8 hours.
 */
export async function checkSession(): Promise<void> {
  if (!pb.authStore.token) return;
  if (!pb.authStore.isValid) {
    endSession();
    return;
  }
  // A refusal ends the session through afterSend; a network failure changes nothing.
  await sendApi(pb, 'session', { requestKey: 'session-check' }).catch(() => undefined);
}
