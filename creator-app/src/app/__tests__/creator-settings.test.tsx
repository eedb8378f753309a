import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { apiRoute } from 'mocks';
import { mockServer } from 'mocks/node';
import { renderRoute } from 'mocks/testing';
import { pb } from 'shared/session';
import { describe, expect, it } from 'vitest';
import CreatorAppRoutes from '../routes.tsx';

const openSettings = () => renderRoute(CreatorAppRoutes, '/creator-settings', 'creator');

/** What the server stored, as the session carries it after a save. */
const storedPreferences = () => pb.authStore.record?.['preferences'] as Record<string, unknown> | null;

describe('the creator portal Settings', () => {
  it('shows SPEC defaults: Auto-save drafts on, the sidebar not collapsed', async () => {
    await openSettings();
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Auto-save drafts' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Collapse the sidebar to icons' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/content-creator-dashboard');
  });

  it('saves each switch at once through the server, with a calm word', async () => {
    const { user } = await openSettings();
    await user.click(await screen.findByRole('switch', { name: 'Auto-save drafts' }));
    expect(
      await screen.findByText('Saved. Nothing is kept in this browser while you type, and drafts kept before are gone.'),
    ).toBeVisible();
    expect(storedPreferences()).toMatchObject({ autoSave: false });
    expect(screen.getByRole('switch', { name: 'Auto-save drafts' })).not.toBeChecked();

    await user.click(screen.getByRole('switch', { name: 'Collapse the sidebar to icons' }));
    expect(await screen.findByText('Saved. The sidebar shows only its icons.')).toBeVisible();
    expect(storedPreferences()).toMatchObject({ autoSave: false, sidebarCollapsed: true });
    expect(screen.getByRole('switch', { name: 'Collapse the sidebar to icons' })).toBeChecked();
  });

  it('says in plain words when a choice could not be saved, and the switch goes back', async () => {
    mockServer.use(apiRoute('preferences', () => HttpResponse.error()));
    const { user } = await openSettings();
    await user.click(await screen.findByRole('switch', { name: 'Auto-save drafts' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the server. Check your internet connection and try again.',
    );
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Auto-save drafts' })).toBeChecked());
    expect(storedPreferences()).toBeNull();
  });
});
