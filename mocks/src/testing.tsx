import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { pb } from 'shared';
import { demoLogins } from './fixtures.ts';

/**
 * Renders a remote's routes at a path, as the shell would mount them, optionally
 * signed in as a demo account (against the MSW backend of the test setup).
 */
export async function renderRoute(Routes: ComponentType, path: string, signInAs?: 'parent' | 'student') {
  const demo = demoLogins();
  if (signInAs === 'parent') await pb.collection('parents').authWithPassword(demo.parent.email, demo.parent.password);
  if (signInAs === 'student') await pb.collection('students').authWithPassword(demo.student.studentId, demo.student.accessCode);
  return {
    user: userEvent.setup(),
    ...render(
      <MemoryRouter initialEntries={[path]}>
        <Routes />
      </MemoryRouter>,
    ),
  };
}
