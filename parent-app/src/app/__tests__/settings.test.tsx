import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createHandlers, createMockDb, type MockDb } from 'mocks';
import { mockServer } from 'mocks/node';
import { renderRoute } from 'mocks/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import ParentAppRoutes from '../routes.tsx';

let db: MockDb;
beforeEach(() => {
  db = createMockDb();
  mockServer.resetHandlers(...createHandlers(db));
});
const demoParent = () => db.collections['parents']!.find((parent) => parent.id === 'parentdemo00001')!;

describe("the parent's Settings", () => {
  it('is reached from the dashboard, and emails are on by default (SPEC)', async () => {
    const { user, router } = await renderRoute(ParentAppRoutes, '/parent-dashboard', 'parent');
    await user.click(await screen.findByRole('link', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/settings');
    const emails = await screen.findByRole('checkbox', { name: 'Email me when my child finishes a quiz' });
    expect(emails).toBeChecked();
    expect(emails).toHaveAccessibleDescription(/At most one email an hour for each child/);
    expect(screen.queryByText(/Please verify your email address/)).toBeNull();
  });

  it('turns emails off and on again, saved on the server', async () => {
    const { user } = await renderRoute(ParentAppRoutes, '/settings', 'parent');
    const emails = await screen.findByRole('checkbox', { name: 'Email me when my child finishes a quiz' });
    await user.click(emails);
    expect(await screen.findByText('Saved.')).toBeVisible();
    expect(emails).not.toBeChecked();
    expect(demoParent()['preferences']).toEqual({ emailNotifications: false });
    await user.click(emails);
    await waitFor(() => expect(demoParent()['preferences']).toMatchObject({ emailNotifications: true }));
    expect(emails).toBeChecked();
  });

  it('says when an address is not verified yet, and when a change could not be saved (the box shows what is saved)', async () => {
    demoParent()['verified'] = false;
    mockServer.use(http.post('*/api/preferences', () => HttpResponse.error()));
    const { user } = await renderRoute(ParentAppRoutes, '/settings', 'parent');
    expect(await screen.findByText(/Please verify your email address: we sent a link to parent@demo\.com\./)).toBeVisible();
    const emails = screen.getByRole('checkbox', { name: 'Email me when my child finishes a quiz' });
    await user.click(emails);
    expect(await screen.findByRole('alert')).toHaveTextContent('That change could not be saved. Try again in a moment.');
    expect(emails).toBeChecked();
  });
});

describe('an address not verified yet', () => {
  it('is asked for on the dashboard, calmly, with the link sent again on request', async () => {
    demoParent()['verified'] = false;
    const asked: unknown[] = [];
    mockServer.use(
      http.post('*/api/collections/parents/request-verification', async ({ request }) => {
        asked.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = await renderRoute(ParentAppRoutes, '/parent-dashboard', 'parent');
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('Please verify your email address: we sent a link to parent@demo.com. Until then, no email from us reaches you.');
    await user.click(within(note).getByRole('button', { name: 'Send the link again' }));
    expect(await within(note).findByRole('status')).toHaveTextContent('Sent: check your inbox, and your spam folder too.');
    expect(within(note).getByRole('button', { name: 'Send the link again' })).toBeDisabled();
    expect(asked).toEqual([{ email: 'parent@demo.com' }]);
  });
});
