import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from 'shared';
import { PlannedScreen, ThemeProvider } from 'shared/ui';
import { StudentDashboard } from '../features/dashboard/components/student-dashboard.tsx';

/** Every route the student area owns; the shell mounts this component for them. */
export default function StudentAppRoutes() {
  return (
    <ThemeProvider>
      <Routes>
        <Route path={paths.studentDashboard} element={<StudentDashboard />} />
        <Route path={paths.quiz} element={<PlannedScreen title="Quiz" />} />
        <Route path={paths.quizResults} element={<PlannedScreen title="Quiz Results" />} />
        <Route path="*" element={<Navigate to={paths.studentDashboard} replace />} />
      </Routes>
    </ThemeProvider>
  );
}
