import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'shared/router';
import type { RemoteRoutes } from 'shared';
import { pb } from 'shared/session';
import { startMockWorker } from './browser.ts';
import { demoLogins, studentSampleFixtures } from './fixtures.ts';
import { standaloneRoutes } from './standalone-routes.tsx';

interface StandaloneOptions {
  /** The remote's exposed routes. */
  routes: RemoteRoutes;
  /** Serve the fixtures through MSW instead of a real backend. */
  mocks: boolean;
  /** Sign in as the demo account first, as the shell's login would have. */
  signInAs?: 'parent' | 'student';
}

/** Runs a remote on its own, outside the shell: its routes, its own router and guard, and mock data. */
export async function startStandalone({ routes, mocks, signInAs }: StandaloneOptions): Promise<void> {
  if (mocks) {
    await startMockWorker(signInAs === 'student' ? studentSampleFixtures : undefined);
    if (signInAs && !pb.authStore.isValid) {
      const demo = demoLogins();
      if (signInAs === 'parent') await pb.collection('parents').authWithPassword(demo.parent.email, demo.parent.password);
      else await pb.collection('students').authWithPassword(demo.student.studentId, demo.student.accessCode);
    }
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const router = createBrowserRouter(standaloneRoutes(routes));
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
