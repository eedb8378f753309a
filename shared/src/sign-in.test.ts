import { describe, expect, it } from 'vitest';
import { validateEmailSignIn } from './sign-in.ts';

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
