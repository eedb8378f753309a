import { describe, expect, it } from 'vitest';
import { accessTo, destinationAfterSignIn, requestedPath, signInPathFor, signInState } from './guard.ts';

describe('accessTo', () => {
  it('sends a signed-out visitor of a guarded path to the sign-in of its area, remembering the path', () => {
    expect(accessTo({ pathname: '/create-assignment', search: '?draft=1', hash: '#children' }, null)).toEqual({
      kind: 'signIn',
      to: '/login',
      from: '/create-assignment?draft=1#children',
    });
    expect(accessTo({ pathname: '/manage-questions' }, null)).toMatchObject({ kind: 'signIn', to: '/creator-login' });
  });

  it('refuses a user of another role and says which role the path is for', () => {
    expect(accessTo({ pathname: '/quiz/abc' }, { type: 'parent' })).toEqual({ kind: 'forbidden', role: 'parent', needed: 'student' });
  });

  it('lets the right role in, anyone onto an open path, and knows no path outside the areas', () => {
    expect(accessTo({ pathname: '/parent-dashboard' }, { type: 'parent' })).toEqual({ kind: 'allowed' });
    expect(accessTo({ pathname: '/creator-login' }, null)).toEqual({ kind: 'open' });
    expect(accessTo({ pathname: '/nowhere' }, { type: 'parent' })).toEqual({ kind: 'unknown' });
  });
});

describe('signInState', () => {
  const signIn = { kind: 'signIn', to: '/login', from: '/quiz/abc' } as const;

  it('hands the sign-in the page a signed-out visitor asked for, also after a session expired', () => {
    expect(signInState(signIn, { notice: null })).toEqual({ from: '/quiz/abc' });
    expect(signInState(signIn, { notice: 'expired' })).toEqual({ from: '/quiz/abc' });
  });

  it('hands it nothing after a Logout, so the next person to sign in does not land on the page left', () => {
    expect(signInState(signIn, { notice: 'loggedOut' })).toBeNull();
  });
});

describe('signInPathFor', () => {
  it('takes a creator back to the creator sign-in and everyone else to /login', () => {
    expect(signInPathFor('creator')).toBe('/creator-login');
    expect(signInPathFor('parent')).toBe('/login');
    expect(signInPathFor('student')).toBe('/login');
    expect(signInPathFor(undefined)).toBe('/login');
  });
});

describe('destinationAfterSignIn', () => {
  it('opens the page asked for, with its search and #part, when it is a page of the role signing in', () => {
    expect(destinationAfterSignIn({ type: 'creator' }, requestedPath({ from: '/analytics?tab=sets#top' }))).toBe('/analytics?tab=sets#top');
    expect(destinationAfterSignIn({ type: 'parent' }, '/create-assignment#children')).toBe('/create-assignment#children');
  });

  it("goes home instead for another role's page, another site, or a tampered page state", () => {
    expect(destinationAfterSignIn({ type: 'creator' }, '/parent-dashboard')).toBe('/content-creator-dashboard');
    for (const from of ['//evil.example/analytics', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
      expect(destinationAfterSignIn({ type: 'creator' }, from)).toBe('/content-creator-dashboard');
    }
    expect(requestedPath({ from: { toString: () => '/analytics' } })).toBeUndefined();
    expect(requestedPath('/analytics')).toBeUndefined();
    expect(requestedPath(Object.create({ from: '/analytics' }))).toBeUndefined();
    expect(destinationAfterSignIn({ type: 'student' }, requestedPath(null))).toBe('/student-dashboard');
  });
});
