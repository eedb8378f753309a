import type { CSSProperties } from 'react';
import { studentCssTokens, studentTheme } from 'shared';
import { defineRemoteRoutes } from 'shared/ui';
import { t } from './messages.ts';
import './student-area.css';

const area = defineRemoteRoutes(
  t('area.title'),
  {
    studentDashboard: () => import('./routes/student-dashboard.tsx').then((m) => m.StudentDashboard),
    quiz: () => import('./routes/quiz.tsx').then((m) => m.QuizScreen),
    quizResults: () => import('./routes/quiz-results.tsx').then((m) => m.QuizResultsScreen),
    studentSettings: () => import('./routes/my-settings.tsx').then((m) => m.MySettings),
  },
  studentTheme,
);

/**
 * The module the shell loads: the student area's frame and its screens, each loaded when first
 * opened. The frame carries the child's look (larger type, rounder shapes, more room: `.kid-area`),
 * so the parent's and creator's screens stay as they are.
 */
export default {
  ...area,
  Frame: () => (
    <div className="kid-area" style={studentCssTokens as CSSProperties}>
      <area.Frame />
    </div>
  ),
};
