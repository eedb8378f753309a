import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiRoute } from 'mocks';
import { mockServer } from 'mocks/node';
import { expectNoAxeViolations, renderRoute, serveStudentSample } from 'mocks/testing';
import { DEFAULT_AVATAR } from 'shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSpeech } from '../../testing/fake-speech.ts';
import StudentAppRoutes from '../routes.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const listOf = (items: readonly object[]) => HttpResponse.json({ page: 1, perPage: 500, totalItems: items.length, totalPages: 1, items });
const serveReview = (questions: number, mistakes: boolean, begun = false, assignmentId = '') =>
  mockServer.use(apiRoute('reviewStatus', () => HttpResponse.json({ questions, mistakes, begun, assignmentId })));

/** The one thing to do now: the region the child's home screen opens with. */
const nextStep = async () => screen.findByRole('region', { name: 'Your next step' });

describe("the child's next step", () => {
  it('comes first: the mistakes to practise, one large button that starts the review and opens its quiz', async () => {
    serveReview(4, true);
    let started = 0;
    mockServer.use(
      apiRoute('reviewStart', () => {
        started += 1;
        return HttpResponse.json({ assignmentId: 'reviewemma00001' });
      }),
    );
    const { user, router, container } = await renderRoute(StudentAppRoutes, '/student-dashboard', 'student');
    const region = await nextStep();
    expect(within(region).getByText('Practise your mistakes: 4 questions')).toBeVisible();
    // Before the tiles and the list: the first thing under the greeting.
    const progress = screen.getByRole('region', { name: 'My progress' });
    expect(region.compareDocumentPosition(progress) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expectNoAxeViolations(container);

    // By keyboard: the button is reached and pressed like any other.
    const button = within(region).getByRole('button', { name: 'Practise now' });
    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz/reviewemma00001'));
    expect(started).toBe(1);
  });

  it('reads the next step aloud, its button last, and stops on Stop', async () => {
    const speech = fakeSpeech();
    serveReview(4, true);
    const { user } = await renderRoute(StudentAppRoutes, '/student-dashboard', 'student');
    const region = await nextStep();
    await user.click(within(region).getByRole('button', { name: 'Listen to your next step' }));
    expect(speech.texts().join(' ')).toBe(
      'Practise your mistakes: 4 questions The questions you got wrong, while they are fresh. Practise now',
    );
    await user.click(within(region).getByRole('button', { name: 'Stop reading' }));
    expect(speech.cancels()).toBeGreaterThan(0);
  });

  it("shows the child's avatar beside the greeting", async () => {
    const db = serveStudentSample();
    db.collections['students']!.find((student) => student.id === 'studentemma0001')!['preferences'] = { avatar: DEFAULT_AVATAR };
    serveReview(0, false);
    await renderRoute(StudentAppRoutes, '/student-dashboard', 'student');
    expect(await screen.findByRole('img', { name: "Emma Johnson's avatar" })).toBeInTheDocument();
  });

  it("offers today's review when what is due was answered right before, and Continue for a review begun", async () => {
    serveReview(7, false);
    await renderRoute(StudentAppRoutes, '/student-dashboard', 'student');
    expect(within(await nextStep()).getByText("Today's review: 7 questions")).toBeVisible();
  });

  it('continues a review begun, straight into its quiz', async () => {
    serveReview(3, true, true, 'reviewemma00002');
    const { user, router } = await renderRoute(StudentAppRoutes, '/student-dashboard', 'student');
    await user.click(within(await nextStep()).getByRole('link', { name: 'Continue practising' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz/reviewemma00002'));
  });

  it('says why a review could not start, in words, and keeps the button', async () => {
    serveReview(2, true);
    mockServer.use(
      apiRoute('reviewStart', () =>
        HttpResponse.json({ status: 409, message: 'Nothing to practise right now. Well done!', data: {} }, { status: 409 }),
      ),
    );
    const { user } = await renderRoute(StudentAppRoutes, '/student-dashboard', 'student');
    const region = await nextStep();
    await user.click(within(region).getByRole('button', { name: 'Practise now' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent('Nothing to practise right now. Well done!');
    expect(within(region).getByRole('button', { name: 'Practise now' })).toBeEnabled();
  });

  it('with nothing to review, puts the assignment due soonest first with Start Quiz', async () => {
    serveReview(0, false);
    const { user, router } = await renderRoute(StudentAppRoutes, '/student-dashboard', 'student');
    const region = await nextStep();
    // Science is due in 5 days, Maths in 7 (the demo data); English is done.
    expect(within(region).getByText('Science: Living Things and Light')).toBeVisible();
    await user.click(within(region).getByRole('link', { name: 'Start Quiz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz/assignscience01'));
  });

  it('says All done! when nothing is left to do, and the dashboard still shows when the review cannot be read', async () => {
    mockServer.use(
      apiRoute('reviewStatus', () => HttpResponse.json({ status: 500, message: 'Something went wrong.', data: {} }, { status: 500 })),
      http.get('*/api/collections/assignments/records', () => listOf([])),
    );
    await renderRoute(StudentAppRoutes, '/student-dashboard', 'student');
    expect(within(await nextStep()).getByText('All done!')).toBeVisible();
    expect(screen.getByRole('region', { name: 'My progress' })).toBeVisible();
  });
});
