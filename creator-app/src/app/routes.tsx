import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { paths, type PathName } from 'shared';
import { PlannedScreen, ThemeProvider } from 'shared/ui';
import { CreatorLogin } from '../features/auth/components/creator-login.tsx';
import { RequireCreator } from '../features/auth/components/require-creator.tsx';
import { CreatorDashboard } from '../features/dashboard/components/creator-dashboard.tsx';

const planned: [PathName, string][] = [
  ['createQuestion', 'Create Question'],
  ['createQuestionSet', 'Create Question Set'],
  ['manageQuestions', 'Manage Questions'],
  ['manageQuestionSets', 'Manage Question Sets'],
  ['editQuestion', 'Edit Question'],
  ['editQuestionSet', 'Edit Question Set'],
  ['bulkImport', 'Bulk Import Questions'],
  ['analytics', 'Analytics'],
  ['contentGuidelines', 'Content Guidelines'],
];

const guarded = (element: ReactNode) => <RequireCreator>{element}</RequireCreator>;

/** Every route of the creator portal; the shell mounts this component for them. */
export default function CreatorAppRoutes() {
  return (
    <ThemeProvider>
      <Routes>
        <Route path={paths.creatorLogin} element={<CreatorLogin />} />
        <Route path={paths.creatorDashboard} element={guarded(<CreatorDashboard />)} />
        {planned.map(([name, title]) => (
          <Route key={name} path={paths[name]} element={guarded(<PlannedScreen title={title} />)} />
        ))}
        <Route path="*" element={<Navigate to={paths.creatorDashboard} replace />} />
      </Routes>
    </ThemeProvider>
  );
}
