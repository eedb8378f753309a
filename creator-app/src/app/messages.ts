import { translator } from 'shared';

export const t = translator({
  'area.title': 'Content Creator Dashboard',
  'dashboard.welcome': 'Welcome, {name}',
  'dashboard.newSet': 'New Question Set',
  'dashboard.createQuestion': 'Create Question',
  'dashboard.quickActions': 'Quick Actions',
  'dashboard.bulkImport': 'Bulk Import Questions',
  'dashboard.analytics': 'View Analytics',
  'dashboard.guidelines': 'Content Guidelines',
});
