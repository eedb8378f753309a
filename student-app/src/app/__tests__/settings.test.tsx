import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { apiRoute } from 'mocks';
import { mockServer } from 'mocks/node';
import { expectNoAxeViolations, renderRoute, serveStudentSample } from 'mocks/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeNotifications } from '../../testing/fake-notifications.ts';
import StudentAppRoutes from '../routes.tsx';

/** The demo child's record in the mock backend, where a saved choice lands. */
function serveChild(preferences: Record<string, unknown> | null = null) {
  const db = serveStudentSample();
  const child = db.collections['students']!.find((student) => student.id === 'studentemma0001')!;
  child['preferences'] = preferences;
  return child;
}

async function openSettings() {
  const rendered = await renderRoute(StudentAppRoutes, '/my-settings', 'student');
  await screen.findByRole('heading', { level: 1, name: 'My settings' });
  return rendered;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the child's settings", () => {
  it("opens from the dashboard's header, by its name, and leads back", async () => {
    serveChild();
    const { user, router } = await renderRoute(StudentAppRoutes, '/student-dashboard', 'student');
    await user.click(await screen.findByRole('link', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My settings' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/my-settings');
    expect(screen.getByRole('switch', { name: 'Sounds' })).toHaveAccessibleDescription(
      'Little sounds when you pick an answer, when you send your quiz, and when you see how it went.',
    );
    await expectNoAxeViolations();
    await user.click(screen.getByRole('link', { name: 'Back to my dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/student-dashboard'));
  });

  it('Sounds is saved on the server as soon as it is turned, off and on again, with a calm word each time', async () => {
    const child = serveChild();
    const { user } = await openSettings();
    const sounds = screen.getByRole('switch', { name: 'Sounds' });
    expect(sounds).toBeChecked();
    await user.click(sounds);
    expect(await screen.findByText('Saved! Sounds are off.')).toBeVisible();
    expect(sounds).not.toBeChecked();
    expect(child['preferences']).toEqual({ soundEffects: false });
    // The keyboard turns it too.
    sounds.focus();
    await user.keyboard(' ');
    expect(await screen.findByText('Saved! Sounds are on.')).toBeVisible();
    expect(sounds).toBeChecked();
    expect(child['preferences']).toEqual({ soundEffects: true });
  });

  it('a change the server refuses puts the switch back and says so in plain words', async () => {
    serveChild();
    mockServer.use(
      apiRoute('preferences', () => HttpResponse.json({ status: 500, message: 'Something went wrong.', data: {} }, { status: 500 })),
    );
    const { user } = await openSettings();
    const sounds = screen.getByRole('switch', { name: 'Sounds' });
    await user.click(sounds);
    expect(await screen.findByRole('alert')).toHaveTextContent("Oops, that didn't save. Please try again.");
    expect(sounds).toBeChecked();
  });
});

const push = () => screen.getByRole('switch', { name: 'Show my news on this device' });

describe("system notifications on the child's settings", () => {
  it('asks the browser only when the child turns it on, then saves it', async () => {
    const child = serveChild();
    const browser = fakeNotifications('default', 'granted');
    const { user } = await openSettings();
    // On by default, but shown off until the browser allows them: nothing would appear yet.
    expect(push()).not.toBeChecked();
    expect(browser.requestPermission).not.toHaveBeenCalled();
    await user.click(push());
    expect(await screen.findByText('Saved! Your news will pop up on this device.')).toBeVisible();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(push()).toBeChecked();
    expect(child['preferences']).toEqual({ pushNotifications: true });

    await user.click(push());
    expect(await screen.findByText('Saved! Your news will not pop up.')).toBeVisible();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(child['preferences']).toEqual({ pushNotifications: false });
  });

  it('when the browser says no, the switch stays off and the words beside it say what to do', async () => {
    const child = serveChild();
    fakeNotifications('default', 'denied');
    const { user } = await openSettings();
    await user.click(push());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This device is blocking the messages. Ask a grown-up to allow notifications for this website',
    );
    expect(push()).not.toBeChecked();
    expect(child['preferences']).toBeNull();
  });

  it('a browser without notifications says so, and the switch cannot be turned', async () => {
    serveChild();
    await openSettings();
    expect(push()).toBeDisabled();
    expect(push()).toHaveAccessibleDescription(/This device cannot show these messages\.$/);
  });

  it('the child builds an avatar from parts, by tap or keyboard, sees it, and saves it on the server; the art is credited', async () => {
    const child = serveChild();
    const { user } = await openSettings();
    const builder = screen.getByRole('region', { name: 'My avatar' });
    const hair = within(builder).getByRole('group', { name: 'Hair' });
    expect(within(hair).getByText('1 of 13')).toBeVisible();
    await user.click(within(hair).getByRole('button', { name: 'Next Hair' }));
    expect(within(hair).getByText('2 of 13')).toBeVisible();
    // Round the other way, by keyboard.
    within(builder).getByRole('button', { name: 'Previous Extras' }).focus();
    await user.keyboard('{Enter}');
    expect(within(within(builder).getByRole('group', { name: 'Extras' })).getByText('7 of 7')).toBeVisible();
    // The picture is drawn once its code has come.
    await waitFor(() =>
      expect(within(builder).getByRole('img', { name: 'Your avatar as it looks now' }).querySelector('svg')).not.toBeNull(),
    );
    expect(within(builder).getByText(/Avatar art: “Big Smile” by Ashley Seo/)).toBeVisible();
    expect(within(builder).getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by/4.0/',
    );
    await expectNoAxeViolations();

    await user.click(within(builder).getByRole('button', { name: 'Save my avatar' }));
    expect(await within(builder).findByText('Saved! This is you now.')).toBeVisible();
    expect(child['preferences']).toEqual({
      avatar: { hair: 'curlyBob', hairColor: '220f00', skinColor: 'ffe4c0', eyes: 'cheery', mouth: 'openedSmile', accessories: 'mustache' },
    });
  });

  it('says so in plain words when the avatar cannot be saved', async () => {
    serveChild();
    mockServer.use(apiRoute('preferences', () => HttpResponse.error()));
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Save my avatar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Oops, that didn't save. Please try again.");
  });
});
