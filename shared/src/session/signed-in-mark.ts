import { getTokenPayload } from 'pocketbase';
import { accountScreensCacheName, SIGNED_IN_ADDRESS, SIGNED_IN_CACHE, type SignedInMark } from './account-storage.ts';

// Keeps the service worker's knowledge of who is signed in on this device (`SIGNED_IN_CACHE`) in step
// with the session: written when an account signs in or its token is renewed, removed with that
// account's last screens when the session ends in any way (Logout, an expired or revoked token, a
// Logout in another tab). The worker serves a last screen only to the account marked here.

/** The mark of a session with this token, or null when the token says nothing usable. */
export function signedInMarkOf(accountId: string, token: string): SignedInMark | null {
  const expiry = getTokenPayload(token)['exp'];
  return typeof expiry === 'number' ? { accountId, until: expiry * 1000 } : null;
}

const hasCaches = () => typeof caches !== 'undefined';

async function currentMark(): Promise<string | undefined> {
  const kept = await caches.match(SIGNED_IN_ADDRESS, { cacheName: SIGNED_IN_CACHE });
  return kept?.text();
}

/** Marks this device as signed in as the mark's account (unchanged when it already is). */
export async function markSignedIn(mark: SignedInMark): Promise<void> {
  if (!hasCaches()) return;
  const body = JSON.stringify(mark);
  if ((await currentMark()) === body) return;
  const cache = await caches.open(SIGNED_IN_CACHE);
  await cache.put(SIGNED_IN_ADDRESS, new Response(body, { headers: { 'Content-Type': 'application/json' } }));
}

/** Marks this device as signed in as nobody, and forgets the last screens of the account that was. */
export async function markSignedOut(accountId: string | undefined): Promise<void> {
  if (!hasCaches()) return;
  await Promise.all([caches.delete(SIGNED_IN_CACHE), accountId ? caches.delete(accountScreensCacheName(accountId)) : undefined]);
}
