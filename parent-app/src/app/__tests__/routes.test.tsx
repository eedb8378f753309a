import { screen } from '@testing-library/react';
import { renderRoute } from 'mocks/testing';
import { describe, expect, it } from 'vitest';
import ParentAppRoutes from '../routes.tsx';

describe('the parent area', () => {
  it('sends its own unknown paths to the dashboard', async () => {
    await renderRoute(ParentAppRoutes, '/nowhere', 'parent');
    expect(await screen.findByRole('heading', { name: 'Welcome, Sarah Johnson' })).toBeVisible();
  });

  it('guards its own screens when it runs alone: a signed-out visitor goes to the sign-in', async () => {
    const { router } = await renderRoute(ParentAppRoutes, '/create-assignment');
    expect(await screen.findByRole('heading', { name: 'You are signed out' })).toBeVisible();
    expect(router.state.location).toMatchObject({ pathname: '/login', state: { from: '/create-assignment' } });
  });

  it("guards its own screens when it runs alone: another role's account is told so, with Logout", async () => {
    const { user, router } = await renderRoute(ParentAppRoutes, '/create-assignment', 'student');
    expect(await screen.findByRole('heading', { level: 1, name: 'This page is not for your account' })).toBeVisible();
    expect(screen.getByText('You are signed in as a student. This page is for a parent.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(router.state.location.pathname).toBe('/login');
  });
});
