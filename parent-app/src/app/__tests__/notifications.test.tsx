import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { addNotification, createHandlers, createMockDb, type MockDb } from 'mocks';
import { mockServer } from 'mocks/node';
import { renderRoute } from 'mocks/testing';
import { notificationText } from 'shared';
import { beforeEach, describe, expect, it } from 'vitest';
import ParentAppRoutes from '../routes.tsx';

const HOUR = 3600 * 1000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString().replace('T', ' ');

let db: MockDb;
beforeEach(() => {
  db = createMockDb();
  mockServer.resetHandlers(...createHandlers(db));
});

/** What the server would have told the demo parent: Emma finished English (unread), Maths is overdue (read). */
function toldParent() {
  const overdue = addNotification(db, {
    recipient: 'parentdemo00001',
    audience: 'parents',
    type: 'assignment_overdue',
    ...notificationText.assignmentOverdue('Maths Practice: Basic Arithmetic', ['Liam Johnson']),
    about: 'assignments',
    about_id: 'assignmaths0001',
    read: true,
    created: ago(30),
  });
  const finished = addNotification(db, {
    recipient: 'parentdemo00001',
    audience: 'parents',
    type: 'assignment_completed',
    ...notificationText.assignmentCompleted('Emma Johnson', 'English Grammar Check', 100, 200),
    about: 'assignments',
    about_id: 'assignenglish01',
    created: ago(2),
  });
  // Someone else's: never shown.
  addNotification(db, { recipient: 'studentemma0001', audience: 'students', type: 'level', ...notificationText.level(2) });
  return { overdue, finished };
}

const bell = () => screen.findByRole('button', { name: /^Notifications/ });

describe("the parent's notifications bell", () => {
  it('counts the unread ones and lists them newest first, the unread marked New in words', async () => {
    toldParent();
    const { user } = await renderRoute(ParentAppRoutes, '/parent-dashboard', 'parent');
    expect(await screen.findByRole('button', { name: 'Notifications 1 unread' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(await bell());
    expect(await bell()).toHaveAttribute('aria-expanded', 'true');
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const items = within(list).getAllByRole('link');
    expect(items.map((item) => item.textContent)).toEqual([
      'New Emma Johnson finished "English Grammar Check" Emma Johnson scored 100% and earned 200 points. 2 hours ago',
      ' "Maths Practice: Basic Arithmetic" is overdue Liam Johnson did not finish it by the due date. yesterday',
    ]);
    expect(items[0]).toHaveAttribute('href', '/parent-dashboard?tab=assignments&assignment=assignenglish01');
  });

  it('a click opens the assignment it is about and marks it read', async () => {
    const { finished } = toldParent();
    const { user, router } = await renderRoute(ParentAppRoutes, '/parent-dashboard', 'parent');
    await user.click(await bell());
    await user.click(await screen.findByRole('link', { name: /Emma Johnson finished/ }));
    const dialog = await screen.findByRole('dialog', { name: 'English Grammar Check' });
    expect(await within(dialog).findByRole('table')).toHaveTextContent('Emma Johnson');
    expect(screen.getByRole('tab', { name: 'Assignments' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=assignments&assignment=assignenglish01');
    await waitFor(() => expect(finished['read']).toBe(true));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeVisible();
  });

  it('Mark all as read marks every one on the server and the count goes', async () => {
    toldParent();
    addNotification(db, {
      recipient: 'parentdemo00001',
      audience: 'parents',
      type: 'assignment_due',
      ...notificationText.assignmentDueForParent('Liam Johnson', 'Science', '2026-11-27 00:00:00.000Z'),
    });
    const { user } = await renderRoute(ParentAppRoutes, '/parent-dashboard', 'parent');
    await user.click(await screen.findByRole('button', { name: 'Notifications 2 unread' }));
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeVisible();
    expect(screen.queryByText('New')).toBeNull();
    expect(
      db.collections['notifications']!.filter((notice) => notice['recipient'] === 'parentdemo00001').every((notice) => notice['read']),
    ).toBe(true);
    // Someone else's stay as they were.
    expect(db.collections['notifications']!.find((notice) => notice['recipient'] === 'studentemma0001')?.['read']).toBe(false);
  });

  it('Escape closes the list and gives the focus back to the bell', async () => {
    toldParent();
    const { user } = await renderRoute(ParentAppRoutes, '/parent-dashboard', 'parent');
    await user.click(await bell());
    const link = await screen.findByRole('link', { name: /Emma Johnson finished/ });
    link.focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('list', { name: 'Notifications' })).toBeNull();
    expect(await bell()).toHaveFocus();
    expect(await bell()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the focus leaves it (it would cover Logout), and Mark all as read leaves the focus on its heading', async () => {
    toldParent();
    const { user } = await renderRoute(ParentAppRoutes, '/parent-dashboard', 'parent');
    await user.click(await bell());
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Notifications' })).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.queryByRole('list', { name: 'Notifications' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveFocus();
  });

  it('says when there is nothing', async () => {
    const { user } = await renderRoute(ParentAppRoutes, '/parent-dashboard', 'parent');
    await user.click(await bell());
    expect(await screen.findByText('Nothing new yet. You will see news here.')).toBeVisible();
  });

  it('says when the list could not be read, and reads it again on Try again', async () => {
    toldParent();
    mockServer.use(
      http.get(
        '*/api/collections/notifications/records',
        () => HttpResponse.json({ status: 500, message: 'boom', data: {} }, { status: 500 }),
        { once: true },
      ),
    );
    const { user } = await renderRoute(ParentAppRoutes, '/parent-dashboard', 'parent');
    await user.click(await bell());
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('Your notifications could not be loaded.');
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Emma Johnson finished/ })).toBeVisible();
  });

  it('a link to an assignment that is gone says so', async () => {
    await renderRoute(ParentAppRoutes, '/parent-dashboard?tab=assignments&assignment=deletedassign01', 'parent');
    expect(await screen.findByText('That assignment is no longer here: it may have been deleted.')).toBeVisible();
  });
});
