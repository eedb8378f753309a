import { defineRemoteRoutes } from 'shared/ui';
import { t } from './messages.ts';

/** The module the shell loads: the creator portal's frame and its screens, each loaded when first opened. */
export default defineRemoteRoutes(t('area.title'), {
  creatorLogin: () => import('../features/auth/components/creator-login.tsx').then((m) => m.CreatorLogin),
  creatorDashboard: () => import('./routes/creator-dashboard.tsx').then((m) => m.CreatorDashboard),
  createQuestion: () => import('../features/questions/components/question-editor.tsx').then((m) => m.CreateQuestion),
  createQuestionSet: () => import('../features/question-sets/components/set-editor.tsx').then((m) => m.CreateQuestionSet),
  manageQuestions: () => import('../features/questions/components/manage-questions.tsx').then((m) => m.ManageQuestions),
  manageQuestionSets: () => import('../features/question-sets/components/manage-question-sets.tsx').then((m) => m.ManageQuestionSets),
  editQuestion: () => import('../features/questions/components/question-editor.tsx').then((m) => m.EditQuestion),
  editQuestionSet: () => import('../features/question-sets/components/set-editor.tsx').then((m) => m.EditQuestionSet),
  bulkImport: () => import('../features/bulk-import/components/bulk-import.tsx').then((m) => m.BulkImport),
  analytics: () => import('../features/analytics/components/analytics-screen.tsx').then((m) => m.AnalyticsScreen),
  contentGuidelines: () => import('../features/guidelines/components/content-guidelines.tsx').then((m) => m.ContentGuidelines),
  reviewQueue: () => import('./routes/review-queue.tsx').then((m) => m.ReviewQueue),
});
