import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from 'shared';
import { PlannedScreen, ThemeProvider } from 'shared/ui';
import { ChildrenScreen } from '../features/children/components/children-screen.tsx';
import { ParentDashboard } from '../features/dashboard/components/parent-dashboard.tsx';

/** Every route the parent area owns; the shell mounts this component for them. */
export default function ParentAppRoutes() {
  return (
    <ThemeProvider>
      <Routes>
        <Route path={paths.parentDashboard} element={<ParentDashboard />} />
        <Route path={paths.createAssignment} element={<PlannedScreen title="Create Assignment" />} />
        <Route path={paths.editAssignment} element={<PlannedScreen title="Edit Assignment" />} />
        <Route path={paths.children} element={<ChildrenScreen />} />
        <Route path="*" element={<Navigate to={paths.parentDashboard} replace />} />
      </Routes>
    </ThemeProvider>
  );
}
