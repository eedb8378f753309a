import { onlineManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { renderRoute } from 'mocks/testing';
import { Link } from 'shared/router';
import { defineRemoteRoutes, PageLayout } from 'shared/ui';
import { describe, expect, it, vi } from 'vitest';

function Broken(): never {
  throw new Error('a bug in this screen');
}

function Working() {
  return (
    <PageLayout heading="Children">
      <Link to="/parent-dashboard">Back</Link>
    </PageLayout>
  );
}

// The same frame and boundaries every remote gets, with one screen that fails to render.
const routes = defineRemoteRoutes('Parent Dashboard', {
  parentDashboard: () => Promise.resolve(Broken),
  children: () => Promise.resolve(Working),
});

describe('a screen that fails', () => {
  it("shows a friendly message inside the area's frame, with Logout and a way back, while the other screens keep working", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, router } = await renderRoute(routes, '/children', 'parent');
    await user.click(await screen.findByRole('link', { name: 'Back' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('This screen could not be shown.');
    expect(screen.getByText('Parent Dashboard')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute('href', '/parent-dashboard');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();

    await act(() => router.navigate('/children'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Children' })).toBeVisible();
  });
});

describe('a screen whose code cannot be fetched', () => {
  it("offline, says so in the area's frame, then opens the screen by itself once the connection is back", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let connected = false;
    const offlineRoutes = defineRemoteRoutes('Parent Dashboard', {
      parentDashboard: () => Promise.resolve(Working),
      children: () => (connected ? Promise.resolve(Working) : Promise.reject(new TypeError('Failed to fetch'))),
    });
    onlineManager.setOnline(false);
    try {
      const { router } = await renderRoute(offlineRoutes, '/children', 'parent');
      expect(await screen.findByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
      expect(screen.getByRole('alert')).toHaveTextContent('This screen needs the internet the first time it opens.');
      expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
      connected = true;
      act(() => onlineManager.setOnline(true));
      expect(await screen.findByRole('heading', { level: 1, name: 'Children' })).toBeVisible();
      // Left and opened again: the screen, not the message (the router keeps the stand-in for the page's life).
      await act(() => router.navigate('/parent-dashboard'));
      await act(() => router.navigate('/children'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Children' })).toBeVisible();
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('online, is fetched again by itself when the screen is opened again later', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fails = true;
    const flakyRoutes = defineRemoteRoutes('Parent Dashboard', {
      parentDashboard: () => Promise.resolve(Working),
      children: () => (fails ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(Working)),
    });
    const { router } = await renderRoute(flakyRoutes, '/children', 'parent');
    // Tried once more by itself a second later, which fails too: then it says so.
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }, { timeout: 3000 })).toBeVisible();
    fails = false;
    await act(() => router.navigate('/parent-dashboard'));
    await act(() => router.navigate('/children'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Children' })).toBeVisible();
  });

  it('online, a fetch that failed as the connection came back is tried once more by itself', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let tries = 0;
    const flakyRoutes = defineRemoteRoutes('Parent Dashboard', {
      children: () => {
        tries += 1;
        return tries === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(Working);
      },
    });
    await renderRoute(flakyRoutes, '/children', 'parent');
    expect(await screen.findByRole('heading', { level: 1, name: 'Children' }, { timeout: 3000 })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
    expect(tries).toBe(2);
  });

  it('is an error for the boundary when its module has no screen in it, never an empty page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const emptyRoutes = defineRemoteRoutes('Parent Dashboard', {
      children: () => Promise.resolve(undefined as unknown as typeof Working),
    });
    await renderRoute(emptyRoutes, '/children', 'parent');
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  });
});
