import type { SessionState } from 'shared/session';
import { areaFor, homeFor, paths, type Role } from './paths.ts';

/** What a visitor may do on a path, given who is signed in: one rule for the shell and every remote. */
export type Access =
  | { kind: 'open' }
  | { kind: 'allowed' }
  | { kind: 'signIn'; to: string; from: string }
  | { kind: 'forbidden'; role: Role; needed: Role }
  | { kind: 'unknown' };

export function accessTo(location: { pathname: string; search?: string; hash?: string }, user: { type: Role } | null): Access {
  const area = areaFor(location.pathname);
  if (!area) return { kind: 'unknown' };
  if (!area.role) return { kind: 'open' };
  if (!user) return { kind: 'signIn', to: paths[area.signIn], from: `${location.pathname}${location.search ?? ''}${location.hash ?? ''}` };
  if (user.type !== area.role) return { kind: 'forbidden', role: user.type, needed: area.role };
  return { kind: 'allowed' };
}

/**
 * What a guard hands the sign-in page with `access.to`: the page a signed-out visitor asked for,
 * which the sign-in opens once they are in. Nothing after a Logout: the page the last user
 * left is theirs, and whoever signs in next on this browser starts at their own home.
 */
export function signInState(access: Extract<Access, { kind: 'signIn' }>, session: Pick<SessionState, 'notice'>): { from: string } | null {
  return session.notice === 'loggedOut' || session.notice === 'accountDeleted' ? null : { from: access.from };
}

/**
 * Where a guard sends a signed-out visitor: the sign-in, or, once the account was deleted on this page,
 * the landing page, which says so (a deleted account has nothing to sign in to).
 */
export function signInTarget(access: Extract<Access, { kind: 'signIn' }>, session: Pick<SessionState, 'notice'>): string {
  return session.notice === 'accountDeleted' ? paths.landing : access.to;
}

/** Where a role signs in again after logging out. */
export function signInPathFor(role: Role | undefined): string {
  return role === 'creator' ? paths.creatorLogin : paths.login;
}

/**
 * A text a page handed the next in its navigation's state (`{ notice }`, `{ from }`): only a string, whatever the
 * history entry holds (a page's state outlives a reload, and any script of the origin can write it).
 */
export function textInState(state: unknown, key: string): string | undefined {
  if (!state || typeof state !== 'object' || !Object.hasOwn(state, key)) return undefined;
  const value: unknown = (state as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

/** The `from` a guard put in the location state: the path a signed-out visitor asked for. */
export function requestedPath(state: unknown): string | undefined {
  return textInState(state, 'from');
}

/**
 * Where a user goes once signed in: back to the page they first asked for when it is a page for their role,
 * otherwise their own home. Only this site's paths are followed, whatever a page's history state holds.
 */
export function destinationAfterSignIn(user: { type: Role }, from: string | undefined): string {
  if (from && from.startsWith('/') && !from.startsWith('//') && !from.includes('\\')) {
    const pathname = from.split(/[?#]/)[0] ?? from;
    if (areaFor(pathname)?.role === user.type) return from;
  }
  return homeFor(user.type);
}
