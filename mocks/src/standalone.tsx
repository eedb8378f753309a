import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { pb } from 'shared';
import { startMockWorker } from './browser.ts';
import { demoLogins } from './fixtures.ts';

interface StandaloneOptions {
  /** The remote's exposed routes component. */
  routes: ComponentType;
  /** Serve the fixtures through MSW instead of a real backend. */
  mocks: boolean;
  /** Sign in as the demo account first, as the shell's login would have. */
  signInAs?: 'parent' | 'student';
}

/** Runs a remote on its own, outside the shell: its routes, its router, and mock data. */
export async function startStandalone({ routes: Routes, mocks, signInAs }: StandaloneOptions): Promise<void> {
  if (mocks) {
    await startMockWorker();
    if (signInAs && !pb.authStore.isValid) {
      const demo = demoLogins();
      if (signInAs === 'parent') await pb.collection('parents').authWithPassword(demo.parent.email, demo.parent.password);
      else await pb.collection('students').authWithPassword(demo.student.studentId, demo.student.accessCode);
    }
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <Routes />
      </BrowserRouter>
    </StrictMode>,
  );
}
