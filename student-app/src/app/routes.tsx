import { defineRemoteRoutes } from 'shared/ui';
import { t } from './messages.ts';

/** The module the shell loads: the student area's frame and its screens, each loaded when first opened. */
export default defineRemoteRoutes(t('area.title'), {
  studentDashboard: () => import('./routes/student-dashboard.tsx').then((m) => m.StudentDashboard),
  quiz: () => import('./routes/quiz.tsx').then((m) => m.QuizScreen),
  quizResults: () => import('./routes/quiz-results.tsx').then((m) => m.QuizResultsScreen),
});
