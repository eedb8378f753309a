import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServer } from 'mocks/node';
import { QUIZ_ROUTES, quizStart, renderRoute, serveQuiz, serveStudentSample, submitReply, unexplainedError, type Received } from 'mocks/testing';
import { describe, expect, it } from 'vitest';
import StudentAppRoutes from '../routes.tsx';

describe('the results screen', () => {
  it("shows SPEC's results of the child's latest result: band, percent, count, bar, points, cards and the achievement", async () => {
    await renderRoute(StudentAppRoutes, '/quiz-results/assignenglish01', 'student');
    expect(await screen.findByRole('heading', { level: 1, name: 'Excellent!' })).toBeVisible();
    expect(screen.getByText('English Grammar Check')).toBeVisible();
    expect(screen.getByText('100%')).toBeVisible();
    expect(screen.getByText('3 out of 3 questions correct')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Your score' })).toHaveAttribute('value', '100');
    expect(screen.getByText('Amazing work! You really know this topic.')).toBeVisible();
    expect(screen.getByText('+200 Points Earned!')).toBeVisible();
    expect(screen.getByText('Correct').closest('li')).toHaveTextContent('Correct 3');
    expect(screen.getByText('Incorrect').closest('li')).toHaveTextContent('Incorrect 0');
    // The real time the server measured: 95 seconds.
    expect(screen.getByText('Time Taken').closest('li')).toHaveTextContent('Time Taken 1 min 35 s');
    const achievement = screen.getByRole('region', { name: 'Achievement Unlocked!' });
    expect(achievement).toHaveTextContent('You scored 90% or higher! Keep up the excellent work!');
  });

  // The maths quiz with four of its five questions answered, so many of them right, as the server marks it.
  it.each([
    ['4 of 5 right (80%)', 'blue', 'Good Job!', "Great effort! You're doing really well.", 4, { qmathadd0000001: 'c', qmathdiv0000001: 'c', qmathplace00001: 'b', qmathmul0000001: 'b' }],
    ['3 of 5 right (60%)', 'yellow', 'Keep Practicing!', 'Good try! A little more practice will help.', 3, { qmathadd0000001: 'c', qmathdiv0000001: 'c', qmathplace00001: 'b', qmathmul0000001: 'a' }],
    ['2 of 5 right (40%)', 'red', 'Need More Practice', "Every quiz helps you learn. Let's look at the answers and try again!", 2, { qmathadd0000001: 'c', qmathdiv0000001: 'c', qmathplace00001: 'a', qmathmul0000001: 'a' }],
  ])('with %s, the %s band says %s and encourages the child in its words', async (_case, colour, band, words, correct, answers) => {
    const db = serveStudentSample();
    const start = quizStart('assignmaths0001', { answers });
    mockServer.use(
      http.post(QUIZ_ROUTES.start, () => HttpResponse.json(start)),
      http.post(QUIZ_ROUTES.submit, () => HttpResponse.json(submitReply(db, start, { score: correct * 20, correct, answers }))),
    );
    const { user } = await renderRoute(StudentAppRoutes, '/quiz/assignmaths0001', 'student');
    await user.click(await screen.findByRole('button', { name: 'Submit Quiz' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit Quiz' }));

    expect(await screen.findByRole('heading', { level: 1, name: band })).toBeVisible();
    expect(screen.getByText(words)).toBeVisible();
    expect(screen.getByText(words).closest('section')).toHaveClass(`results-${colour}`);
  });

  it('shows and hides each question with the right answer, a wrong choice and the explanation', async () => {
    const received: Received = [];
    serveQuiz(quizStart('assignmaths0001'), { score: 0, correct: 0, answers: { qmathadd0000001: 'a' } }, { received });
    const { user } = await renderRoute(StudentAppRoutes, '/quiz/assignmaths0001', 'student');
    await user.click(await screen.findByRole('radio', { name: 'A 13' }));
    await user.click(screen.getByRole('button', { name: 'Question 5: not answered' }));
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit Quiz' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Need More Practice' })).toBeVisible();
    expect(received).toEqual([{ questionId: 'qmathadd0000001', answer: 'a' }, 'submit']);
    expect(screen.getByText('0 out of 5 questions correct')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Achievement Unlocked!' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Question 1' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'View Detailed Results' }));
    const first = screen.getByRole('region', { name: 'Question 1' });
    expect(within(first).getByText('Incorrect')).toBeVisible();
    expect(within(first).getByText('What is 7 + 8?')).toBeVisible();
    expect(within(first).getAllByRole('listitem').map((option) => option.textContent)).toEqual(['A 13 (Your answer)', 'B 14', 'C 15 (Right answer)', 'D 16']);
    expect(within(first).getByText('Why: 7 + 8 = 15. Count on 8 from 7: 8, 9, 10, 11, 12, 13, 14, 15.')).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Question 2' })).getByText('You did not answer this question.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Hide Detailed Results' }));
    expect(screen.queryByRole('region', { name: 'Question 1' })).not.toBeInTheDocument();
  });

  it('a retake is a new attempt, and the child sees both scores', async () => {
    const received: Received = [];
    serveQuiz(quizStart('assignenglish01'), { score: 33, correct: 1, answers: { qengnoun0000001: 'c' } }, { received });
    const { user, router } = await renderRoute(StudentAppRoutes, '/quiz-results/assignenglish01', 'student');
    await user.click(await screen.findByRole('button', { name: 'Retake Quiz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz/assignenglish01'));
    await user.click(await screen.findByRole('radio', { name: 'C table' }));
    await user.click(screen.getByRole('button', { name: 'Question 3: not answered' }));
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    // Every page heading shown from the submit on: the first try's result must not flash up first.
    const headings: string[] = [];
    const observer = new MutationObserver(() => {
      const heading = document.querySelector('h1')?.textContent;
      if (heading && headings.at(-1) !== heading) headings.push(heading);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit Quiz' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Need More Practice' })).toBeVisible();
    observer.disconnect();
    expect(received).toEqual([{ questionId: 'qengnoun0000001', answer: 'c' }, 'submit']);
    expect(headings).not.toContain('Excellent!');
    const tries = screen.getByRole('region', { name: 'Your scores on this quiz' });
    expect(within(tries).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['First try: 100%', 'Practice try 1: 33%']);
    expect(tries).toHaveTextContent('Your first try is the one your parent sees.');
  });

  it('goes back to the dashboard', async () => {
    const { user, router } = await renderRoute(StudentAppRoutes, '/quiz-results/assignenglish01', 'student');
    await user.click(await screen.findByRole('button', { name: 'Back to Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/student-dashboard'));
  });

  it('with no result for the assignment, goes to the dashboard', async () => {
    const { router } = await renderRoute(StudentAppRoutes, '/quiz-results/assignmaths0001', 'student');
    await waitFor(() => expect(router.state.location.pathname).toBe('/student-dashboard'));
  });

  it("says under 'Quiz Results' that the results could not be loaded when the server fails, and Try again shows them", async () => {
    let failing = true;
    mockServer.use(http.get('*/api/quiz/results/:id', () => (failing ? unexplainedError() : undefined)));
    const { user } = await renderRoute(StudentAppRoutes, '/quiz-results/assignenglish01', 'student');
    expect(within(await screen.findByRole('alert')).getByText('We could not load your results.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Quiz Results' })).toBeVisible();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Excellent!' })).toBeVisible();
  });
});
