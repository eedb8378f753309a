import { translator } from 'shared';

export const t = translator({
  'creatorLogin.title': 'Content Creator Sign In',
  'creatorLogin.submit': 'Sign in',
});
