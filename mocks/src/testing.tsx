import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'shared/router';
import type { RemoteRoutes } from 'shared';
import { pb } from 'shared/session';
import { createMockDb, type MockDb } from './db.ts';
import { demoLogins, fixtures, studentSampleFixtures } from './fixtures.ts';
import { createHandlers } from './handlers/index.ts';
import { quizScript, type QuizScriptOptions } from './handlers/quiz-script.ts';
import { mockServer } from './node.ts';
import { standaloneRoutes } from './standalone-routes.tsx';

/**
 * Renders a remote's routes at a path, as when it runs alone, optionally signed in as a demo
 * account (against the MSW backend of the test setup).
 */
export async function renderRoute(routes: RemoteRoutes, path: string, signInAs?: 'parent' | 'student' | 'creator' | 'reviewer') {
  const demo = demoLogins();
  if (signInAs === 'parent') await pb.collection('parents').authWithPassword(demo.parent.email, demo.parent.password);
  if (signInAs === 'student') await pb.collection('students').authWithPassword(demo.student.studentId, demo.student.accessCode);
  if (signInAs === 'creator' || signInAs === 'reviewer') {
    const account = fixtures.creators.find((creator) => creator.reviewer === (signInAs === 'reviewer'));
    if (!account) throw new Error(`The fixtures have no demo ${signInAs}`);
    await pb.collection('creators').authWithPassword(account.email, account.password);
  }
  const router = createMemoryRouter(standaloneRoutes(routes), { initialEntries: [path] });
  return { user: userEvent.setup(), router, ...render(<RouterProvider router={router} />) };
}

/** The student area's mock backend for this test: the fixtures with the demo student's history (SPEC's sample student). */
export function serveStudentSample(): MockDb {
  const db = createMockDb(studentSampleFixtures);
  mockServer.resetHandlers(...createHandlers(db));
  return db;
}

/**
 * For this test, the quiz engine's routes answer with the scripted quiz over a fresh mock database
 * of the student's sample, which the test can read; handlers a test adds later with `mockServer.use` come first.
 */
export function scriptQuiz(options?: QuizScriptOptions): MockDb {
  const db = createMockDb(studentSampleFixtures);
  mockServer.resetHandlers(...quizScript(db, options), ...createHandlers(db));
  return db;
}

/**
 * A failure the server does not explain: PocketBase's stock message, which the screens replace
 * with their own words. A 500 (the default) may pass by itself; a 4xx is a refusal.
 */
export const unexplainedError = (status = 500) =>
  HttpResponse.json({ status, message: 'Something went wrong while processing your request.', data: {} }, { status });

/**
 * The tests of a remote guarding its own screens when it runs alone (the shell is not there to do
 * it): a signed-out visitor is sent to the sign-in with the page remembered, and an account of
 * another role is told so in the area's frame, with Logout.
 */
export function itGuardsItsOwnScreens(routes: RemoteRoutes, path: string, role: 'parent' | 'student', other: 'parent' | 'student') {
  it('guards its own screens when it runs alone: a signed-out visitor goes to the sign-in', async () => {
    const { router } = await renderRoute(routes, path);
    expect(await screen.findByRole('heading', { name: 'You are signed out' })).toBeVisible();
    expect(router.state.location).toMatchObject({ pathname: '/login', state: { from: path } });
  });

  it("guards its own screens when it runs alone: another role's account is told so, with Logout", async () => {
    const { user, router } = await renderRoute(routes, path, other);
    expect(await screen.findByRole('heading', { level: 1, name: 'This page is not for your account' })).toBeVisible();
    expect(screen.getByText(`You are signed in as a ${other}. This page is for a ${role}.`)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(router.state.location.pathname).toBe('/login');
  });
}
