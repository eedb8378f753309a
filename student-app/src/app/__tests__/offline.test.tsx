import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { apiRoute } from 'mocks';
import { mockServer } from 'mocks/node';
import { quizStart, renderRoute, serveStudentSample, submitReply, takesAnswers, expectNoAxeViolations } from 'mocks/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { openQuiz } from '../../testing/quiz.ts';
import StudentAppRoutes from '../routes.tsx';

// With the browser offline (docs/product.md, "Offline and return visits"), a quiz started online is finished and sent when the
// connection returns; a quiz is not started without one, and the screen says so in plain words.

const MATHS = 'assignmaths0001';
const ALL_RIGHT = { qmathadd0000001: 'c', qmathdiv0000001: 'c', qmathplace00001: 'b', qmathmul0000001: 'b', qmathsub0000001: 'c' };

/** The browser losing or finding its connection, as TanStack Query hears of it. */
const browserOnline = (online: boolean) => act(() => onlineManager.setOnline(online));

afterEach(() => onlineManager.setOnline(true));

describe('the quiz without a connection', () => {
  it('is not started offline, says so, and starts by itself when the connection returns', async () => {
    let online = false;
    mockServer.use(
      apiRoute('quizStart', () => (online ? HttpResponse.json(quizStart(MATHS)) : HttpResponse.error())),
      takesAnswers(),
    );
    browserOnline(false);
    await renderRoute(StudentAppRoutes, `/quiz/${MATHS}`, 'student');
    expect(await screen.findByText("You're offline. Connect to the internet to start this quiz.")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
    await expectNoAxeViolations();

    online = true;
    browserOnline(true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Maths Practice: Basic Arithmetic' })).toBeVisible();
  });

  it('started online and submitted once the browser is offline, waits for the connection and says so, then is marked', async () => {
    const db = serveStudentSample();
    const start = quizStart(MATHS, { answers: ALL_RIGHT });
    let online = true;
    mockServer.use(
      apiRoute('quizStart', () => HttpResponse.json(start)),
      takesAnswers(),
      apiRoute('quizSubmit', () =>
        online ? HttpResponse.json(submitReply(db, start, { score: 100, correct: 5, answers: ALL_RIGHT })) : HttpResponse.error(),
      ),
    );
    const { user, router } = await openQuiz();

    online = false;
    browserOnline(false);
    await user.click(screen.getByRole('button', { name: 'Question 5: answered' }));
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(await screen.findByText("You're offline. Your quiz will be sent as soon as you're back online.")).toBeVisible();

    online = true;
    browserOnline(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/quiz-results/${MATHS}`));
  });
});
