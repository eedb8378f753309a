import { translator } from 'shared';

export const t = translator({
  'area.title': 'My Revision',
});
