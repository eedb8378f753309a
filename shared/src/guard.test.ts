import { describe, expect, it } from 'vitest';
import { accessTo, signInPathFor, signInState } from './guard.ts';

describe('accessTo', () => {
  it('sends a signed-out visitor of a guarded path to the sign-in of its area, remembering the path', () => {
    expect(accessTo({ pathname: '/create-assignment', search: '?draft=1' }, null)).toEqual({
      kind: 'signIn',
      to: '/login',
      from: '/create-assignment?draft=1',
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
