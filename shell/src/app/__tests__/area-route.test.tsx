import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoLogins } from 'mocks';
import { expectNoAxeViolations } from 'mocks/testing';
import { mockServer } from 'mocks/node';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, Outlet, RouterProvider } from 'shared/router';
import type { RemoteName, RemoteRoutes } from 'shared';
import { pb } from 'shared/session';
import { defineRemoteRoutes, PageLayout } from 'shared/ui';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemoteRoutes, preloadHome } from '../federation/remotes.ts';
import { shellRoutes } from '../router.tsx';

// The remotes themselves are not built in a component test: the loader stands in for federation.
vi.mock('../federation/remotes.ts', () => ({
  loadRemoteRoutes: vi.fn<typeof loadRemoteRoutes>(),
  preloadHome: vi.fn<typeof preloadHome>(),
}));
const loadRemote = vi.mocked(loadRemoteRoutes);
const preload = vi.mocked(preloadHome);

function signInAs(collectionName: 'parents' | 'students', id: string) {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  pb.authStore.save(`x.${btoa(JSON.stringify({ id, type: 'auth', exp }))}.y`, {
    id,
    collectionName,
    collectionId: collectionName,
    name: 'Someone',
  });
}

/** A remote with one screen per path that names the remote, in a frame that shows the current path. */
function fakeRemote(name: RemoteName): RemoteRoutes {
  const anyScreen = () => Promise.resolve({ Component: () => <h1>{`${name} screen`}</h1> });
  return {
    Frame: Outlet,
    ErrorBoundary: () => <p>A screen failed</p>,
    screens: { parentDashboard: anyScreen, createAssignment: anyScreen, studentDashboard: anyScreen, quiz: anyScreen },
  };
}

const QuizScreen = () => <PageLayout heading="Science quiz" />;
const DashboardScreen = () => <h1>Emma's dashboard</h1>;

function renderAt(path: string) {
  const { routes, discover } = shellRoutes();
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation: discover });
  render(<RouterProvider router={router} />);
  return router;
}

/** Where the router is now, and what a guard remembered: what the address bar and the sign-in see. */
const whereIs = (router: ReturnType<typeof renderAt>) => ({
  pathname: router.state.location.pathname,
  state: router.state.location.state as unknown,
});

beforeEach(() => {
  loadRemote.mockReset();
  preload.mockReset();
  loadRemote.mockImplementation(async (name) => fakeRemote(name));
});

describe('the areas of the portal', () => {
  it('fetches the home of the role signing in while the sign-in is on its way, not after it', async () => {
    const demo = demoLogins();
    let answer: ((response: Response) => void) | undefined;
    mockServer.use(http.post('*/api/collections/parents/auth-with-password', () => new Promise<Response>((resolve) => (answer = resolve))));
    const router = renderAt('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), demo.parent.email);
    await user.type(screen.getByLabelText('Password'), demo.parent.password);
    await user.click(screen.getByRole('button', { name: 'Login as Parent' }));
    await waitFor(() => expect(answer).toBeDefined());
    expect(preload).toHaveBeenCalledWith('parent');
    expect(router.state.location.pathname).toBe('/login');
    // A refused sign-in has fetched the parent's area for nothing, and nothing else happens.
    act(() => answer?.(HttpResponse.json({ status: 400, message: 'Failed to authenticate.', data: {} }, { status: 400 })));
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication failed');
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it("shows a page that fails under the shell's header, with Logout and the way back to the dashboard", async () => {
    signInAs('parents', 'parentdemo00001');
    loadRemote.mockImplementation(async (name) => ({
      ...fakeRemote(name),
      Frame: () => {
        throw new Error('The frame is broken');
      },
    }));
    const failures = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderAt('/parent-dashboard');
      expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
      expect(screen.getByRole('alert')).toHaveTextContent('This screen could not be shown.');
      expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute('href', '/parent-dashboard');
    } finally {
      failures.mockRestore();
    }
  });

  it('sends a signed-out visitor to the sign-in, remembering the page asked for, without fetching the remote', async () => {
    const router = renderAt('/edit-assignment/abc?tab=2');
    await waitFor(() => expect(whereIs(router)).toEqual({ pathname: '/login', state: { from: '/edit-assignment/abc?tab=2' } }));
    expect(await screen.findByRole('button', { name: 'Login as Parent' })).toBeVisible();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('sends a signed-out creator to the creator sign-in', async () => {
    const router = renderAt('/manage-questions');
    await waitFor(() => expect(whereIs(router)).toEqual({ pathname: '/creator-login', state: { from: '/manage-questions' } }));
  });

  it('mounts the screen of the remote that owns the path for a user of the right role', async () => {
    signInAs('parents', 'parentdemo00001');
    renderAt('/parent-dashboard');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'parent_app screen' })).toBeVisible());
    expect(loadRemote).toHaveBeenCalledWith('parent_app', false);
  });

  it('tells a user of the wrong role that the page is not theirs, with a way back and a way out', async () => {
    signInAs('students', 'studentemma0001');
    renderAt('/create-assignment');
    expect(await screen.findByRole('heading', { name: 'This page is not for your account' })).toBeVisible();
    expect(screen.getByText('You are signed in as a student. This page is for a parent.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute('href', '/student-dashboard');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('shows a not-found page for a path nobody owns', async () => {
    renderAt('/quiz');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  it('shows a friendly page with Logout when a remote is down, and loads it again on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemote.mockRejectedValueOnce(new Error('connection refused'));
    signInAs('students', 'studentemma0001');
    renderAt('/student-dashboard');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the portal is not available right now');
    expect(screen.getByRole('main')).toContainElement(alert);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expectNoAxeViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(screen.getByRole('heading', { name: 'student_app screen' })).toBeVisible());
    expect(loadRemote).toHaveBeenLastCalledWith('student_app', true);
  });

  it('takes a child whose area is down back to the sign-in on Logout', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemote.mockRejectedValue(new Error('connection refused'));
    signInAs('students', 'studentemma0001');
    const router = renderAt('/student-dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(whereIs(router).pathname).toBe('/login'));
    expect(pb.authStore.isValid).toBe(false);
  });

  it('does not hand the page of a user who logs out to the next one who signs in', async () => {
    // The student area as the remote builds it (its frame guards it too), the quiz in the page layout with Logout.
    loadRemote.mockImplementation(async (name) =>
      name === 'student_app'
        ? defineRemoteRoutes('Student', { quiz: async () => QuizScreen, studentDashboard: async () => DashboardScreen })
        : fakeRemote(name),
    );
    signInAs('students', 'studentliam0001');
    const router = renderAt('/quiz/assignscience01');
    expect(await screen.findByRole('heading', { level: 1, name: 'Science quiz' })).toBeVisible();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Login as Parent' })).toBeVisible();
    expect(whereIs(router).pathname).toBe('/login');

    const demo = demoLogins();
    await user.click(screen.getByRole('tab', { name: 'Student' }));
    await user.type(screen.getByLabelText('Student ID'), demo.student.studentId);
    await user.type(screen.getByLabelText('Access Code'), demo.student.accessCode);
    await user.click(screen.getByRole('button', { name: 'Start Revision' }));
    expect(await screen.findByRole('heading', { level: 1, name: "Emma's dashboard" })).toBeVisible();
    expect(whereIs(router).pathname).toBe('/student-dashboard');
  });
});
