import { defineRemoteRoutes } from 'shared/ui';
import { t } from './messages.ts';

/** The module the shell loads: the student area's frame and its screens, each loaded when first opened. */
export default defineRemoteRoutes(t('area.title'), {
  studentDashboard: () => import('../features/dashboard/components/student-dashboard.tsx').then((m) => m.StudentDashboard),
  quiz: () => import('../features/quiz/components/quiz-screen.tsx').then((m) => m.QuizScreen),
  quizResults: () => import('../features/results/components/quiz-results.tsx').then((m) => m.QuizResultsScreen),
});
