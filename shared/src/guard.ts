import type { SessionState } from 'shared/session';
import { areaFor, paths, type Role } from './paths.ts';

/** What a visitor may do on a path, given who is signed in: one rule for the shell and every remote. */
export type Access =
  | { kind: 'open' }
  | { kind: 'allowed' }
  | { kind: 'signIn'; to: string; from: string }
  | { kind: 'forbidden'; role: Role; needed: Role }
  | { kind: 'unknown' };

export function accessTo(location: { pathname: string; search?: string }, user: { type: Role } | null): Access {
  const area = areaFor(location.pathname);
  if (!area) return { kind: 'unknown' };
  if (!area.role) return { kind: 'open' };
  if (!user) return { kind: 'signIn', to: paths[area.signIn], from: `${location.pathname}${location.search ?? ''}` };
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
