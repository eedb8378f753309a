import { areaFor, homeFor } from 'shared';
import type { SessionUser } from 'shared/session';

/** The `from` a guard put in the location state: the path a signed-out visitor asked for. */
export function requestedPath(state: unknown): string | undefined {
  if (!state || typeof state !== 'object' || !('from' in state)) return undefined;
  const { from } = state;
  return typeof from === 'string' ? from : undefined;
}

/**
 * Where a user goes once signed in: back to the page they first asked for when it is a
 * page for their role, otherwise their own dashboard. Only same-site paths are followed.
 */
export function destinationAfterSignIn(user: SessionUser, from: string | undefined): string {
  if (from && from.startsWith('/') && !from.startsWith('//')) {
    const pathname = from.split(/[?#]/)[0] ?? from;
    if (areaFor(pathname)?.role === user.type) return from;
  }
  return homeFor(user.type);
}
