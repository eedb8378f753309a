import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { apiRoute, createHandlers, createMockDb, type MockDb } from 'mocks';
import { mockServer } from 'mocks/node';
import { renderRoute } from 'mocks/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ParentAppRoutes from '../routes.tsx';

let db: MockDb;
beforeEach(() => {
  db = createMockDb();
  mockServer.resetHandlers(...createHandlers(db));
});
const demoParent = () => db.collections['parents']!.find((parent) => parent.id === 'parentdemo00001')!;

const standardMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = standardMatchMedia;
});

/** A device whose colour scheme the test sets, and changes while the page is open. */
function device(dark: boolean) {
  let isDark = dark;
  const listeners = new Set<() => void>();
  window.matchMedia = (query: string) =>
    ({
      matches: query === '(prefers-color-scheme: dark)' && isDark,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
  return {
    turn(toDark: boolean) {
      isDark = toDark;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

const root = () => document.documentElement;

describe('the theme', () => {
  it('follows the device while the account has not chosen, live, and says so in Settings', async () => {
    const phone = device(true);
    await renderRoute(ParentAppRoutes, '/settings', 'parent');
    const dark = await screen.findByRole('radio', { name: 'Dark' });
    expect(dark).toBeChecked();
    expect(screen.getByRole('group', { name: 'Theme' })).toHaveAccessibleDescription('Following your device until you choose.');
    expect(root()).toHaveAttribute('data-theme', 'dark');
    phone.turn(false);
    await waitFor(() => expect(root()).toHaveAttribute('data-theme', 'light'));
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
  });

  it('is the choice made in Settings, saved on the server and applied at once, whatever the device', async () => {
    device(false);
    const { user } = await renderRoute(ParentAppRoutes, '/settings', 'parent');
    await waitFor(() => expect(root()).toHaveAttribute('data-theme', 'light'));
    await user.click(await screen.findByRole('radio', { name: 'Dark' }));
    await waitFor(() => expect(root()).toHaveAttribute('data-theme', 'dark'));
    expect(demoParent()['preferences']).toMatchObject({ theme: 'dark' });
    expect(await screen.findByText('Saved.')).toBeVisible();
    expect(screen.queryByText('Following your device until you choose.')).toBeNull();
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Light' }));
    await waitFor(() => expect(root()).toHaveAttribute('data-theme', 'light'));
    expect(demoParent()['preferences']).toMatchObject({ theme: 'light' });
  });

  it('says in plain words when the choice could not be saved, and keeps the theme shown', async () => {
    device(false);
    mockServer.use(apiRoute('preferences', () => HttpResponse.error()));
    const { user } = await renderRoute(ParentAppRoutes, '/settings', 'parent');
    await user.click(await screen.findByRole('radio', { name: 'Dark' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your theme could not be saved. Check your connection and try again.');
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(root()).toHaveAttribute('data-theme', 'light');
  });

  it("leaves the page to the device's setting when the person leaves the area", async () => {
    device(true);
    const { unmount } = await renderRoute(ParentAppRoutes, '/parent-dashboard', 'parent');
    await waitFor(() => expect(root()).toHaveAttribute('data-theme', 'dark'));
    unmount();
    expect(root()).not.toHaveAttribute('data-theme');
  });
});
