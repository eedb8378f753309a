import { translator } from 'shared';

/** The texts of the student app's shared pieces. */
export const t = translator({
  menu: 'Menu',
  'speak.stop': 'Stop',
  'speak.stop.label': 'Stop reading',
});
