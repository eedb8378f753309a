import { translator } from 'shared';

/** The texts of the notice that a new version of the portal is ready. */
export const t = translator({
  'update.label': 'New version',
  'update.ready': 'A new version is ready.',
  'update.reload': 'Reload',
  'update.later': 'Later',
});
