import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiRoute } from 'mocks';
import { mockServer } from 'mocks/node';
import { quizStart, renderRoute, serveStudentSample } from 'mocks/testing';
import { notificationText } from 'shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeRealtime } from '../../testing/fake-notifications.ts';
import StudentAppRoutes from '../routes.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('news arriving during a quiz', () => {
  it('reads the family’s lists again but never starts the quiz again (a start after the submit began a new attempt)', async () => {
    serveStudentSample();
    let starts = 0;
    mockServer.use(
      http.post('*/api/realtime', () => new HttpResponse(null, { status: 204 })),
      apiRoute('quizStart', () => {
        starts += 1;
        return HttpResponse.json(quizStart('assignmaths0001'));
      }),
    );
    const realtime = fakeRealtime();
    await renderRoute(StudentAppRoutes, '/quiz/assignmaths0001', 'student');
    await screen.findByRole('heading', { level: 1, name: 'Maths Practice: Basic Arithmetic' });
    act(() =>
      realtime.send('notifications/*', {
        action: 'create',
        record: {
          collectionName: 'notifications',
          id: 'noticefirst0001',
          recipient: 'studentemma0001',
          audience: 'students',
          type: 'achievement',
          ...notificationText.achievement('First Quiz', 'Complete your first quiz'),
          about: 'assignments',
          about_id: 'assignmaths0001',
          read: false,
          created: '2026-11-26 09:00:00.000Z',
        },
      }),
    );
    // Announced: the news was taken in (and the lists it changes read again, in the same moment).
    expect(await screen.findByText(/First Quiz/)).toBeInTheDocument();
    // Whatever a second start would take to arrive.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(starts).toBe(1);
  });
});
