import { translator } from 'shared';

export const t = translator({
  'dashboard.welcome': 'Welcome, {name}',
});
