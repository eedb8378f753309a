import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServer } from 'mocks/node';
import { renderRoute, scriptQuiz, unexplainedError } from 'mocks/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import StudentAppRoutes from '../routes.tsx';

// SPEC's sample quiz: the five maths questions of "Maths Practice: Basic Arithmetic", 30 minutes.
const QUIZ = '/quiz/assignmaths0001';

async function openQuiz(path = QUIZ) {
  const rendered = await renderRoute(StudentAppRoutes, path, 'student');
  await screen.findByRole('heading', { level: 1, name: 'Maths Practice: Basic Arithmetic' });
  return rendered;
}

/** The countdown's box, which carries its colour. */
const timer = () => screen.getByText(/^\d\d:\d\d$/).closest('p');

/** The numbered buttons of the side panel, one per question. */
const grid = () => within(screen.getByRole('navigation', { name: 'Questions' }));

/** A count of the side panel, as the child reads it beside its label. */
const count = (label: string) => within(screen.getByRole('complementary', { name: 'Your progress' })).getByText(label).nextElementSibling?.textContent;

const answerRequests = () => {
  const bodies: Array<Record<string, unknown>> = [];
  mockServer.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith('/answer')) bodies.push((await request.clone().json()) as Record<string, unknown>);
  });
  return bodies;
};

/** The server's responses on a route wait until the test calls the function this returns. */
function holdResponses(route: string) {
  let release: (() => void) | undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  mockServer.use(
    http.post(route, async () => {
      await held;
      return undefined;
    }),
  );
  return () => release?.();
}

afterEach(() => {
  vi.useRealTimers();
  mockServer.events.removeAllListeners();
});

