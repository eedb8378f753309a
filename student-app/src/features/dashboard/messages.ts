import { translator } from 'shared';

export const t = translator({
  'dashboard.welcome': 'Welcome back, {name}!',
  'dashboard.assignments': 'My assignments',
  'dashboard.assignments.empty': 'No assignments yet. When your parent sets one, it appears here.',
  'dashboard.assignment.details': '{subject} · {minutes} minutes',
});
