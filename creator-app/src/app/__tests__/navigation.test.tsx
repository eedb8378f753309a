import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from 'mocks/testing';
import { pb } from 'shared/session';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CreatorAppRoutes from '../routes.tsx';

// The creator portal's sidebar (docs/product.md, "Content creators and reviewers").

const LINKS = ['Dashboard', 'Questions', 'Question Sets', 'Bulk Import', 'Analytics', 'Guidelines', 'Settings'];

/** The screen as a phone's: the media query of the drawer matches. */
function onAPhone() {
  const real = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ ...real(query), matches: query.includes('max-width: 767') }));
}

afterEach(() => vi.restoreAllMocks());

describe('the creator portal sidebar', () => {
  it('leads to every page of the portal, the open one marked, the review queue for reviewers only', async () => {
    const { user } = await renderRoute(CreatorAppRoutes, '/content-creator-dashboard', 'creator');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(LINKS);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Questions' })).toHaveAttribute('href', '/manage-questions');
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/creator-settings');

    await user.click(within(nav).getByRole('link', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const after = screen.getByRole('navigation', { name: 'Main' });
    expect(within(after).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    expect(within(after).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('shows a reviewer the Review Queue', async () => {
    await renderRoute(CreatorAppRoutes, '/content-creator-dashboard', 'reviewer');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Review Queue' })).toHaveAttribute('href', '/review-queue');
  });

  it('collapses to icons, the links still named, and remembers it through the account’s preference', async () => {
    const { user, unmount } = await renderRoute(CreatorAppRoutes, '/content-creator-dashboard', 'creator');
    const toggle = await screen.findByRole('button', { name: 'Sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(pb.authStore.record?.['preferences']).toMatchObject({ sidebarCollapsed: true }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Analytics' })).toHaveAttribute('title', 'Analytics');
    unmount();

    // Signed in again from the server's record: still collapsed.
    await renderRoute(CreatorAppRoutes, '/content-creator-dashboard', 'creator');
    expect(await screen.findByRole('button', { name: 'Sidebar' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('is a drawer opened from the header on a phone, closed by a link or its Close button, the focus back on Menu', async () => {
    onAPhone();
    const { user } = await renderRoute(CreatorAppRoutes, '/content-creator-dashboard', 'creator');
    const menu = await screen.findByRole('button', { name: 'Menu' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await user.click(menu);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(drawer).getByRole('link', { name: 'Guidelines' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Content Guidelines' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Guidelines' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('is not on the sign-in page', async () => {
    await renderRoute(CreatorAppRoutes, '/creator-login');
    expect(await screen.findByRole('heading', { name: 'Content Creator Sign In' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