describe('the quiz screen', () => {
  it("shows SPEC's header, one question at a time with lettered options, and moves with Previous and Next", async () => {
    scriptQuiz();
    const { user } = await openQuiz();
    expect(screen.getByText('Mathematics')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Exit Quiz' })).toBeVisible();
    expect(screen.getByText('30:00')).toBeVisible();
    expect(screen.getByText('Question 1 of 5')).toBeVisible();
    // In the header, beside the countdown and Exit Quiz (SPEC).
    expect(screen.getByRole('button', { name: 'Exit Quiz' }).parentElement).toContainElement(screen.getByText('Question 1 of 5'));
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
    scriptQuiz();
    const sent = answerRequests();
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
    scriptQuiz();
    const release = holdResponses('*/api/quiz/attempts/:id/answer');
    const { user } = await openQuiz();
    await user.click(screen.getByRole('radio', { name: 'C 15' }));
    expect(await screen.findByText('Saving...')).toBeVisible();
    expect(screen.queryByText('All answers saved')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('All answers saved')).toBeVisible();
    expect(screen.queryByText('Saving...')).not.toBeInTheDocument();
  });

  it('flags a question for review, in the grid and the counts', async () => {
    scriptQuiz();
    const sent = answerRequests();
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
    scriptQuiz({ answers: { qmathadd0000001: 'c', qmathdiv0000001: 'a' } });
    await openQuiz();
    expect(screen.getByText('Question 3 of 5')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Question 1: answered' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Question 2: answered' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Question 3: current, not answered' })).toBeVisible();
  });

  it('reopens at the question the child was on, the first one too', async () => {
    scriptQuiz({ answers: { qmathadd0000001: 'c', qmathdiv0000001: 'a' } });
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
    scriptQuiz();
    let deleted = 0;
    mockServer.events.on('request:start', ({ request }) => {
      if (request.method === 'DELETE') deleted += 1;
    });
    const { user, router } = await openQuiz();
    await user.click(screen.getByRole('button', { name: 'Exit Quiz' }));
    const dialog = screen.getByRole('dialog', { name: 'Exit Quiz?' });
    expect(dialog).toHaveAccessibleDescription("Are you sure you want to exit? Your progress will be lost and you'll need to start over.");
    expect(within(dialog).getByRole('button', { name: 'Stay in Quiz' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Stay in Quiz' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleted).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Exit Quiz' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Exit Quiz?' })).getByRole('button', { name: 'Exit Quiz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/student-dashboard'));
    expect(deleted).toBe(1);
  });

  it('says so when the quiz cannot be exited, keeps the child in it, and exits once the connection is back', async () => {
    scriptQuiz();
    let online = false;
    mockServer.use(http.delete('*/api/quiz/attempts/:id', () => (online ? undefined : HttpResponse.error())));
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
    ['does not exist', '/quiz/nosuchquiz000001'],
    ["is not this child's (a draft for Liam)", '/quiz/assignfraction1'],
  ])("says 'Quiz not found' for an assignment that %s, with a way back", async (_case, path) => {
    scriptQuiz();
    const { user, router } = await renderRoute(StudentAppRoutes, path, 'student');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quiz not found' })).toBeVisible();
    expect(screen.getByText('This quiz is not one of yours, or it is not open any more.')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(router.state.location.pathname).toBe('/student-dashboard');
  });

  it('says it could not open the quiz when the server fails, and Try again opens it', async () => {
    scriptQuiz();
    let failing = true;
    mockServer.use(http.post('*/api/quiz/:assignmentId/start', () => (failing ? unexplainedError() : undefined)));
    const { user } = await renderRoute(StudentAppRoutes, QUIZ, 'student');
    expect(within(await screen.findByRole('alert')).getByText('We could not open this quiz.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Quiz' })).toBeVisible();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Maths Practice: Basic Arithmetic' })).toBeVisible();
  });

  it('submitting with questions unanswered asks once, naming how many, then shows the results', async () => {
    const db = scriptQuiz();
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
    expect(db.collections['results']?.at(-1)).toMatchObject({ assignment_id: 'assignmaths0001', score: 20, answers: { qmathadd0000001: 'c' } });
  });

  it('with one question left without an answer, the question before submitting says so in the singular', async () => {
    scriptQuiz({ answers: { qmathadd0000001: 'c', qmathdiv0000001: 'c', qmathplace00001: 'b', qmathmul0000001: 'b' } });
    const { user } = await openQuiz();
    expect(screen.getByText('Question 5 of 5')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(screen.getByRole('dialog', { name: 'Submit your quiz?' })).toHaveAccessibleDescription('You have 1 question without an answer.');
  });

  it('an answer chosen just before Submit Quiz counts, before the rest of the screen has caught up with it', async () => {
    const db = scriptQuiz({ answers: { qmathadd0000001: 'c', qmathdiv0000001: 'c', qmathplace00001: 'b', qmathmul0000001: 'b' } });
    const { router } = await openQuiz();
    const [firstOption] = screen.getAllByRole('radio');
    // Both clicks land before React renders again: the choice is still on its way to the grid and the counts.
    act(() => {
      firstOption?.click();
      screen.getByRole('button', { name: 'Submit Quiz' }).click();
    });
    expect(screen.queryByRole('dialog', { name: 'Submit your quiz?' })).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz-results/assignmaths0001'));
    expect(Object.keys(db.collections['results']?.at(-1)?.['answers'] as object)).toHaveLength(5);
  });

  it("says 'Sending your answers...' while the quiz is on its way, then shows the results", async () => {
    scriptQuiz({ answers: { qmathadd0000001: 'c', qmathdiv0000001: 'c', qmathplace00001: 'b', qmathmul0000001: 'b', qmathsub0000001: 'c' } });
    const release = holdResponses('*/api/quiz/attempts/:id/submit');
    const { user, router } = await openQuiz();
    await user.click(grid().getByRole('button', { name: 'Question 5: answered' }));
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(await screen.findByText('Sending your answers...')).toBeVisible();
    expect(router.state.location.pathname).toBe(QUIZ);
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz-results/assignmaths0001'));
  });

  it('reads the question and then each option with its letter aloud, where the browser can speak', async () => {
    scriptQuiz();
    const spoken: string[] = [];
    vi.stubGlobal('SpeechSynthesisUtterance', class {
      constructor(readonly text: string) {}
    });
    let cancels = 0;
    vi.stubGlobal('speechSynthesis', { cancel: () => (cancels += 1), speak: (utterance: { text: string }) => spoken.push(utterance.text) });
    try {
      const { user } = await openQuiz();
      await user.click(screen.getByRole('button', { name: 'Read aloud' }));
      expect(spoken).toEqual(['What is 7 + 8?', 'A. 13', 'B. 14', 'C. 15', 'D. 16']);
      // Moving on stops the reading of the question left behind.
      cancels = 0;
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(cancels).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('has no read-aloud button where the browser cannot speak', async () => {
    scriptQuiz();
    await openQuiz();
    expect(screen.queryByRole('button', { name: 'Read aloud' })).not.toBeInTheDocument();
  });
});

describe('the timer', () => {
  it('turns yellow under 600 s and red under 300 s, says each warning once, and submits at zero', async () => {
    const db = scriptQuiz({ secondsLeft: 602 });
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

    await act(() => vi.advanceTimersByTimeAsync(300_000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz-results/assignmaths0001'));
    expect(db.collections['results']?.at(-1)).toMatchObject({ assignment_id: 'assignmaths0001' });
  });

  it('announces the warning of a quiz resumed with under ten minutes left: its live region is on the page before the words', async () => {
    scriptQuiz({ secondsLeft: 550 });
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
      scriptQuiz({ serverClockAhead });
      const { unmount } = await openQuiz();
      expect(timer()).toHaveTextContent(/^Time left 30:00$/);
      unmount();
    }
  });

  it('submits at once when it opens with no time left, and shows the results', async () => {
    const db = scriptQuiz({ secondsLeft: 0 });
    const { router } = await openQuiz();
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz-results/assignmaths0001'));
    expect(db.collections['results']?.at(-1)).toMatchObject({ assignment_id: 'assignmaths0001' });
  });

  it("shows the question's picture with its description and its sound", async () => {
    const db = scriptQuiz();
    Object.assign(db.collections['questions']!.find((q) => q.id === 'qmathadd0000001')!, { images: ['sweets_abc.png'], image_alt: 'Seven red sweets and eight blue sweets', audio: 'question_abc.mp3' });
    await openQuiz();
    expect(screen.getByRole('img', { name: 'Seven red sweets and eight blue sweets' })).toHaveAttribute('src', expect.stringContaining('/api/files/questions/qmathadd0000001/sweets_abc.png'));
    expect(screen.getByLabelText('Listen to the question')).toHaveAttribute('src', expect.stringContaining('question_abc.mp3'));
  });

  it('shows no countdown and no warnings for a child with no time limit', async () => {
    scriptQuiz({ secondsLeft: null });
    await openQuiz();
    expect(screen.getByText('No time limit')).toBeVisible();
    expect(screen.queryByText(/^\d\d:\d\d$/)).not.toBeInTheDocument();
  });
});

describe('answers that cannot be sent', () => {
  it('are kept on the device, the child is told so, and they are sent in order once the server is back', async () => {
    scriptQuiz();
    let online = false;
    const arrived: string[] = [];
    mockServer.use(
      http.post('*/api/quiz/attempts/:id/answer', async ({ request }) => {
        if (!online) return HttpResponse.error();
        const body = (await request.clone().json()) as { questionId: string };
        arrived.push(body.questionId);
        return undefined;
      }),
    );
    const { user } = await openQuiz();
    await user.click(screen.getByRole('radio', { name: 'C 15' }));
    expect(await screen.findByText("You're offline. Your answers are saved on this device and will be sent when you're back online.")).toBeVisible();
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
    scriptQuiz();
    let up = false;
    mockServer.use(http.post('*/api/quiz/attempts/:id/answer', () => (up ? undefined : HttpResponse.json({ message: 'Bad Gateway' }, { status }))));
    const { user } = await openQuiz();
    await user.click(screen.getByRole('radio', { name: 'C 15' }));
    expect(await screen.findByText(/You're offline/)).toBeVisible();
    up = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('All answers saved')).toBeVisible();
  });

  it('survive a reload: the reopened quiz shows them and sends them', async () => {
    scriptQuiz();
    let online = false;
    const arrived: unknown[] = [];
    mockServer.use(
      http.post('*/api/quiz/attempts/:id/answer', async ({ request }) => {
        if (!online) return HttpResponse.error();
        arrived.push(await request.clone().json());
        return undefined;
      }),
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
    const db = scriptQuiz();
    let online = false;
    mockServer.use(http.post('*/api/quiz/attempts/:id/submit', () => (online ? undefined : HttpResponse.error())));
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
    expect(db.collections['results']?.at(-1)).toMatchObject({ score: 100 });
  });

  it('submitting with answers still on the device says the quiz waits for the connection, then sends them all first', async () => {
    const db = scriptQuiz({ answers: { qmathadd0000001: 'c', qmathdiv0000001: 'c', qmathplace00001: 'b', qmathmul0000001: 'b' } });
    let online = false;
    mockServer.use(http.post('*/api/quiz/attempts/:id/answer', () => (online ? undefined : HttpResponse.error())));
    const { user, router } = await openQuiz();
    await user.click(screen.getByRole('radio', { name: 'C 16' }));
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(await screen.findByText("You're offline. Your quiz will be sent as soon as you're back online.")).toBeVisible();
    expect(screen.queryByText('Sending your answers...')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(QUIZ);
    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz-results/assignmaths0001'));
    expect(db.collections['results']?.at(-1)).toMatchObject({ score: 100 });
  });

  it('a quiz the server refuses to take says it could not be sent, and Submit Quiz sends it again', async () => {
    const db = scriptQuiz({ answers: { qmathadd0000001: 'c', qmathdiv0000001: 'c', qmathplace00001: 'b', qmathmul0000001: 'b', qmathsub0000001: 'c' } });
    let refused = true;
    mockServer.use(http.post('*/api/quiz/attempts/:id/submit', () => (refused ? unexplainedError(400) : undefined)));
    const { user, router } = await openQuiz();
    await user.click(grid().getByRole('button', { name: 'Question 5: answered' }));
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(within(await screen.findByRole('alert')).getByText('We could not send your quiz. Please try again.')).toBeVisible();
    expect(router.state.location.pathname).toBe(QUIZ);

    refused = false;
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz-results/assignmaths0001'));
    expect(db.collections['results']?.at(-1)).toMatchObject({ score: 100 });
  });

  it('when the server takes no more answers, says the quiz is closed while it is marked; if the marking is refused, Submit Quiz marks it', async () => {
    const db = scriptQuiz();
    let refused = true;
    let releaseSubmit: (() => void) | undefined;
    const submitHeld = new Promise<void>((resolve) => {
      releaseSubmit = resolve;
    });
    mockServer.use(
      http.post('*/api/quiz/attempts/:id/answer', () =>
        HttpResponse.json({ status: 409, message: 'Time is up for this quiz: answers can no longer be changed.', data: {} }, { status: 409 }),
      ),
      http.post('*/api/quiz/attempts/:id/submit', async () => {
        await submitHeld;
        return refused ? unexplainedError(400) : undefined;
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
    // What the server held is marked: not the answer it refused.
    expect(db.collections['results']?.at(-1)).toMatchObject({ assignment_id: 'assignmaths0001', score: 0 });
  });
});
