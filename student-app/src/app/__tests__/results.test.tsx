import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiRoute } from 'mocks';
import { mockServer } from 'mocks/node';
import {
  preferReducedMotion,
  quizStart,
  renderRoute,
  serveQuiz,
  serveStudentSample,
  submitReply,
  unexplainedError,
  type Received,
} from 'mocks/testing';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from 'mocks/testing';
import { fakeSpeech } from '../../testing/fake-speech.ts';
import StudentAppRoutes from '../routes.tsx';

/** The child's tries at the maths quiz, oldest first, as the server lists them; the latest with its review. */
function serveTries(...scores: number[]) {
  const tries = scores.map((score, index) => ({
    collectionName: 'results',
    id: `resultmathstry${index}`,
    student_id: 'studentemma0001',
    assignment_id: 'assignmaths0001',
    score,
    correct_answers: score / 20,
    total_questions: 5,
    time_taken: 120,
    completed_at: new Date(Date.now() - (scores.length - index) * 60_000).toISOString().replace('T', ' '),
    expand: { assignment_id: { id: 'assignmaths0001', title: 'Maths Practice: Basic Arithmetic', subject: 'Mathematics' } },
  }));
  const latest = tries.at(-1)!;
  mockServer.use(
    http.get('*/api/collections/results/records', () =>
      HttpResponse.json({ page: 1, perPage: 500, totalItems: tries.length, totalPages: 1, items: tries }),
    ),
    apiRoute('resultReview', () => HttpResponse.json({ result: latest, points: latest.score * 2, details: [] })),
  );
}

