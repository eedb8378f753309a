import { ClientResponseError } from 'pocketbase';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInErrorWords, validateEmailSignIn } from './sign-in.ts';

describe('validateEmailSignIn', () => {
  it('requires both fields, a blank email counting as missing', () => {
    expect(validateEmailSignIn({ email: '  ', password: '' })).toEqual({
      email: 'Please enter your email',
      password: 'Please enter your password',
    });
  });

  it('refuses an email that is not an email address', () => {
    expect(validateEmailSignIn({ email: 'not-an-email', password: 'x' })).toEqual({
      email: 'Please enter a valid email address',
      password: undefined,
    });
  });

  it('accepts a well-formed email with a password', () => {
    expect(validateEmailSignIn({ email: ' parent@demo.com ', password: 'x' })).toEqual({ email: undefined, password: undefined });
  });
});

describe('signInErrorWords', () => {
  const unreachable = new ClientResponseError({ status: 0, response: {} });
  const refused = new ClientResponseError({ status: 400, response: { message: 'Failed to authenticate.' } });
  afterEach(() => vi.unstubAllGlobals());

  it('says a sign-in needs the internet when the browser is offline', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(signInErrorWords(unreachable)).toBe("You're offline. Connect to the internet to sign in.");
  });

  it("keeps the server's refusal, and the words for a server out of reach while the browser is online", () => {
    vi.stubGlobal('navigator', { onLine: true });
    expect(signInErrorWords(unreachable)).toBe('We could not reach the server. Check your internet connection and try again.');
    expect(signInErrorWords(refused)).toBe('Authentication failed');
  });
});
