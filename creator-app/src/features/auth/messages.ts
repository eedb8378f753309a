import { translator } from 'shared';

export const t = translator({
  'creatorLogin.title': 'Content Creator Sign In',
  'creatorLogin.submit': 'Sign in',
  'creatorLogin.error.hint': 'Check your email and password. Forgotten your password?',
  'creatorLogin.forgot': 'Forgot password?',
});