describe('points, encouragement and celebration: what the child is told', () => {
  it('a practice try that beats the best adds only the difference, says why, and sparkles for a new personal best', async () => {
    serveTries(60, 80);
    await renderRoute(StudentAppRoutes, '/quiz-results/assignmaths0001', 'student');
    expect(await screen.findByRole('heading', { level: 1, name: 'Good Job!' })).toBeVisible();
    // The total rises 40 (the quiz counts 160 instead of 120), not 160.
    expect(screen.getByText('+40 Points Earned!')).toBeVisible();
    expect(screen.queryByText('+160 Points Earned!')).not.toBeInTheDocument();
    expect(
      screen.getByText('Your best on this quiz went up from 60% to 80%, so it now gives you 160 points instead of 120.'),
    ).toBeVisible();
    expect(screen.getByText('New personal best! Up from 60% to 80%.')).toBeVisible();
    expect(await screen.findByRole('img', { name: 'Sparkles for a new personal best!' })).toBeInTheDocument();
    expect(screen.getByText('Now you can learn the right answer to 1 question: open View Detailed Results.')).toBeVisible();
  });

  it('a practice try no better than the best adds nothing, kindly, and celebrates nothing', async () => {
    serveTries(80, 60);
    await renderRoute(StudentAppRoutes, '/quiz-results/assignmaths0001', 'student');
    expect(await screen.findByRole('heading', { level: 1, name: 'Keep Practicing!' })).toBeVisible();
    expect(screen.getByText('No new points this time, and that is OK!')).toBeVisible();
    expect(
      screen.getByText('Your points count your best score on each quiz, and your best here is 80%. Beat it to earn more!'),
    ).toBeVisible();
    // The points line, with the kind words after it.
    expect(screen.getByText('+0 Points Earned!')).toBeVisible();
    expect(screen.queryByText(/personal best/)).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('0% is no punishment: SPEC\'s "+0 Points Earned!" with kind words, what to learn, and the retake as the main button', async () => {
    serveTries(0);
    await renderRoute(StudentAppRoutes, '/quiz-results/assignmaths0001', 'student');
    expect(await screen.findByRole('heading', { level: 1, name: 'Need More Practice' })).toBeVisible();
    expect(screen.getByText('+0 Points Earned!')).toBeVisible();
    expect(screen.getByText('No new points this time, and that is OK!')).toBeVisible();
    expect(screen.getByText('Try the quiz again: your best score on it earns your points.')).toBeVisible();
    expect(screen.getByText('Now you can learn the right answers to 5 questions: open View Detailed Results.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retake Quiz' })).toHaveClass('mcq-button-primary');
    expect(screen.getByRole('button', { name: 'Back to Dashboard' })).not.toHaveClass('mcq-button-primary');
    await expectNoAxeViolations();
  });
});

describe('the results read aloud', () => {
  it('reads the heading and the summary as shown, with Stop while it reads', async () => {
    serveTries(60, 80);
    const speech = fakeSpeech();
    try {
      const { user } = await renderRoute(StudentAppRoutes, '/quiz-results/assignmaths0001', 'student');
      await screen.findByRole('heading', { level: 1, name: 'Good Job!' });
      await user.click(screen.getByRole('button', { name: 'Read aloud' }));
      expect(speech.texts()).toEqual(
        expect.arrayContaining(['Good Job!', '80%', '+40 Points Earned!', 'New personal best! Up from 60% to 80%.']),
      );
      expect(speech.texts()[0]).toBe('Good Job!');
      await user.click(screen.getByRole('button', { name: 'Stop reading' }));
      expect(screen.getByRole('button', { name: 'Read aloud' })).toBeVisible();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

/** Emma's first quiz ever (her history left out), all five answered, marked as given. */
async function finishFirstQuiz(score: number, correct: number) {
  const db = serveStudentSample();
  db.collections['results'] = [];
  const answers = { qmathadd0000001: 'c', qmathdiv0000001: 'c', qmathplace00001: 'a', qmathmul0000001: 'a', qmathsub0000001: 'a' };
  const start = quizStart('assignmaths0001', { answers });
  mockServer.use(
    apiRoute('quizStart', () => HttpResponse.json(start)),
    apiRoute('quizSubmit', () => HttpResponse.json(submitReply(db, start, { score, correct, answers }))),
  );
  const rendered = await renderRoute(StudentAppRoutes, '/quiz/assignmaths0001', 'student');
  await rendered.user.click(await screen.findByRole('button', { name: 'Question 5: answered' }));
  await rendered.user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
  await waitFor(() => expect(rendered.router.state.location.pathname).toBe('/quiz-results/assignmaths0001'));
  return rendered;
}

describe('right after the quiz', () => {
  it('a quiz that went badly gets a kind moment: the owl cheers the child on, the points count up, and a first achievement is shown as one', async () => {
    await finishFirstQuiz(40, 2);
    expect(await screen.findByRole('heading', { level: 1, name: 'Need More Practice' })).toBeVisible();
    // There with the results, not after them (arriving later, it pushed the results down).
    expect(screen.getByRole('region', { name: "Good try! Let's practise those again." })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Pip the owl waves to cheer you on' })).toBeVisible();
    // The points end on their total (said as the total while they count).
    expect(await screen.findByText('+80 Points Earned!')).toBeVisible();
    const unlocked = await screen.findByRole('region', { name: 'Achievement Unlocked!' });
    expect(unlocked).toHaveTextContent('You unlocked First Quiz: Complete your first quiz');
    // Not the 90% card: this one is earned by finishing.
    expect(unlocked).not.toHaveTextContent('You scored 90% or higher!');
    expect(screen.getByRole('link', { name: 'Make your avatar' })).toBeVisible();
    await expectNoAxeViolations();
  });

  it("the kind moment's Practise starts the review of what was missed and opens its quiz", async () => {
    const { user, router } = await finishFirstQuiz(40, 2);
    let started = 0;
    mockServer.use(
      apiRoute('reviewStart', () => {
        started += 1;
        return HttpResponse.json({ assignmentId: 'reviewemma00009' });
      }),
    );
    const moment = await screen.findByRole('region', { name: "Good try! Let's practise those again." });
    await user.click(within(moment).getByRole('button', { name: /Practise/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz/reviewemma00009'));
    expect(started).toBe(1);
  });

  it('a great quiz gets a cheer', async () => {
    await finishFirstQuiz(100, 5);
    expect(await screen.findByRole('region', { name: "Brilliant! You're a star!" })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Pip the owl jumps for joy' })).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Achievement Unlocked!' })).toHaveTextContent(
      'You unlocked Perfect Score: Score 100% in a quiz',
    );
  });

  it('a later visit to the results has no moment', async () => {
    await renderRoute(StudentAppRoutes, '/quiz-results/assignenglish01', 'student');
    expect(await screen.findByRole('heading', { level: 1, name: 'Excellent!' })).toBeVisible();
    expect(screen.queryByRole('img', { name: /Pip the owl/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/You unlocked/)).not.toBeInTheDocument();
  });
});

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
    // The first try: all its points are added, and the child is told why.
    expect(screen.getByText('Your first try at this quiz: every point counts.')).toBeVisible();
    expect(screen.getByText('English')).toHaveClass('kid-subject');
    // 90% and above: stars, loaded when needed.
    expect(await screen.findByRole('img', { name: 'Stars for a great score!' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('nothing moves when the device asks for reduced motion', async () => {
    preferReducedMotion();
    await renderRoute(StudentAppRoutes, '/quiz-results/assignenglish01', 'student');
    expect(await screen.findByRole('heading', { level: 1, name: 'Excellent!' })).toBeVisible();
    expect(screen.getByText('+200 Points Earned!')).toBeVisible();
    expect(screen.queryByRole('img', { name: 'Stars for a great score!' })).not.toBeInTheDocument();
  });

  // The maths quiz with four of its five questions answered, so many of them right, as the server marks it.
  it.each([
    [
      '4 of 5 right (80%)',
      'blue',
      'Good Job!',
      "Great effort! You're doing really well.",
      4,
      { qmathadd0000001: 'c', qmathdiv0000001: 'c', qmathplace00001: 'b', qmathmul0000001: 'b' },
    ],
    [
      '3 of 5 right (60%)',
      'yellow',
      'Keep Practicing!',
      'Good try! A little more practice will help.',
      3,
      { qmathadd0000001: 'c', qmathdiv0000001: 'c', qmathplace00001: 'b', qmathmul0000001: 'a' },
    ],
    [
      '2 of 5 right (40%)',
      'red',
      'Need More Practice',
      "Every quiz helps you learn. Let's look at the answers and try again!",
      2,
      { qmathadd0000001: 'c', qmathdiv0000001: 'c', qmathplace00001: 'a', qmathmul0000001: 'a' },
    ],
  ])('with %s, the %s band says %s and encourages the child in its words', async (_case, colour, band, words, correct, answers) => {
    const db = serveStudentSample();
    const start = quizStart('assignmaths0001', { answers });
    mockServer.use(
      apiRoute('quizStart', () => HttpResponse.json(start)),
      apiRoute('quizSubmit', () => HttpResponse.json(submitReply(db, start, { score: correct * 20, correct, answers }))),
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
    expect(
      within(first)
        .getAllByRole('listitem')
        .map((option) => option.textContent),
    ).toEqual(['A 13 (Your answer)', 'B 14', 'C 15 (Right answer)', 'D 16']);
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
    expect(
      within(tries)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['First try: 100%', 'Practice try 1: 33%']);
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
    mockServer.use(apiRoute('resultReview', () => (failing ? unexplainedError() : undefined)));
    const { user } = await renderRoute(StudentAppRoutes, '/quiz-results/assignenglish01', 'student');
    expect(within(await screen.findByRole('alert')).getByText('We could not load your results.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Quiz Results' })).toBeVisible();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Excellent!' })).toBeVisible();
  });
});
