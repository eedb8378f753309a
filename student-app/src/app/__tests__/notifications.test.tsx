import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { addNotification, apiRoute } from 'mocks';
import { mockServer } from 'mocks/node';
import { quizStart, renderRoute, serveStudentSample } from 'mocks/testing';
import { notificationText } from 'shared';
import { describe, expect, it } from 'vitest';
import StudentAppRoutes from '../routes.tsx';

describe("the child's notifications", () => {
  it('an achievement opens the results of the quiz that earned it, and is then read', async () => {
    const db = serveStudentSample();
    const earned = addNotification(db, {
      recipient: 'studentemma0001',
      audience: 'students',
      type: 'achievement',
      ...notificationText.achievement('Perfect Score', 'Score 100% on a quiz'),
      about: 'assignments',
      about_id: 'assignenglish01',
    });
    addNotification(db, {
      recipient: 'studentemma0001',
      audience: 'students',
      type: 'assignment_new',
      ...notificationText.assignmentNew('Science: Living Things and Light', ''),
      about: 'assignments',
      about_id: 'assignscience01',
      read: true,
      created: '2026-01-05 10:00:00.000Z',
    });
    const { user, router } = await renderRoute(StudentAppRoutes, '/student-dashboard', 'student');
    await user.click(await screen.findByRole('button', { name: 'Notifications 1 unread' }));
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/quiz-results/assignenglish01', '/student-dashboard']);
    await user.click(within(list).getByRole('link', { name: /You earned "Perfect Score"!/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz-results/assignenglish01'));
    await waitFor(() => expect(earned['read']).toBe(true));
  });

  it('a quiz in progress shows no bell: news waits until the quiz is done', async () => {
    const db = serveStudentSample();
    addNotification(db, { recipient: 'studentemma0001', audience: 'students', type: 'level', ...notificationText.level(2) });
    mockServer.use(apiRoute('quizStart', () => HttpResponse.json(quizStart('assignmaths0001'))));
    await renderRoute(StudentAppRoutes, '/quiz/assignmaths0001', 'student');
    expect(await screen.findByRole('heading', { level: 1, name: 'Maths Practice: Basic Arithmetic' })).toBeVisible();
    // The header is there (its Menu holds Logout), without the bell.
    expect(screen.getByRole('button', { name: 'Menu' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
  });
});
