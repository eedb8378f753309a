import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'shared/router';
import type { RemoteRoutes } from 'shared';
import { pb } from 'shared/session';
import { demoLogins } from './fixtures.ts';
import { standaloneRoutes } from './standalone-routes.tsx';

/**
 * Renders a remote's routes at a path, as when it runs alone, optionally signed in as a demo
 * account (against the MSW backend of the test setup).
 */
export async function renderRoute(routes: RemoteRoutes, path: string, signInAs?: 'parent' | 'student') {
  const demo = demoLogins();
  if (signInAs === 'parent') await pb.collection('parents').authWithPassword(demo.parent.email, demo.parent.password);
  if (signInAs === 'student') await pb.collection('students').authWithPassword(demo.student.studentId, demo.student.accessCode);
  const router = createMemoryRouter(standaloneRoutes(routes), { initialEntries: [path] });
  return { user: userEvent.setup(), router, ...render(<RouterProvider router={router} />) };
}
