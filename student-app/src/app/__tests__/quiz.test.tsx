import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { apiRoute } from 'mocks';
import { mockServer } from 'mocks/node';
import {
  answerReply,
  holdResponses,
  quizStart,
  renderRoute,
  serveQuiz,
  serveStudentSample,
  submitReply,
  takesAnswers,
  unexplainedError,
  type Received,
} from 'mocks/testing';
import { mockPath, type AnswerBody } from 'shared/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from 'mocks/testing';
import { pendingChanges } from '../../features/quiz/api/answer-queue.ts';
import { fakeSpeech } from '../../testing/fake-speech.ts';
import { openQuiz, questionGrid as grid } from '../../testing/quiz.ts';
import StudentAppRoutes from '../routes.tsx';

// The sample quiz: the five maths questions of "Maths Practice: Basic Arithmetic", 30 minutes.
const MATHS = 'assignmaths0001';
const QUIZ = `/quiz/${MATHS}`;

/** Every answer of the sample quiz, right. */
const ALL_RIGHT = { qmathadd0000001: 'c', qmathdiv0000001: 'c', qmathplace00001: 'b', qmathmul0000001: 'b', qmathsub0000001: 'c' };

/** The countdown's box, which carries its colour. */
const timer = () => screen.getByText(/^\d\d:\d\d$/).closest('p');

/** A count of the side panel, as the child reads it beside its label. */
const count = (label: string) =>
  within(screen.getByRole('complementary', { name: 'Your progress' })).getByText(label).nextElementSibling?.textContent;

afterEach(() => {
  vi.useRealTimers();
});

/** The quiz opened with its start held: its loading frame on screen until `release`. */
async function openWhileLoading() {
  mockServer.use(
    apiRoute('quizStart', () => HttpResponse.json(quizStart(MATHS))),
    takesAnswers(),
  );
  const release = holdResponses('post', mockPath('quizStart'));
  const { user } = await renderRoute(StudentAppRoutes, QUIZ, 'student');
  expect(await screen.findByText('Loading...')).toBeVisible();
  return { user, release };
}

