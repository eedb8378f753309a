import { defineRemoteRoutes } from 'shared/ui';
import { CreatorNavigation } from '../features/navigation/components/creator-navigation.tsx';
import { t } from './messages.ts';

/** The module the shell loads: the creator portal's frame with its sidebar, and its screens, each loaded when first opened. */
export default defineRemoteRoutes(
  t('area.title'),
  {
    creatorLogin: () => import('./routes/creator-login.tsx').then((m) => m.CreatorLogin),
    creatorDashboard: () => import('./routes/creator-dashboard.tsx').then((m) => m.CreatorDashboard),
    createQuestion: () => import('./routes/question-editor.tsx').then((m) => m.CreateQuestion),
    createQuestionSet: () => import('./routes/set-editor.tsx').then((m) => m.CreateQuestionSet),
    manageQuestions: () => import('./routes/manage-questions.tsx').then((m) => m.ManageQuestions),
    manageQuestionSets: () => import('./routes/manage-question-sets.tsx').then((m) => m.ManageQuestionSets),
    editQuestion: () => import('./routes/question-editor.tsx').then((m) => m.EditQuestion),
    editQuestionSet: () => import('./routes/set-editor.tsx').then((m) => m.EditQuestionSet),
    bulkImport: () => import('./routes/bulk-import.tsx').then((m) => m.BulkImport),
    analytics: () => import('./routes/analytics.tsx').then((m) => m.AnalyticsScreen),
    contentGuidelines: () => import('./routes/content-guidelines.tsx').then((m) => m.ContentGuidelines),
    reviewQueue: () => import('./routes/review-queue.tsx').then((m) => m.ReviewQueue),
    creatorSettings: () => import('./routes/creator-settings.tsx').then((m) => m.CreatorSettings),
  },
  undefined,
  CreatorNavigation,
);
