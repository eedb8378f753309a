import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiRoute, createHandlers, createMockDb, type MockDb } from 'mocks';
import { mockServer } from 'mocks/node';
import { renderRoute } from 'mocks/testing';
import { pb, sessionAtom } from 'shared/session';
import { getDefaultStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ParentAppRoutes from '../routes.tsx';

let db: MockDb;
beforeEach(() => {
  db = createMockDb();
  mockServer.resetHandlers(...createHandlers(db));
});
afterEach(() => vi.restoreAllMocks());
const demoParent = () => db.collections['parents']!.find((parent) => parent.id === 'parentdemo00001')!;

describe("the parent's Settings", () => {
  it('is reached from the dashboard, and emails are on by default (SPEC)', async () => {
    const { user, router } = await renderRoute(ParentAppRoutes, '/parent-dashboard', 'parent');
    await user.click(await screen.findByRole('link', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/settings');
    const emails = await screen.findByRole('switch', { name: 'Email me when my child finishes a quiz' });
    expect(emails).toBeChecked();
    expect(emails).toHaveAccessibleDescription(/At most one email an hour for each child/);
    expect(screen.queryByText(/Please verify your email address/)).toBeNull();
  });

  it('turns emails off and on again, saved on the server', async () => {
    const { user } = await renderRoute(ParentAppRoutes, '/settings', 'parent');
    const emails = await screen.findByRole('switch', { name: 'Email me when my child finishes a quiz' });
    await user.click(emails);
    expect(await screen.findByText('Saved.')).toBeVisible();
    expect(emails).not.toBeChecked();
    expect(demoParent()['preferences']).toEqual({ emailNotifications: false });
    await user.click(emails);
    await waitFor(() => expect(demoParent()['preferences']).toMatchObject({ emailNotifications: true }));
    expect(emails).toBeChecked();
  });

  it("shows a choice changed elsewhere since sign-in (emails stopped from an email's link), as the server has it", async () => {
    mockServer.use(
      http.get('*/api/collections/parents/records/parentdemo00001', () =>
        HttpResponse.json({ preferences: { emailNotifications: false }, verified: true }),
      ),
    );
    await renderRoute(ParentAppRoutes, '/settings', 'parent');
    const emails = await screen.findByRole('switch', { name: 'Email me when my child finishes a quiz' });
    await waitFor(() => expect(emails).not.toBeChecked());
  });

  it('says when an address is not verified yet, and when a change could not be saved (the box shows what is saved)', async () => {
    demoParent()['verified'] = false;
    mockServer.use(apiRoute('preferences', () => HttpResponse.error()));
    const { user } = await renderRoute(ParentAppRoutes, '/settings', 'parent');
    expect(await screen.findByText(/Please verify your email address: we sent a link to parent@demo\.com\./)).toBeVisible();
    const emails = screen.getByRole('switch', { name: 'Email me when my child finishes a quiz' });
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
    expect(note).toHaveTextContent(
      'Please verify your email address: we sent a link to parent@demo.com. Until then, no email from us reaches you.',
    );
    await user.click(within(note).getByRole('button', { name: 'Send the link again' }));
    expect(await within(note).findByRole('status')).toHaveTextContent('Sent: check your inbox, and your spam folder too.');
    expect(within(note).getByRole('button', { name: 'Send the link again' })).toBeDisabled();
    expect(asked).toEqual([{ email: 'parent@demo.com' }]);
  });
});

describe("the parent's account in Settings", () => {
  it("changes the password with the current one, by the sign-up's rules, and stays signed in", async () => {
    const { user } = await renderRoute(ParentAppRoutes, '/settings', 'parent');
    const form = within(await screen.findByRole('region', { name: 'Change password' }));
    await user.type(form.getByLabelText('Current password'), 'Parent123!');
    await user.type(form.getByLabelText('New password'), 'short');
    await user.type(form.getByLabelText('Confirm new password'), 'other');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(form.getByLabelText('New password')).toHaveAccessibleDescription('Your new password needs at least 8 characters');
    expect(form.getByLabelText('Confirm new password')).toHaveAccessibleDescription('The two passwords do not match');

    await user.clear(form.getByLabelText('New password'));
    await user.type(form.getByLabelText('New password'), 'BrandNew123!');
    await user.clear(form.getByLabelText('Confirm new password'));
    await user.type(form.getByLabelText('Confirm new password'), 'BrandNew123!');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(
      await form.findByText('Your password is changed. You are still signed in here; every other device is signed out.'),
    ).toBeVisible();
    expect(db.passwords.get('parentdemo00001')).toBe('BrandNew123!');
    expect(pb.authStore.isValid).toBe(true);
    expect(form.getByLabelText('Current password')).toHaveValue('');
  });

  it('says so in plain words when the current password is wrong, and changes nothing', async () => {
    const { user } = await renderRoute(ParentAppRoutes, '/settings', 'parent');
    const form = within(await screen.findByRole('region', { name: 'Change password' }));
    await user.type(form.getByLabelText('Current password'), 'not-my-password');
    await user.type(form.getByLabelText('New password'), 'BrandNew123!');
    await user.type(form.getByLabelText('Confirm new password'), 'BrandNew123!');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(form.getByLabelText('Current password')).toHaveAccessibleDescription('That is not your current password'));
    expect(db.passwords.get('parentdemo00001')).toBe('Parent123!');
  });

  it('asks for a link at a new email, and says when the server refuses the address or it is already theirs', async () => {
    const asked: unknown[] = [];
    const { user } = await renderRoute(ParentAppRoutes, '/settings', 'parent');
    const form = within(await screen.findByRole('region', { name: 'Change email' }));
    expect(form.getByText('Your email now: parent@demo.com')).toBeVisible();
    await user.type(form.getByLabelText('New email'), 'parent@demo.com');
    await user.click(form.getByRole('button', { name: 'Send a link to the new email' }));
    expect(form.getByLabelText('New email')).toHaveAccessibleDescription('This is already your email');

    mockServer.use(
      apiRoute('accountEmailChange', () =>
        HttpResponse.json(
          {
            status: 400,
            message: 'Some fields need attention.',
            data: { newEmail: { code: 'validation_invalid_newEmail', message: 'Please enter a valid email address.' } },
          },
          { status: 400 },
        ),
      ),
    );
    await user.clear(form.getByLabelText('New email'));
    await user.type(form.getByLabelText('New email'), 'typo@example.c0m');
    await user.click(form.getByRole('button', { name: 'Send a link to the new email' }));
    await waitFor(() => expect(form.getByLabelText('New email')).toHaveAccessibleDescription('Please enter a valid email address'));

    mockServer.use(
      apiRoute('accountEmailChange', async ({ request }) => {
        asked.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await user.clear(form.getByLabelText('New email'));
    await user.type(form.getByLabelText('New email'), ' new@example.com ');
    await user.click(form.getByRole('button', { name: 'Send a link to the new email' }));
    // A taken address is answered alike by the server: the words promise nothing about it.
    expect(
      await form.findByText(/If no other account uses new@example\.com, a link is on its way there\. Open it from that inbox/),
    ).toBeVisible();
    expect(asked).toEqual([{ newEmail: 'new@example.com' }]);
  });

  it('says so when the server refuses an email change or a download for now, and claims nothing was sent', async () => {
    mockServer.use(
      apiRoute('accountEmailChange', () =>
        HttpResponse.json(
          { status: 429, message: 'You have asked for 3 email changes today. Please try again tomorrow.', data: {} },
          { status: 429 },
        ),
      ),
      apiRoute('accountExport', () =>
        HttpResponse.json(
          { status: 429, message: "Your family's data is already being prepared. Please wait for that download to finish.", data: {} },
          { status: 429 },
        ),
      ),
    );
    const { user } = await renderRoute(ParentAppRoutes, '/settings', 'parent');
    const form = within(await screen.findByRole('region', { name: 'Change email' }));
    await user.type(form.getByLabelText('New email'), 'fourth@example.com');
    await user.click(form.getByRole('button', { name: 'Send a link to the new email' }));
    expect(await form.findByRole('alert')).toHaveTextContent('You have asked for 3 email changes today. Please try again tomorrow.');
    expect(form.queryByText(/a link is on its way/)).toBeNull();

    // PocketBase's own limit of 3 an hour from one network, in the parent's words.
    mockServer.use(
      apiRoute('accountEmailChange', () => HttpResponse.json({ status: 429, message: 'Too Many Requests.', data: {} }, { status: 429 })),
    );
    await user.click(form.getByRole('button', { name: 'Send a link to the new email' }));
    expect(
      await form.findByText('You have asked for 3 links this hour. Try again in an hour, or use the last link we sent.'),
    ).toBeVisible();

    const data = within(screen.getByRole('region', { name: "Download my family's data" }));
    await user.click(data.getByRole('button', { name: "Download my family's data" }));
    expect(await data.findByRole('alert')).toHaveTextContent(
      "Your family's data is already being prepared. Please wait for that download to finish.",
    );
    expect(data.queryByText(/^Downloaded/)).toBeNull();
  });

  it("downloads the family's data as a file named after the day", async () => {
    let saved: { name: string; href: string } | undefined;
    URL.createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:family');
    URL.revokeObjectURL = vi.fn<(url: string) => void>();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved = { name: this.download, href: this.href };
    });
    const { user } = await renderRoute(ParentAppRoutes, '/settings', 'parent');
    const section = within(await screen.findByRole('region', { name: "Download my family's data" }));
    const button = section.getByRole('button', { name: "Download my family's data" });
    expect(button).toHaveAccessibleDescription(/Access codes and passwords are not in it/);
    await user.click(button);
    const name = `family-data-${new Date().toISOString().slice(0, 10)}.json`;
    expect(await section.findByText(`Downloaded ${name}.`)).toBeVisible();
    expect(saved).toEqual({ name, href: 'blob:family' });
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
    const data = JSON.parse(await blob.text()) as { account: { email: string }; children: unknown[] };
    expect(data.account.email).toBe('parent@demo.com');
    expect(data.children.length).toBeGreaterThan(0);
  });

  it('saves nothing when the download was cut short, and says it failed', async () => {
    URL.createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:family');
    // The SDK reads a body cut short (it does not parse) as {}.
    mockServer.use(apiRoute('accountExport', () => HttpResponse.json({})));
    const { user } = await renderRoute(ParentAppRoutes, '/settings', 'parent');
    const section = within(await screen.findByRole('region', { name: "Download my family's data" }));
    await user.click(section.getByRole('button', { name: "Download my family's data" }));
    expect(await section.findByRole('alert')).toHaveTextContent('Your data could not be downloaded. Try again in a moment.');
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('deletes the account only with the word and the password, then signs out to the landing page', async () => {
    const { user, router } = await renderRoute(ParentAppRoutes, '/settings', 'parent');
    const form = within(await screen.findByRole('region', { name: 'Delete my account' }));
    await user.type(form.getByLabelText('Type DELETE to confirm'), 'delete');
    await user.click(form.getByRole('button', { name: 'Delete my account' }));
    expect(form.getByLabelText('Type DELETE to confirm')).toHaveAccessibleDescription(
      'Type DELETE in capital letters to delete your account',
    );
    expect(form.getByLabelText('Your password')).toHaveAccessibleDescription('Type your current password');

    await user.clear(form.getByLabelText('Type DELETE to confirm'));
    await user.type(form.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.type(form.getByLabelText('Your password'), 'wrong-one');
    await user.click(form.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(form.getByLabelText('Your password')).toHaveAccessibleDescription('That is not your current password'));
    expect(demoParent()).toBeDefined();

    await user.clear(form.getByLabelText('Your password'));
    await user.type(form.getByLabelText('Your password'), 'Parent123!');
    await user.click(form.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(db.collections['parents']!.some((parent) => parent.id === 'parentdemo00001')).toBe(false);
    expect(db.collections['students']!.some((child) => child['parent_id'] === 'parentdemo00001')).toBe(false);
    expect(getDefaultStore().get(sessionAtom)).toMatchObject({ isAuthenticated: false, notice: 'accountDeleted' });
  });
});