describe('the quiz screen', () => {
  it("shows SPEC's header, one question at a time with lettered options, and moves with Previous and Next", async () => {
    mockServer.use(
      apiRoute('quizStart', () => HttpResponse.json(quizStart(MATHS))),
      takesAnswers(),
    );
    const { user } = await openQuiz();
    expect(screen.getByText('Mathematics')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Exit Quiz' })).toBeVisible();
    expect(screen.getByText('30:00')).toBeVisible();
    expect(screen.getByText('Question 1 of 5')).toBeVisible();
    // The header (docs/product.md, "Quiz"): the progress beside the countdown, in the bar that stays at the top while a phone scrolls.
    expect(screen.getByText('Question 1 of 5').parentElement).toContainElement(screen.getByText('30:00'));
    expect(screen.getByText('Question 1 of 5').parentElement).toHaveClass('quiz-bar');
    await expectNoAxeViolations();
    expect(screen.getByRole('heading', { level: 2, name: 'What is 7 + 8?' })).toBeVisible();
    const options = within(screen.getByRole('group', { name: 'What is 7 + 8?' })).getAllByRole('radio');
    expect(options.map((option) => option.closest('label')?.textContent)).toEqual(['A 13', 'B 14', 'C 15', 'D 16']);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Question 2 of 5')).toBeVisible();
    // Focus follows the child to the new question.
    expect(screen.getByRole('heading', { level: 2, name: 'What is 36 ÷ 4?' })).toHaveFocus();
    // A letter chooses straight away, with the focus still on the question.
    await user.keyboard('a');
    expect(screen.getByRole('radio', { name: 'A 7' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Question 1 of 5')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Question 5: not answered' }));
    expect(screen.getByText('Question 5 of 5')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Submit Quiz' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('an answer is chosen by click, letter key or arrow keys, shown in the grid and the counts, and sent at once', async () => {
    const sent: Received = [];
    mockServer.use(
      apiRoute('quizStart', () => HttpResponse.json(quizStart(MATHS))),
      takesAnswers(sent),
    );
    const { user } = await openQuiz();
    await user.click(screen.getByRole('radio', { name: 'C 15' }));
    expect(screen.getByRole('radio', { name: 'C 15' })).toBeChecked();
    expect(grid().getByRole('button', { name: 'Question 1: current, answered' })).toBeVisible();
    expect(count('Answered')).toBe('1/5');
    expect(count('Remaining')).toBe('4');
    expect(count('Flagged')).toBe('0');
    await waitFor(() => expect(sent).toEqual([{ questionId: 'qmathadd0000001', answer: 'c' }]));
    expect(await screen.findByText('All answers saved')).toBeVisible();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'D 16' })).toBeChecked();
    await user.keyboard('b');
    expect(screen.getByRole('radio', { name: 'B 14' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'B 14' })).toHaveFocus();
    await waitFor(() => expect(sent.at(-1)).toEqual({ questionId: 'qmathadd0000001', answer: 'b' }));
  });

  it("says 'Saving...' while an answer is on its way, and 'All answers saved' once the server has it", async () => {
    mockServer.use(
      apiRoute('quizStart', () => HttpResponse.json(quizStart(MATHS))),
      takesAnswers(),
    );
    const release = holdResponses('post', mockPath('quizAnswer'));
    const { user } = await openQuiz();
    await user.click(screen.getByRole('radio', { name: 'C 15' }));
    expect(await screen.findByText('Saving...')).toBeVisible();
    expect(screen.queryByText('All answers saved')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('All answers saved')).toBeVisible();
    expect(screen.queryByText('Saving...')).not.toBeInTheDocument();
  });

  it('Tab pressed while the quiz loads: the control it reached keeps the focus once the quiz shows', async () => {
    const { user, release } = await openWhileLoading();
    await user.tab();
    expect(screen.getByRole('button', { name: /Menu/ })).toHaveFocus();
    release();
    expect(await screen.findByRole('heading', { level: 2, name: 'What is 7 + 8?' })).toBeVisible();
    expect(screen.getByRole('button', { name: /Menu/ })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Take a break (1 left)' })).toHaveFocus();
  });

  it("the loading frame's heading, focused, hands the focus to the quiz's own once it shows", async () => {
    const { user, release } = await openWhileLoading();
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Maths Practice: Basic Arithmetic' })).toHaveFocus();
  });

  it('flags a question for review, in the grid and the counts', async () => {
    const sent: Received = [];
    mockServer.use(
      apiRoute('quizStart', () => HttpResponse.json(quizStart(MATHS))),
      takesAnswers(sent),
    );
    const { user } = await openQuiz();
    const flag = screen.getByRole('button', { name: 'Flag for review' });
    expect(flag).toHaveAttribute('aria-pressed', 'false');
    await user.click(flag);
    expect(flag).toHaveAttribute('aria-pressed', 'true');
    expect(grid().getByRole('button', { name: 'Question 1: current, not answered, flagged' })).toBeVisible();
    expect(count('Flagged')).toBe('1');
    await waitFor(() => expect(sent).toEqual([{ questionId: 'qmathadd0000001', flagged: true }]));
  });

  it('resumes an attempt with its saved answers, at the first question without one', async () => {
    mockServer.use(
      apiRoute('quizStart', () => HttpResponse.json(quizStart(MATHS, { answers: { qmathadd0000001: 'c', qmathdiv0000001: 'a' } }))),
    );
    await openQuiz();
    expect(screen.getByText('Question 3 of 5')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Question 1: answered' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Question 2: answered' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Question 3: current, not answered' })).toBeVisible();
  });

  it('reopens at the question the child was on, the first one too', async () => {
    // The same attempt both times, as the server resumes it.
    const start = quizStart(MATHS, { answers: { qmathadd0000001: 'c', qmathdiv0000001: 'a' } });
    mockServer.use(apiRoute('quizStart', () => HttpResponse.json(start)));
    const first = await openQuiz();
    expect(screen.getByText('Question 3 of 5')).toBeVisible();
    await first.user.click(screen.getByRole('button', { name: 'Question 1: answered' }));
    expect(screen.getByText('Question 1 of 5')).toBeVisible();
    first.unmount();

    await openQuiz();
    expect(screen.getByText('Question 1 of 5')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'C 15' })).toBeChecked();
  });

  it("'Exit Quiz' asks in SPEC's words; staying keeps the quiz, exiting throws the attempt away", async () => {
    let deleted = 0;
    mockServer.use(
      apiRoute('quizStart', () => HttpResponse.json(quizStart(MATHS))),
      apiRoute('quizExit', () => {
        deleted += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, router } = await openQuiz();
    await user.click(screen.getByRole('button', { name: 'Exit Quiz' }));
    const dialog = screen.getByRole('dialog', { name: 'Exit Quiz?' });
    expect(dialog).toHaveAccessibleDescription("Are you sure you want to exit? Your progress will be lost and you'll need to start over.");
    expect(within(dialog).getByRole('button', { name: 'Stay in Quiz' })).toHaveFocus();
    // The safe answer is the filled one.
    expect(within(dialog).getByRole('button', { name: 'Stay in Quiz' })).toHaveClass('mcq-button-primary');
    expect(within(dialog).getByRole('button', { name: 'Exit Quiz' })).not.toHaveClass('mcq-button-primary');
    await user.click(within(dialog).getByRole('button', { name: 'Stay in Quiz' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleted).toBe(0);
    // The focus is back where the child was.
    expect(screen.getByRole('button', { name: 'Exit Quiz' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Exit Quiz' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Exit Quiz?' })).getByRole('button', { name: 'Exit Quiz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/student-dashboard'));
    expect(deleted).toBe(1);
  });

  it('Logout in the middle of a quiz asks first, says the answers are saved and the clock goes on; staying keeps the quiz', async () => {
    let deleted = 0;
    mockServer.use(
      apiRoute('quizStart', () => HttpResponse.json(quizStart(MATHS))),
      apiRoute('quizExit', () => {
        deleted += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, router } = await openQuiz();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = screen.getByRole('dialog', { name: 'Log out in the middle of your quiz?' });
    expect(dialog).toHaveTextContent('Your answers so far are saved. Your quiz stays open: you can finish it when you sign in again.');
    expect(dialog).toHaveTextContent('The clock keeps going while you are away. To stop it, take a break instead.');
    expect(within(dialog).getByRole('button', { name: 'Stay in Quiz' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Stay in Quiz' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/quiz/assignmaths0001');
    // Logout's panel closed behind the dialog: the focus goes back to the Menu button that opens it.
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Log out in the middle of your quiz?' })).getByRole('button', { name: 'Logout' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The quiz stays open on the server, to finish next time.
    expect(deleted).toBe(0);
  });

  it('Logout with answers not sent asks first; logging out anyway keeps them for this child only, and they are sent when the child comes back', async () => {
    let online = false;
    const arrived: AnswerBody[] = [];
    const start = quizStart(MATHS);
    mockServer.use(
      apiRoute('quizStart', () => HttpResponse.json(start)),
      apiRoute('quizAnswer', async ({ request }) => {
        if (!online) return HttpResponse.error();
        const body = (await request.json()) as AnswerBody;
        arrived.push(body);
        return HttpResponse.json(answerReply(body));
      }),
    );
    const first = await openQuiz();
    await first.user.click(screen.getByRole('radio', { name: 'C 15' }));
    expect(await screen.findByText(/^You're offline\. Your answers are saved on this device/)).toBeVisible();
    await first.user.click(screen.getByRole('button', { name: 'Menu' }));
    await first.user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = screen.getByRole('dialog', { name: 'Your last answers are not sent yet: stay signed in until you are online?' });
    expect(within(dialog).getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
    await expectNoAxeViolations();
    await first.user.click(within(dialog).getByRole('button', { name: 'Log out anyway' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/login'));
    first.unmount();

    // Kept in this child's own database, none in one that every child on the device reads.
    const databases = (await indexedDB.databases()).map((database) => database.name);
    expect(databases).not.toContain('mcq-quiz');
    expect(await pendingChanges('studentliam0002', start.attempt.id)).toEqual([]);
    expect((await pendingChanges('studentemma0001', start.attempt.id)).map(({ questionId, answer }) => ({ questionId, answer }))).toEqual([
      { questionId: 'qmathadd0000001', answer: 'c' },
    ]);

    // The child signs in again, online, and opens the quiz: the answer reaches the server.
    online = true;
    await openQuiz();
    await waitFor(() => expect(arrived).toEqual([{ questionId: 'qmathadd0000001', answer: 'c' }]));
    expect(screen.getByRole('radio', { name: 'C 15' })).toBeChecked();
  });

  it('keeps Logout behind the Menu, opened and closed by keyboard, while Exit Quiz stays one tap away', async () => {
    mockServer.use(apiRoute('quizStart', () => HttpResponse.json(quizStart(MATHS))));
    const { user } = await openQuiz();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exit Quiz' })).toBeVisible();
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    menu.focus();
    await user.keyboard('{Enter}');
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(screen.getByText('Emma Johnson')).toBeVisible();
    await expectNoAxeViolations();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(menu).toHaveFocus();
    // A tap elsewhere closes it too.
    await user.click(menu);
    await user.click(screen.getByRole('heading', { level: 2, name: 'What is 7 + 8?' }));
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('says so when the quiz cannot be exited, keeps the child in it, and exits once the connection is back', async () => {
    let online = false;
    mockServer.use(
      apiRoute('quizStart', () => HttpResponse.json(quizStart(MATHS))),
      apiRoute('quizExit', () => (online ? new HttpResponse(null, { status: 204 }) : HttpResponse.error())),
    );
    const { user, router } = await openQuiz();
    await user.click(screen.getByRole('button', { name: 'Exit Quiz' }));
    const dialog = screen.getByRole('dialog', { name: 'Exit Quiz?' });
    await user.click(within(dialog).getByRole('button', { name: 'Exit Quiz' }));
    expect(await within(dialog).findByText('We could not exit the quiz. Check your connection and try again.')).toHaveRole('alert');
    expect(router.state.location.pathname).toBe(QUIZ);

    online = true;
    await user.click(within(dialog).getByRole('button', { name: 'Exit Quiz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/student-dashboard'));
  });

  it.each([
    ['does not exist', 'nosuchquiz000001'],
    ["is not this child's (a draft for Liam)", 'assignfraction1'],
  ])("says 'Quiz not found' for an assignment that %s, with a way back", async (_case, assignmentId) => {
    const asked: unknown[] = [];
    mockServer.use(
      apiRoute('quizStart', ({ params }) => {
        asked.push(params['assignmentId']);
        return HttpResponse.json({ status: 404, message: 'Quiz not found.', data: {} }, { status: 404 });
      }),
    );
    const { user, router } = await renderRoute(StudentAppRoutes, `/quiz/${assignmentId}`, 'student');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quiz not found' })).toBeVisible();
    expect(asked).toEqual([assignmentId]);
    expect(screen.getByText('This quiz is not one of yours, or it is not open any more.')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(router.state.location.pathname).toBe('/student-dashboard');
  });

  it('says it could not open the quiz when the server fails, and Try again opens it', async () => {
    let failing = true;
    mockServer.use(apiRoute('quizStart', () => (failing ? unexplainedError() : HttpResponse.json(quizStart(MATHS)))));
    const { user } = await renderRoute(StudentAppRoutes, QUIZ, 'student');
    expect(within(await screen.findByRole('alert')).getByText('We could not open this quiz.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Quiz' })).toBeVisible();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Maths Practice: Basic Arithmetic' })).toBeVisible();
  });

  it('submitting with questions unanswered asks once, naming how many, then shows the results', async () => {
    const received: Received = [];
    serveQuiz(quizStart(MATHS), { score: 20, correct: 1, answers: { qmathadd0000001: 'c' } }, { received });
    const { user, router } = await openQuiz();
    await user.click(screen.getByRole('radio', { name: 'C 15' }));
    await user.click(screen.getByRole('button', { name: 'Question 5: not answered' }));
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    const dialog = screen.getByRole('dialog', { name: 'Submit your quiz?' });
    expect(dialog).toHaveAccessibleDescription('You have 4 questions without an answer.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep Answering' }));
    expect(router.state.location.pathname).toBe(QUIZ);

    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Submit your quiz?' })).getByRole('button', { name: 'Submit Quiz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz-results/assignmaths0001'));
    // The answer reached the server before the quiz was marked, and the quiz was sent once.
    expect(received).toEqual([{ questionId: 'qmathadd0000001', answer: 'c' }, 'submit']);
    expect(await screen.findByText('1 out of 5 questions correct')).toBeVisible();
  });

  it('with one question left without an answer, the question before submitting says so in the singular', async () => {
    mockServer.use(
      apiRoute('quizStart', () =>
        HttpResponse.json(
          quizStart(MATHS, { answers: { qmathadd0000001: 'c', qmathdiv0000001: 'c', qmathplace00001: 'b', qmathmul0000001: 'b' } }),
        ),
      ),
    );
    const { user } = await openQuiz();
    expect(screen.getByText('Question 5 of 5')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(screen.getByRole('dialog', { name: 'Submit your quiz?' })).toHaveAccessibleDescription('You have 1 question without an answer.');
  });

  it('submitting with questions flagged to check again reminds the child, even with every question answered', async () => {
    serveQuiz(quizStart(MATHS, { answers: ALL_RIGHT }), { score: 100, correct: 5, answers: ALL_RIGHT });
    const { user, router } = await openQuiz();
    await user.click(screen.getByRole('button', { name: 'Flag for review' }));
    await user.click(screen.getByRole('button', { name: 'Question 5: answered' }));
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    const dialog = screen.getByRole('dialog', { name: 'Submit your quiz?' });
    expect(dialog).toHaveAccessibleDescription('You flagged 1 question to check again.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Quiz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz-results/assignmaths0001'));
    expect(screen.queryByText("Time's up! Your answers were sent.")).not.toBeInTheDocument();
  });

  it('an answer chosen just before Submit Quiz counts, before the rest of the screen has caught up with it', async () => {
    const start = quizStart(MATHS, { answers: { qmathadd0000001: 'c', qmathdiv0000001: 'c', qmathplace00001: 'b', qmathmul0000001: 'b' } });
    const received: Received = [];
    serveQuiz(start, { score: 80, correct: 4, answers: { ...start.attempt.answers, qmathsub0000001: 'a' } }, { received });
    const { router } = await openQuiz();
    const [firstOption] = screen.getAllByRole('radio');
    // Both clicks land before React renders again: the choice is still on its way to the grid and the counts.
    act(() => {
      firstOption?.click();
      screen.getByRole('button', { name: 'Submit Quiz' }).click();
    });
    expect(screen.queryByRole('dialog', { name: 'Submit your quiz?' })).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz-results/assignmaths0001'));
    // The fifth answer reached the server before the quiz was marked.
    expect(received).toEqual([{ questionId: 'qmathsub0000001', answer: 'a' }, 'submit']);
  });

  it("says 'Sending your answers...' while the quiz is on its way, then shows the results", async () => {
    const db = serveStudentSample();
    const start = quizStart(MATHS, { answers: ALL_RIGHT });
    mockServer.use(
      apiRoute('quizStart', () => HttpResponse.json(start)),
      apiRoute('quizSubmit', () => HttpResponse.json(submitReply(db, start, { score: 100, correct: 5, answers: ALL_RIGHT }))),
    );
    const release = holdResponses('post', mockPath('quizSubmit'));
    const { user, router } = await openQuiz();
    await user.click(grid().getByRole('button', { name: 'Question 5: answered' }));
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(await screen.findByText('Sending your answers...')).toBeVisible();
    expect(router.state.location.pathname).toBe(QUIZ);
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz-results/assignmaths0001'));
  });

  it('reads the question and then each option with its letter aloud, where the browser can speak', async () => {
    mockServer.use(apiRoute('quizStart', () => HttpResponse.json(quizStart(MATHS))));
    const speech = fakeSpeech();
    try {
      const { user } = await openQuiz();
      await user.click(screen.getByRole('button', { name: 'Read aloud' }));
      expect(speech.texts()).toEqual(['What is 7 + 8?', 'A. 13', 'B. 14', 'C. 15', 'D. 16']);
      // It shows that it is reading, and offers Stop.
      expect(screen.getByRole('button', { name: 'Stop reading' })).toHaveTextContent('Stop');
      // Moving on stops the reading of the question left behind.
      speech.clear();
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(speech.cancels()).toBe(1);
      expect(screen.getByRole('button', { name: 'Read aloud' })).toBeVisible();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('reads one option on its own from the speaker beside it, by tap or keyboard, shows it is reading, and stops', async () => {
    mockServer.use(
      apiRoute('quizStart', () => HttpResponse.json(quizStart(MATHS))),
      takesAnswers(),
    );
    const speech = fakeSpeech([
      { name: 'Thomas', lang: 'fr-FR', default: true, localService: true },
      { name: 'Daniel', lang: 'en-GB', default: false, localService: true },
      { name: 'Sonia (Natural)', lang: 'en-GB', default: false, localService: false },
    ]);
    try {
      const { user } = await openQuiz();
      await user.click(screen.getByRole('button', { name: 'Listen to B' }));
      expect(speech.texts()).toEqual(['B. 14']);
      // The device's best voice for the language, a little slower for a child.
      expect(speech.utterances[0]).toMatchObject({ voice: { name: 'Sonia (Natural)' }, lang: 'en-GB', rate: 0.9 });
      // Listening chooses nothing.
      expect(screen.getByRole('radio', { name: 'B 14' })).not.toBeChecked();
      const stop = screen.getByRole('button', { name: 'Stop reading' });
      expect(stop).toHaveClass('is-speaking');
      // Only the speaker that reads shows it: one reading at a time.
      expect(screen.getAllByRole('button', { name: 'Stop reading' })).toHaveLength(1);
      await expectNoAxeViolations();
      await user.click(stop);
      expect(speech.cancels()).toBeGreaterThan(0);
      expect(screen.queryByRole('button', { name: 'Stop reading' })).not.toBeInTheDocument();

      // Again, by keyboard; another option's speaker takes over; the end of the reading ends its Stop.
      speech.clear();
      screen.getByRole('button', { name: 'Listen to D' }).focus();
      await user.keyboard('{Enter}');
      await user.click(screen.getByRole('button', { name: 'Listen to A' }));
      expect(speech.texts()).toEqual(['D. 16', 'A. 13']);
      expect(screen.getByRole('button', { name: 'Listen to D' })).toBeVisible();
      await speech.finish();
      expect(screen.queryByRole('button', { name: 'Stop reading' })).not.toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("reads a dialog's question and words aloud", async () => {
    mockServer.use(apiRoute('quizStart', () => HttpResponse.json(quizStart(MATHS))));
    const speech = fakeSpeech();
    try {
      const { user } = await openQuiz();
      await user.click(screen.getByRole('button', { name: 'Exit Quiz' }));
      const dialog = screen.getByRole('dialog', { name: 'Exit Quiz?' });
      await user.click(within(dialog).getByRole('button', { name: 'Listen to this question' }));
      expect(speech.texts()).toEqual([
        'Exit Quiz?',
        "Are you sure you want to exit? Your progress will be lost and you'll need to start over.",
      ]);
      expect(within(dialog).getByRole('button', { name: 'Stop reading' })).toBeVisible();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('has no read-aloud button where the browser cannot speak', async () => {
    mockServer.use(apiRoute('quizStart', () => HttpResponse.json(quizStart(MATHS))));
    await openQuiz();
    expect(screen.queryByRole('button', { name: 'Read aloud' })).not.toBeInTheDocument();
  });
});

describe('the timer', () => {
  it('turns yellow under 600 s and red under 300 s, says each warning once, and submits at zero', async () => {
    const submits = serveQuiz(quizStart(MATHS, { secondsLeft: 602 }), { score: 0, correct: 0, answers: {} });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
    const { router } = await openQuiz();
    expect(timer()).toHaveTextContent(/^Time left 10:02$/);
    expect(timer()).toHaveClass('quiz-timer-green');

    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(timer()).toHaveTextContent('09:59');
    expect(timer()).toHaveClass('quiz-timer-yellow');
    expect(await screen.findAllByText('Less than 10 minutes remaining. Please finish soon.')).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(300_000));
    expect(timer()).toHaveTextContent('04:59');
    expect(timer()).toHaveClass('quiz-timer-red');
    expect(screen.getByText('Less than 5 minutes remaining!')).toBeVisible();
    expect(screen.queryByText('Less than 10 minutes remaining. Please finish soon.')).not.toBeInTheDocument();

    expect(submits.count).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(300_000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz-results/assignmaths0001'));
    expect(submits.count).toBe(1);
  });

  it('announces the warning of a quiz resumed with under ten minutes left: its live region is on the page before the words', async () => {
    mockServer.use(apiRoute('quizStart', () => HttpResponse.json(quizStart(MATHS, { secondsLeft: 550 }))));
    // For each time the warning is put on the page: was it put into a live region already there?
    const arrivals: boolean[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node.textContent?.includes('Less than 10 minutes remaining.')) {
            arrivals.push(record.target instanceof Element && record.target.closest('[role="status"]') !== null);
          }
        }
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    try {
      await openQuiz();
      expect(await screen.findByText('Less than 10 minutes remaining. Please finish soon.')).toBeVisible();
      expect(arrivals).toEqual([true]);
    } finally {
      observer.disconnect();
    }
  });

  it("counts down from the server's clock, whatever the device's clock says", async () => {
    for (const serverClockAhead of [3600, -3600]) {
      mockServer.use(apiRoute('quizStart', () => HttpResponse.json(quizStart(MATHS, { serverClockAhead }))));
      const { unmount } = await openQuiz();
      expect(timer()).toHaveTextContent(/^Time left 30:00$/);
      unmount();
    }
  });

  it("submits at once when it opens with no time left; the results say Time's up! and what was saved, not a band and +0", async () => {
    const start = quizStart(MATHS, { secondsLeft: 0, answers: { qmathadd0000001: 'a', qmathdiv0000001: 'c' } });
    const submits = serveQuiz(start, { score: 20, correct: 1, answers: start.attempt.answers });
    const { router } = await openQuiz();
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz-results/assignmaths0001'));
    expect(submits.count).toBe(1);
    expect(await screen.findByRole('heading', { level: 1, name: "Time's up!" })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('The clock ran out. Your answers to 2 of 5 questions were saved and marked.');
    expect(screen.getByText('1 out of 5 questions correct')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Need More Practice' })).not.toBeInTheDocument();
    expect(screen.getByText('+40 Points Earned!')).toBeVisible();
  });

  it("shows the question's picture with its description and its sound", async () => {
    const start = quizStart(MATHS);
    // As the server serves the first question's files: under ids of the attempt, with the student's file token.
    start.questions[0]!.media = {
      image: { url: '/api/quiz/media/attempt000001/k3m9x2p7q4?token=mock-file-token', alt: 'Seven red sweets and eight blue sweets' },
      audio: { url: '/api/quiz/media/attempt000001/w8r2t6y1u5?token=mock-file-token' },
    };
    mockServer.use(apiRoute('quizStart', () => HttpResponse.json(start)));
    await openQuiz();
    expect(screen.getByRole('img', { name: 'Seven red sweets and eight blue sweets' })).toHaveAttribute(
      'src',
      '/api/quiz/media/attempt000001/k3m9x2p7q4?token=mock-file-token',
    );
    expect(screen.getByLabelText('Listen to the question')).toHaveAttribute(
      'src',
      '/api/quiz/media/attempt000001/w8r2t6y1u5?token=mock-file-token',
    );
  });
  it('shows no countdown and no warnings for a child with no time limit', async () => {
    mockServer.use(apiRoute('quizStart', () => HttpResponse.json(quizStart(MATHS, { secondsLeft: null }))));
    await openQuiz();
    expect(screen.getByText('No time limit')).toBeVisible();
    expect(screen.queryByText(/^\d\d:\d\d$/)).not.toBeInTheDocument();
  });

  it('a time-up with nothing right says so without +0', async () => {
    serveQuiz(quizStart(MATHS, { secondsLeft: 0 }), { score: 0, correct: 0, answers: {} });
    await openQuiz();
    expect(await screen.findByRole('heading', { level: 1, name: "Time's up!" })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Your answers to 0 of 5 questions were saved and marked.');
    expect(screen.queryByText(/Points Earned/)).not.toBeInTheDocument();
  });

  it('a 5-minute quiz starts without a warning and warns at a third and a sixth of its time, in minutes that fit', async () => {
    const start = quizStart(MATHS, { secondsLeft: 300 });
    start.assignment.timeLimit = 5;
    mockServer.use(
      apiRoute('quizStart', () => HttpResponse.json(start)),
      takesAnswers(),
    );
    // Every timer of the page fake (the warnings' own delay too), moving on with real time as well so that the screen loads.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'performance'] });
    await openQuiz();
    const shown = () => {
      const [minutes, seconds] = (timer()?.querySelector('time')?.textContent ?? '').split(':').map(Number);
      return minutes! * 60 + seconds!;
    };
    const runUntil = (secondsLeft: number) => act(() => vi.advanceTimersByTimeAsync((shown() - secondsLeft) * 1000));
    await runUntil(298);
    expect(timer()).toHaveClass('quiz-timer-green');
    expect(screen.queryByText(/remaining/)).not.toBeInTheDocument();

    await runUntil(101);
    expect(timer()).toHaveClass('quiz-timer-green');
    expect(screen.queryByText(/remaining/)).not.toBeInTheDocument();
    await runUntil(98);
    expect(timer()).toHaveClass('quiz-timer-yellow');
    expect(screen.getByText('Less than 2 minutes remaining. Please finish soon.')).toBeVisible();

    await runUntil(48);
    expect(timer()).toHaveClass('quiz-timer-red');
    expect(screen.getByText('Less than 1 minute remaining!')).toBeVisible();
  });
});

describe('answers that cannot be sent', () => {
  it('are kept on the device, the child is told so, and they are sent in order once the server is back', async () => {
    let online = false;
    const arrived: string[] = [];
    mockServer.use(
      apiRoute('quizStart', () => HttpResponse.json(quizStart(MATHS))),
      apiRoute('quizAnswer', async ({ request }) => {
        if (!online) return HttpResponse.error();
        const body = (await request.json()) as AnswerBody;
        arrived.push(body.questionId);
        return HttpResponse.json(answerReply(body));
      }),
    );
    const { user } = await openQuiz();
    await user.click(screen.getByRole('radio', { name: 'C 15' }));
    expect(
      await screen.findByText("You're offline. Your answers are saved on this device and will be sent when you're back online."),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: 'C 9' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: 'B 460' }));
    expect(screen.getByRole('radio', { name: 'B 460' })).toBeChecked();

    online = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('All answers saved')).toBeVisible();
    expect(arrived).toEqual(['qmathadd0000001', 'qmathdiv0000001', 'qmathplace00001']);
  });

  it.each([
    ['down behind a proxy', 502],
    ['failing', 500],
    ['too busy', 429],
  ])('are kept while the server is %s (%i), and sent once it answers again', async (_case, status) => {
    let up = false;
    mockServer.use(
      apiRoute('quizStart', () => HttpResponse.json(quizStart(MATHS))),
      apiRoute('quizAnswer', async ({ request }) =>
        up
          ? HttpResponse.json(answerReply((await request.json()) as AnswerBody))
          : HttpResponse.json({ message: 'Bad Gateway' }, { status }),
      ),
    );
    const { user } = await openQuiz();
    await user.click(screen.getByRole('radio', { name: 'C 15' }));
    expect(await screen.findByText(/You're offline/)).toBeVisible();
    up = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('All answers saved')).toBeVisible();
  });

  it('survive a reload: the reopened quiz shows them and sends them', async () => {
    let online = false;
    const arrived: AnswerBody[] = [];
    // The same attempt both times, as the server resumes it; it never got the answer.
    const start = quizStart(MATHS);
    mockServer.use(
      apiRoute('quizStart', () => HttpResponse.json(start)),
      takesAnswers(arrived, () => online),
    );
    const first = await openQuiz();
    await first.user.click(screen.getByRole('radio', { name: 'C 15' }));
    await screen.findByText(/You're offline/);
    first.unmount();

    online = true;
    await openQuiz();
    // Back at the question the child was on, with the answer kept on the device.
    expect(screen.getByRole('button', { name: 'Question 1: current, answered' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'C 15' })).toBeChecked();
    expect(await screen.findByText('All answers saved')).toBeVisible();
    expect(arrived).toEqual([{ questionId: 'qmathadd0000001', answer: 'c' }]);
  });

  it('submitting offline waits for the connection and says so', async () => {
    const db = serveStudentSample();
    const start = quizStart(MATHS);
    let online = false;
    const received: Received = [];
    mockServer.use(
      apiRoute('quizStart', () => HttpResponse.json(start)),
      takesAnswers(received),
      apiRoute('quizSubmit', () => {
        if (!online) return HttpResponse.error();
        received.push('submit');
        return HttpResponse.json(submitReply(db, start, { score: 100, correct: 5, answers: ALL_RIGHT }));
      }),
    );
    const { user, router } = await openQuiz();
    for (const name of ['C 15', 'C 9', 'B 460', 'B 42']) {
      await user.click(screen.getByRole('radio', { name }));
      await user.click(screen.getByRole('button', { name: 'Next' }));
    }
    await user.click(screen.getByRole('radio', { name: 'C 16' }));
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(await screen.findByText("You're offline. Your quiz will be sent as soon as you're back online.")).toBeVisible();
    expect(router.state.location.pathname).toBe(QUIZ);
    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz-results/assignmaths0001'));
    // Every answer reached the server before the quiz was marked.
    expect(received).toEqual([...Object.entries(ALL_RIGHT).map(([questionId, answer]) => ({ questionId, answer })), 'submit']);
  });

  it('submitting with answers still on the device says the quiz waits for the connection, then sends them all first', async () => {
    const db = serveStudentSample();
    const start = quizStart(MATHS, { answers: { qmathadd0000001: 'c', qmathdiv0000001: 'c', qmathplace00001: 'b', qmathmul0000001: 'b' } });
    let online = false;
    const received: Received = [];
    mockServer.use(
      apiRoute('quizStart', () => HttpResponse.json(start)),
      takesAnswers(received, () => online),
      apiRoute('quizSubmit', () => {
        received.push('submit');
        return HttpResponse.json(submitReply(db, start, { score: 100, correct: 5, answers: ALL_RIGHT }));
      }),
    );
    const { user, router } = await openQuiz();
    await user.click(screen.getByRole('radio', { name: 'C 16' }));
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(await screen.findByText("You're offline. Your quiz will be sent as soon as you're back online.")).toBeVisible();
    expect(screen.queryByText('Sending your answers...')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(QUIZ);
    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz-results/assignmaths0001'));
    expect(received).toEqual([{ questionId: 'qmathsub0000001', answer: 'c' }, 'submit']);
  });

  it('a quiz the server refuses to take says it could not be sent, and Submit Quiz sends it again', async () => {
    let refused = true;
    const submits = serveQuiz(
      quizStart(MATHS, { answers: ALL_RIGHT }),
      { score: 100, correct: 5, answers: ALL_RIGHT },
      { refused: () => refused },
    );
    const { user, router } = await openQuiz();
    await user.click(grid().getByRole('button', { name: 'Question 5: answered' }));
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(within(await screen.findByRole('alert')).getByText('We could not send your quiz. Please try again.')).toBeVisible();
    expect(router.state.location.pathname).toBe(QUIZ);
    expect(submits.count).toBe(1);

    refused = false;
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz-results/assignmaths0001'));
    expect(submits.count).toBe(2);
    expect(await screen.findByText('5 out of 5 questions correct')).toBeVisible();
  });

  it('when the server takes no more answers, says the quiz is closed while it is marked; if the marking is refused, Submit Quiz marks it', async () => {
    const db = serveStudentSample();
    const start = quizStart(MATHS);
    let refused = true;
    let answersRefused = 0;
    let submitted = 0;
    let releaseSubmit: (() => void) | undefined;
    const submitHeld = new Promise<void>((resolve) => {
      releaseSubmit = resolve;
    });
    mockServer.use(
      apiRoute('quizStart', () => HttpResponse.json(start)),
      apiRoute('quizAnswer', () => {
        answersRefused += 1;
        return HttpResponse.json(
          { status: 409, message: 'Time is up for this quiz: answers can no longer be changed.', data: {} },
          { status: 409 },
        );
      }),
      apiRoute('quizSubmit', async () => {
        await submitHeld;
        submitted += 1;
        // The server marks what it held: nothing, the one answer having come too late.
        return refused ? unexplainedError(400) : HttpResponse.json(submitReply(db, start, { score: 0, correct: 0, answers: {} }));
      }),
    );
    const { user, router } = await openQuiz();
    await user.click(screen.getByRole('radio', { name: 'C 15' }));
    // The quiz submits itself: while it is on its way the child reads why.
    expect(await screen.findByText('This quiz is closed: your saved answers are being marked.')).toBeVisible();
    releaseSubmit?.();
    expect(within(await screen.findByRole('alert')).getByText('We could not send your quiz. Please try again.')).toBeVisible();
    // Nothing is being marked any more: the status does not say so beside the alert.
    expect(screen.queryByText('This quiz is closed: your saved answers are being marked.')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(QUIZ);

    refused = false;
    await user.click(grid().getByRole('button', { name: 'Question 5: not answered' }));
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Submit your quiz?' })).getByRole('button', { name: 'Submit Quiz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz-results/assignmaths0001'));
    expect(submitted).toBe(2);
    // A closed quiz does not send the refused answer again.
    expect(answersRefused).toBe(1);
    expect(await screen.findByText('0 out of 5 questions correct')).toBeVisible();
  });
});

/** The start, and the break routes as the server answers them: a break of `breakSeconds` so far, and a resume that moves the deadline by it. */
function serveBreaks(options: { breakSeconds?: number; breaksLeft?: number } = {}) {
  const start = quizStart(MATHS, { breaksLeft: options.breaksLeft });
  const calls: string[] = [];
  const deadline = Date.parse(start.attempt.deadline!);
  mockServer.use(
    apiRoute('quizStart', () => HttpResponse.json(start)),
    apiRoute('quizPause', () => {
      calls.push('pause');
      const now = Date.now();
      return HttpResponse.json({
        attempt: { ...start.attempt, pausedAt: new Date(now - (options.breakSeconds ?? 0) * 1000).toISOString(), breaksLeft: 0 },
        serverTime: new Date(now).toISOString(),
      });
    }),
    apiRoute('quizResume', () => {
      calls.push('resume');
      return HttpResponse.json({
        attempt: { ...start.attempt, deadline: new Date(deadline + 5 * 60 * 1000).toISOString(), pausedAt: null, breaksLeft: 0 },
        serverTime: new Date().toISOString(),
      });
    }),
  );
  return calls;
}

describe('a break', () => {
  it('Take a break stops the clock and hides the question; Resume brings it back with the deadline moved', async () => {
    const calls = serveBreaks();
    const { user } = await openQuiz();
    await user.click(screen.getByRole('button', { name: 'Take a break (1 left)' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Time for a break' })).toHaveFocus();
    expect(screen.getByText('Clock stopped')).toBeVisible();
    expect(screen.getByText(/^The quiz starts again by itself in (10:00|09:5\d)\.$/)).toBeVisible();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByRole('radio', { name: 'A 13' })).toBeVisible();
    expect(timer()).toHaveTextContent(/^Time left 3[45]:\d\d$/);
    // None left: the button is gone.
    expect(screen.queryByRole('button', { name: /Take a break/ })).not.toBeInTheDocument();
    expect(calls).toEqual(['pause', 'resume']);
  });

  it('the break screen is read aloud when the child asks', async () => {
    serveBreaks();
    const speech = fakeSpeech();
    try {
      const { user } = await openQuiz();
      await user.click(screen.getByRole('button', { name: 'Take a break (1 left)' }));
      await screen.findByRole('heading', { level: 2, name: 'Time for a break' });
      await user.click(screen.getByRole('button', { name: 'Listen' }));
      expect(speech.texts()).toEqual([
        'Time for a break',
        'Your quiz is paused and the clock has stopped. Your answers are saved.',
        expect.stringMatching(/^The quiz starts again by itself in (10:00|09:5\d)\.$/),
      ]);
      expect(screen.getByRole('button', { name: 'Stop reading' })).toBeVisible();
      await expectNoAxeViolations();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('ends by itself after ten minutes', async () => {
    const calls = serveBreaks({ breakSeconds: 600 });
    const { user } = await openQuiz();
    await user.click(screen.getByRole('button', { name: 'Take a break (1 left)' }));
    expect(await screen.findByRole('radio', { name: 'A 13' })).toBeVisible();
    expect(calls).toEqual(['pause', 'resume']);
  });

  it('says so when Resume cannot reach the quiz, and Resume again resumes it', async () => {
    const calls = serveBreaks();
    const { user } = await openQuiz();
    await user.click(screen.getByRole('button', { name: 'Take a break (1 left)' }));
    await screen.findByRole('heading', { level: 2, name: 'Time for a break' });
    mockServer.use(apiRoute('quizResume', () => HttpResponse.error(), { once: true }));
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach your quiz. Check your connection and press Resume again.',
    );
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByRole('radio', { name: 'A 13' })).toBeVisible();
    expect(calls).toEqual(['pause', 'resume']);
  });

  it('opened again on a break (a reload, another device) shows the break and no question; Resume brings the questions', async () => {
    const start = quizStart(MATHS);
    const calls: string[] = [];
    let onBreak = true;
    mockServer.use(
      // As the server: on a break the attempt comes without its questions.
      apiRoute('quizStart', () => {
        calls.push('start');
        const pausedAt = new Date(Date.now() - 60_000).toISOString();
        return HttpResponse.json(
          onBreak
            ? { ...start, attempt: { ...start.attempt, pausedAt, breaksLeft: 0 }, questions: [] }
            : { ...start, attempt: { ...start.attempt, breaksLeft: 0 } },
        );
      }),
      apiRoute('quizResume', () => {
        calls.push('resume');
        onBreak = false;
        return HttpResponse.json({ attempt: { ...start.attempt, pausedAt: null, breaksLeft: 0 }, serverTime: new Date().toISOString() });
      }),
    );
    const { user } = await renderRoute(StudentAppRoutes, QUIZ, 'student');
    expect(await screen.findByRole('heading', { level: 2, name: 'Time for a break' })).toHaveFocus();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    // The quiz's header, as ever: the account behind Menu, so that a stray tap never signs the child out.
    expect(screen.getByRole('button', { name: 'Menu' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByRole('radio', { name: 'A 13' })).toBeVisible();
    expect(calls).toEqual(['start', 'resume', 'start']);
  });

  it('is not offered without a time limit or with no break left', async () => {
    mockServer.use(apiRoute('quizStart', () => HttpResponse.json(quizStart(MATHS, { secondsLeft: null }))));
    const { unmount } = await openQuiz();
    expect(screen.queryByRole('button', { name: /Take a break/ })).not.toBeInTheDocument();
    unmount();
    serveBreaks({ breaksLeft: 0 });
    await openQuiz();
    expect(screen.queryByRole('button', { name: /Take a break/ })).not.toBeInTheDocument();
  });
});
