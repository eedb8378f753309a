import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServer } from 'mocks/node';
import { renderRoute, serveStudentSample } from 'mocks/testing';
import { notificationText } from 'shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeNotifications, fakeRealtime } from '../../testing/fake-notifications.ts';
import StudentAppRoutes from '../routes.tsx';

// The effect lives in shared/ui/notifications, where the live events arrive: the same for every role.

const achievement = {
  collectionName: 'notifications',
  id: 'noticeachieve01',
  recipient: 'studentemma0001',
  audience: 'students',
  type: 'achievement',
  ...notificationText.achievement('Perfect Score', 'Score 100% on a quiz'),
  about: 'assignments',
  about_id: 'assignenglish01',
  read: false,
  created: '2026-11-26 09:00:00.000Z',
};

/** The child's dashboard with the live connection up, the child's stored choice as given. */
async function openDashboard(preferences: Record<string, unknown> | null = null) {
  const db = serveStudentSample();
  db.collections['students']!.find((student) => student.id === 'studentemma0001')!['preferences'] = preferences;
  const subscribed = vi.fn<() => void>();
  mockServer.use(
    http.post('*/api/realtime', () => {
      subscribed();
      return new HttpResponse(null, { status: 204 });
    }),
    http.patch('*/api/collections/notifications/records/:id', () => HttpResponse.json({ ...achievement, read: true })),
  );
  const realtime = fakeRealtime();
  const rendered = await renderRoute(StudentAppRoutes, '/student-dashboard', 'student');
  await screen.findByRole('heading', { level: 1, name: /Welcome/ });
  await waitFor(() => expect(subscribed).toHaveBeenCalled());
  // News is added to the list read: it comes once the list is in (before, the list read brings it).
  await waitFor(() => expect(screen.getByRole('button', { name: /^Notifications/ })).not.toHaveAttribute('aria-busy'));
  return { ...rendered, realtime };
}

/** The tab is open but the child is looking at another one. */
const lookingElsewhere = () => vi.spyOn(document, 'hasFocus').mockReturnValue(false);

beforeEach(() => {
  lookingElsewhere();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('system notifications for news that arrives live', () => {
  it('with the choice on and the browser allowing it, news shows as a system notification; a click opens what it is about', async () => {
    const browser = fakeNotifications('granted');
    const { realtime, router } = await openDashboard();
    act(() => realtime.send('notifications/*', { action: 'create', record: achievement }));
    await waitFor(() => expect(browser.shown).toHaveLength(1));
    const [shown] = browser.shown;
    expect(shown!.title).toBe(achievement.title);
    expect(shown!.options.body).toBe(achievement.message);
    const focus = vi.spyOn(window, 'focus').mockImplementation(() => undefined);
    act(() => void shown!.dispatchEvent(new Event('click')));
    expect(focus).toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz-results/assignenglish01'));
    expect(shown!.close).toHaveBeenCalled();
    // Never asked on the way: the browser had already said yes.
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('with the choice off, nothing shows', async () => {
    const browser = fakeNotifications('granted');
    const { realtime } = await openDashboard({ pushNotifications: false });
    act(() => realtime.send('notifications/*', { action: 'create', record: achievement }));
    expect(await screen.findByRole('button', { name: 'Notifications 1 unread' })).toBeVisible();
    expect(browser.shown).toHaveLength(0);
  });

  it("without the browser's permission nothing shows, and nobody is asked as the page opens", async () => {
    const browser = fakeNotifications('default');
    const { realtime } = await openDashboard();
    act(() => realtime.send('notifications/*', { action: 'create', record: achievement }));
    expect(await screen.findByRole('button', { name: 'Notifications 1 unread' })).toBeVisible();
    expect(browser.shown).toHaveLength(0);
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('while the child looks at the portal, the bell tells and no system notification interrupts', async () => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    const browser = fakeNotifications('granted');
    const { realtime } = await openDashboard();
    act(() => realtime.send('notifications/*', { action: 'create', record: achievement }));
    expect(await screen.findByRole('button', { name: 'Notifications 1 unread' })).toBeVisible();
    expect(browser.shown).toHaveLength(0);
  });
});
