import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { pb, type RemoteName } from 'shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemoteRoutes } from '../federation/remotes.ts';
import { AppRoutes } from '../app.tsx';

// The remotes themselves are not built in a component test: the loader stands in for federation.
vi.mock('../federation/remotes.ts', () => ({ loadRemoteRoutes: vi.fn<typeof loadRemoteRoutes>() }));
const loadRemote = vi.mocked(loadRemoteRoutes);

function signInAs(collectionName: 'parents' | 'students', id: string) {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  pb.authStore.save(`x.${btoa(JSON.stringify({ id, type: 'auth', exp }))}.y`, { id, collectionName, collectionId: collectionName, name: 'Someone' });
}

function CurrentPath() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return <output aria-label="current path">{`${location.pathname}${from ? ` from ${from}` : ''}`}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <CurrentPath />
    </MemoryRouter>,
  );
}

const remoteScreen = (name: RemoteName) => () => <h1>{`${name} screen`}</h1>;

beforeEach(() => {
  loadRemote.mockReset();
  loadRemote.mockImplementation(async (name) => remoteScreen(name));
});

describe('the areas of the portal', () => {
  it('sends a signed-out visitor to the sign-in, remembering the page asked for', async () => {
    renderAt('/edit-assignment/abc?tab=2');
    await waitFor(() =>
      expect(screen.getByLabelText('current path')).toHaveTextContent('/login from /edit-assignment/abc?tab=2'),
    );
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('sends a signed-out creator to the creator sign-in', async () => {
    renderAt('/manage-questions');
    await waitFor(() =>
      expect(screen.getByLabelText('current path')).toHaveTextContent('/creator-login from /manage-questions'),
    );
  });

  it('mounts the remote that owns the path for a user of the right role', async () => {
    signInAs('parents', 'parentdemo00001');
    renderAt('/parent-dashboard');
    expect(await screen.findByRole('heading', { name: 'parent_app screen' })).toBeVisible();
    expect(loadRemote).toHaveBeenCalledWith('parent_app', false);
  });

  it('tells a user of the wrong role that the page is not theirs, with a way back', async () => {
    signInAs('students', 'studentemma0001');
    renderAt('/create-assignment');
    expect(await screen.findByRole('heading', { name: 'This page is not for your account' })).toBeVisible();
    expect(screen.getByText('You are signed in as a student. This page is for a parent.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute('href', '/student-dashboard');
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('shows a not-found page for a path nobody owns', async () => {
    renderAt('/quiz');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  it('shows a friendly page when a remote is down, and loads it again on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The shell keeps a loaded remote for the page's life, so this uses one no other test loads.
    loadRemote.mockRejectedValueOnce(new Error('connection refused'));
    signInAs('students', 'studentemma0001');
    renderAt('/student-dashboard');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the portal is not available right now');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'student_app screen' })).toBeVisible();
    expect(loadRemote).toHaveBeenLastCalledWith('student_app', true);
  });
});
