import { defineRemoteRoutes } from 'shared/ui';
import { t } from './messages.ts';

/** The module the shell loads: the parent area's frame and its screens, each loaded when first opened. */
export default defineRemoteRoutes(t('area.title'), {
  parentDashboard: () => import('./routes/parent-dashboard.tsx').then((m) => m.ParentDashboard),
  children: () => import('./routes/children.tsx').then((m) => m.ChildrenScreen),
  createAssignment: () => import('./routes/create-assignment.tsx').then((m) => m.CreateAssignment),
  editAssignment: () => import('./routes/edit-assignment.tsx').then((m) => m.EditAssignment),
  parentSettings: () => import('./routes/settings.tsx').then((m) => m.SettingsScreen),
});
