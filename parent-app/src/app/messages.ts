import { translator } from 'shared';

export const t = translator({
  'area.title': 'Parent Dashboard',
  'dashboard.welcome': 'Welcome, {name}',
  'dashboard.childrenLink': 'Children',
  'dashboard.settingsLink': 'Settings',
  'dashboard.tabs': 'Dashboard sections',
  'tab.overview': 'Overview',
  'tab.assignments': 'Assignments',
  'tab.progress': 'Progress',
  'tab.children': 'Children',
});
