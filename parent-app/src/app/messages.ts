import { translator } from 'shared';

export const t = translator({
  'area.title': 'Parent Dashboard',
  'dashboard.welcome': 'Welcome, {name}',
  'dashboard.children': 'Your children',
  'dashboard.childrenLink': 'Children',
  'createAssignment.title': 'Create Assignment',
  'editAssignment.title': 'Edit Assignment',
});
