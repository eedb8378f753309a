import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiRoute } from 'mocks';
import { mockServer } from 'mocks/node';
import { expectNoAxeViolations, quizStart, renderRoute, serveQuiz, type Received } from 'mocks/testing';
import type { QuizStart } from 'shared/api';
import { describe, expect, it, vi } from 'vitest';
import { openQuiz, questionGrid as grid } from '../../testing/quiz.ts';
import StudentAppRoutes from '../routes.tsx';

const MATHS = 'assignmaths0001';

/** The sample quiz served with one question of each type the quiz takes besides multiple choice. */
function typesQuiz(answers: Record<string, string> = {}): QuizStart {
  const start = quizStart(MATHS, { answers });
  const media = {};
  start.questions = [
    {
      id: 'qtruefalse0001',
      type: 'true_false',
      text: 'Seven is an odd number.',
      options: [
        { id: 'a', text: 'True' },
        { id: 'b', text: 'False' },
      ],
      media,
    },
    { id: 'qfillblank0001', type: 'fill_blank', text: 'Three and ___ make ___.', options: [], media },
    { id: 'qshortansw0001', type: 'short_answer', text: 'How many legs has a spider?', options: [], media },
    {
      id: 'qmatching00001',
      type: 'matching',
      text: 'Match each animal to its baby.',
      options: [
        { id: 'a', text: 'cat' },
        { id: 'b', text: 'dog' },
        { id: 'c', text: 'cow' },
      ],
      matches: [
        { id: 'm2pup', text: 'puppy' },
        { id: 'm3cal', text: 'calf' },
        { id: 'm1kit', text: 'kitten' },
      ],
      media,
    },
  ];
  return start;
}

/** The types quiz with a picture in place of the matching question's first word (the cat's). */
function pictureQuiz(): QuizStart {
  const start = typesQuiz();
  const matching = start.questions.find((question) => question.type === 'matching')!;
  matching.options[0] = { id: 'a', text: '', image: { url: '/api/quiz/media/attempt000001/p7q8r9s0t1?token=file', alt: 'A grey cat' } };
  return start;
}

const answersTo = (received: Received, questionId: string) =>
  received.filter((change) => change !== 'submit' && change.questionId === questionId);

describe('every type of question in the quiz', () => {
  it('a true/false question is two large choices, True and False, by click or by the T and F keys', async () => {
    const received: Received = [];
    serveQuiz(typesQuiz(), { score: 0, correct: 0, answers: {} }, { received });
    const { user } = await openQuiz();
    const choices = within(screen.getByRole('group', { name: 'Seven is an odd number.' }));
    expect(choices.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent?.trim())).toEqual(['True', 'False']);
    await user.click(choices.getByRole('radio', { name: 'True' }));
    expect(choices.getByRole('radio', { name: 'True' })).toBeChecked();
    await user.keyboard('f');
    expect(choices.getByRole('radio', { name: 'False' })).toBeChecked();
    expect(choices.getByRole('radio', { name: 'False' })).toHaveFocus();
    await waitFor(() => expect(answersTo(received, 'qtruefalse0001').at(-1)).toEqual({ questionId: 'qtruefalse0001', answer: 'b' }));
    await expectNoAxeViolations();
  });

  it('a fill-in question has a box in place of each blank, in the sentence; typing is saved once the child pauses, not letter by letter', async () => {
    const received: Received = [];
    serveQuiz(typesQuiz(), { score: 0, correct: 0, answers: {} }, { received });
    const { user } = await openQuiz();
    await user.click(grid().getByRole('button', { name: 'Question 2: not answered' }));
    const heading = screen.getByRole('heading', { level: 2, name: /^Three and/ });
    // The boxes load with the quiz that has them.
    const first = await within(heading).findByRole('textbox', { name: 'Blank 1 of 2' });
    const second = within(heading).getByRole('textbox', { name: 'Blank 2 of 2' });
    await user.click(first);
    // Letters are typing here, not a choice of an option.
    await user.keyboard('four');
    await user.tab();
    expect(second).toHaveFocus();
    await user.keyboard('seven');
    expect(grid().getByRole('button', { name: 'Question 2: current, answered' })).toBeVisible();
    await waitFor(() =>
      expect(answersTo(received, 'qfillblank0001').at(-1)).toEqual({ questionId: 'qfillblank0001', answer: '["four","seven"]' }),
    );
    expect(answersTo(received, 'qfillblank0001').length).toBeLessThanOrEqual(2);
    await expectNoAxeViolations();

    // Emptied again, the question is not answered any more, on the screen and on the server.
    await user.clear(first);
    await user.clear(second);
    expect(grid().getByRole('button', { name: 'Question 2: current, not answered' })).toBeVisible();
    await waitFor(() => expect(answersTo(received, 'qfillblank0001').at(-1)).toEqual({ questionId: 'qfillblank0001', answer: null }));
  });

  it('a short answer is typed into one large box; what was typed just before Submit Quiz reaches the server first', async () => {
    const received: Received = [];
    const start = typesQuiz({ qtruefalse0001: 'a', qfillblank0001: '["four","seven"]' });
    // The short answer last.
    start.questions = start.questions.filter((question) => question.type !== 'matching');
    serveQuiz(start, { score: 67, correct: 2, answers: { ...start.attempt.answers, qshortansw0001: '8' } }, { received });
    const rendered = await openQuiz();
    // It opens at the first question without an answer.
    const box = await screen.findByRole('textbox', { name: 'Type your answer' });
    expect(screen.getByRole('heading', { level: 2, name: 'How many legs has a spider?' })).toBeVisible();
    await rendered.user.type(box, '8');
    await rendered.user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    await waitFor(() => expect(rendered.router.state.location.pathname).toBe(`/quiz-results/${MATHS}`));
    expect(received).toEqual([{ questionId: 'qshortansw0001', answer: '8' }, 'submit']);
  });

  it('what was typed is sent when the page is hidden (a tab closed, another app opened), not lost with the pause', async () => {
    const received: Received = [];
    const start = typesQuiz({ qtruefalse0001: 'a', qfillblank0001: '["four","seven"]' });
    serveQuiz(start, { score: 67, correct: 2, answers: start.attempt.answers }, { received });
    const rendered = await openQuiz();
    const box = await screen.findByRole('textbox', { name: 'Type your answer' });
    await rendered.user.type(box, '8');
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      document.dispatchEvent(new Event('visibilitychange'));
    } finally {
      visibility.mockRestore();
    }
    // Typing on at once: without the send on hiding, the pause would have sent only the last of it.
    await rendered.user.type(box, '9');
    await waitFor(() =>
      expect(answersTo(received, 'qshortansw0001')).toEqual([
        { questionId: 'qshortansw0001', answer: '8' },
        { questionId: 'qshortansw0001', answer: '89' },
      ]),
    );
  });

  it('a resumed quiz shows what was typed before, in each box', async () => {
    serveQuiz(typesQuiz({ qfillblank0001: '["four",""]', qshortansw0001: 'eight' }), { score: 0, correct: 0, answers: {} });
    const { user } = await openQuiz();
    await user.click(grid().getByRole('button', { name: 'Question 2: answered' }));
    expect(await screen.findByRole('textbox', { name: 'Blank 1 of 2' })).toHaveValue('four');
    expect(screen.getByRole('textbox', { name: 'Blank 2 of 2' })).toHaveValue('');
    await user.click(grid().getByRole('button', { name: 'Question 3: answered' }));
    expect(await screen.findByRole('textbox', { name: 'Type your answer' })).toHaveValue('eight');
  });

  it('a matching question pairs by tapping an item and then its partner, from either side; a pair tapped again comes apart', async () => {
    const received: Received = [];
    serveQuiz(typesQuiz(), { score: 0, correct: 0, answers: {} }, { received });
    const { user } = await openQuiz();
    await user.click(grid().getByRole('button', { name: 'Question 4: not answered' }));
    const words = within(await screen.findByRole('list', { name: 'Words' }));
    const partners = within(screen.getByRole('list', { name: 'Goes with' }));
    expect(words.getAllByRole('button').map((button) => button.textContent)).toEqual(['cat', 'dog', 'cow']);
    expect(words.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'cat, not matched yet',
      'dog, not matched yet',
      'cow, not matched yet',
    ]);
    expect(words.getByRole('button', { name: /^cat/ })).toHaveAccessibleDescription('Tap a word, then the one it goes with.');
    await user.click(words.getByRole('button', { name: /^cat/ }));
    expect(words.getByRole('button', { name: /^cat/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('cat chosen. Now choose the one it goes with.')).toBeInTheDocument();
    await user.click(partners.getByRole('button', { name: /^kitten/ }));
    expect(words.getByRole('button', { name: 'cat, matched with kitten' })).toHaveTextContent(/^1cat/);
    expect(partners.getByRole('button', { name: 'kitten, matched with cat' })).toHaveTextContent(/^1kitten/);
    expect(screen.getByText('cat goes with kitten.')).toBeInTheDocument();
    // From the right first this time.
    await user.click(partners.getByRole('button', { name: /^puppy/ }));
    await user.click(words.getByRole('button', { name: /^dog/ }));
    expect(grid().getByRole('button', { name: 'Question 4: current, answered' })).toBeVisible();
    await waitFor(() =>
      expect(answersTo(received, 'qmatching00001').at(-1)).toEqual({ questionId: 'qmatching00001', answer: '{"a":"m1kit","b":"m2pup"}' }),
    );
    // A partner given to another item moves there; a pair tapped again comes apart.
    await user.click(words.getByRole('button', { name: /^cow/ }));
    await user.click(partners.getByRole('button', { name: /^kitten/ }));
    expect(words.getByRole('button', { name: 'cat, not matched yet' })).toBeVisible();
    expect(words.getByRole('button', { name: 'cow, matched with kitten' })).toBeVisible();
    await user.click(words.getByRole('button', { name: /^dog/ }));
    await user.click(partners.getByRole('button', { name: /^puppy/ }));
    expect(words.getByRole('button', { name: 'dog, not matched yet' })).toBeVisible();
    await waitFor(() =>
      expect(answersTo(received, 'qmatching00001').at(-1)).toEqual({ questionId: 'qmatching00001', answer: '{"c":"m1kit"}' }),
    );
    await expectNoAxeViolations();
  });

  it('a matching question works by keyboard alone: arrows move in and across the columns, Enter and Space tap; letters choose nothing', async () => {
    const received: Received = [];
    serveQuiz(typesQuiz(), { score: 0, correct: 0, answers: {} }, { received });
    const { user } = await openQuiz();
    await user.click(grid().getByRole('button', { name: 'Question 4: not answered' }));
    const words = within(await screen.findByRole('list', { name: 'Words' }));
    words.getByRole('button', { name: /^cat/ }).focus();
    await user.keyboard('a');
    await user.keyboard('{ArrowDown}');
    expect(words.getByRole('button', { name: /^dog/ })).toHaveFocus();
    await user.keyboard('{Enter}{ArrowRight}');
    expect(screen.getByRole('button', { name: /^calf/ })).toHaveFocus();
    await user.keyboard('{ArrowUp} ');
    expect(words.getByRole('button', { name: 'dog, matched with puppy' })).toBeVisible();
    await waitFor(() =>
      expect(answersTo(received, 'qmatching00001').at(-1)).toEqual({ questionId: 'qmatching00001', answer: '{"b":"m2pup"}' }),
    );
    expect(answersTo(received, 'qmatching00001')).toHaveLength(1);
  });

  it('a picture on the left of a pair shows with its words, is named by them, and pairs by keyboard', async () => {
    const received: Received = [];
    serveQuiz(pictureQuiz(), { score: 0, correct: 0, answers: {} }, { received });
    const { user } = await openQuiz();
    await user.click(grid().getByRole('button', { name: 'Question 4: not answered' }));
    const words = within(await screen.findByRole('list', { name: 'Pictures and words' }));
    const cat = words.getByRole('button', { name: 'A grey cat, not matched yet' });
    expect(within(cat).getByRole('img')).toHaveAttribute('src', '/api/quiz/media/attempt000001/p7q8r9s0t1?token=file');
    expect(within(cat).getByRole('img')).toHaveAttribute('alt', 'A grey cat');
    expect(cat).toHaveAccessibleDescription('Tap a picture or a word, then the one it goes with.');
    cat.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('A grey cat chosen. Now choose the one it goes with.')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('button', { name: /^kitten/ })).toHaveFocus();
    await user.keyboard(' ');
    expect(words.getByRole('button', { name: 'A grey cat, matched with kitten' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'kitten, matched with A grey cat' })).toBeVisible();
    await waitFor(() =>
      expect(answersTo(received, 'qmatching00001').at(-1)).toEqual({ questionId: 'qmatching00001', answer: '{"a":"m1kit"}' }),
    );
    await expectNoAxeViolations();
  });

  it('reads a picture on the left of a pair aloud by its words', async () => {
    serveQuiz(pictureQuiz(), { score: 0, correct: 0, answers: {} });
    const spoken: string[] = [];
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        constructor(readonly text: string) {}
      },
    );
    vi.stubGlobal('speechSynthesis', { cancel: () => undefined, speak: (utterance: { text: string }) => spoken.push(utterance.text) });
    try {
      const { user } = await openQuiz();
      await user.click(grid().getByRole('button', { name: 'Question 4: not answered' }));
      await screen.findByRole('list', { name: 'Pictures and words' });
      await user.click(screen.getByRole('button', { name: 'Read aloud' }));
      expect(spoken).toEqual(['Match each animal to its baby.', 'A grey cat', 'dog', 'cow', 'Goes with:', 'puppy', 'calf', 'kitten']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a resumed matching question shows its pairs', async () => {
    serveQuiz(typesQuiz({ qmatching00001: '{"a":"m1kit","c":"m3cal"}' }), { score: 0, correct: 0, answers: {} });
    const { user } = await openQuiz();
    await user.click(grid().getByRole('button', { name: 'Question 4: answered' }));
    const words = within(await screen.findByRole('list', { name: 'Words' }));
    expect(words.getAllByRole('button').map((button) => button.textContent)).toEqual(['1cat', 'dog', '3cow']);
    expect(words.getByRole('button', { name: 'cow, matched with calf' })).toBeVisible();
  });

  it('reads a blank aloud as the word, and true or false without letters', async () => {
    serveQuiz(typesQuiz(), { score: 0, correct: 0, answers: {} });
    const spoken: string[] = [];
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        constructor(readonly text: string) {}
      },
    );
    vi.stubGlobal('speechSynthesis', { cancel: () => undefined, speak: (utterance: { text: string }) => spoken.push(utterance.text) });
    try {
      const { user } = await openQuiz();
      await user.click(screen.getByRole('button', { name: 'Read aloud' }));
      expect(spoken).toEqual(['Seven is an odd number.', 'True', 'False']);
      spoken.length = 0;
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await user.click(screen.getByRole('button', { name: 'Read aloud' }));
      expect(spoken).toEqual(['Three and blank make blank.']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('the results show what the child typed into each blank and what was right, each pair of a matching question, and true or false without letters', async () => {
    const result = {
      id: 'resulttypes001',
      student_id: 'studentemma0001',
      assignment_id: MATHS,
      attempt_id: 'attempttypes01',
      score: 33,
      correct_answers: 1,
      total_questions: 3,
      time_taken: 90,
      completed_at: new Date().toISOString().replace('T', ' '),
      expand: { assignment_id: { id: MATHS, title: 'Maths Practice: Basic Arithmetic', subject: 'Mathematics' } },
    };
    mockServer.use(
      http.get('*/api/collections/results/records', () =>
        HttpResponse.json({ page: 1, perPage: 500, totalItems: 1, totalPages: 1, items: [result] }),
      ),
      apiRoute('resultReview', () =>
        HttpResponse.json({
          result,
          points: 66,
          details: [
            {
              id: 'qtruefalse0001',
              type: 'true_false',
              text: 'Seven is an odd number.',
              options: [
                { id: 'a', text: 'True', isCorrect: true },
                { id: 'b', text: 'False', isCorrect: false },
              ],
              explanation: '',
              selected: 'a',
              isCorrect: true,
            },
            {
              id: 'qfillblank0001',
              type: 'fill_blank',
              text: 'Three and ___ make ___.',
              options: [],
              correctAnswer: 'four | 4 ; seven | 7',
              explanation: '',
              selected: '["four","eight"]',
              isCorrect: false,
            },
            {
              id: 'qshortansw0001',
              type: 'short_answer',
              text: 'How many legs has a spider?',
              options: [],
              correctAnswer: '8 | eight',
              explanation: '',
              selected: null,
              isCorrect: false,
            },
            {
              id: 'qshortansw0002',
              type: 'short_answer',
              text: 'Which day comes after Tuesday?',
              options: [],
              correctAnswer: 'Wednesday | Weds',
              explanation: '',
              selected: 'Wensday',
              isCorrect: true,
              spelt: ['Wednesday'],
            },
            {
              id: 'qmatching00001',
              type: 'matching',
              text: 'Match each animal to its baby.',
              options: [
                { id: 'a', text: 'cat', match: 'kitten', matchId: 'm1kit' },
                {
                  id: 'b',
                  text: '',
                  image: 'dog_a1b2c3d4e5.png',
                  alt: 'A brown dog',
                  imageId: 'p1q2r3s4t5',
                  picture: '/api/quiz/media/attempt000001/p1q2r3s4t5?token=file',
                  match: 'puppy',
                  matchId: 'm2pup',
                },
                { id: 'c', text: 'cow', match: 'calf', matchId: 'm3cal' },
              ],
              explanation: '',
              selected: '{"a":"m1kit","b":"m3cal"}',
              isCorrect: false,
            },
          ],
        }),
      ),
    );
    const { user } = await renderRoute(StudentAppRoutes, `/quiz-results/${MATHS}`, 'student');
    await user.click(await screen.findByRole('button', { name: 'View Detailed Results' }));
    const [trueFalse, fillIn, short, misspelt, matching] = screen
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.classList.contains('results-details'));
    expect(within(trueFalse!).getByText('True').closest('li')).toHaveTextContent(/^True \(Right answer\)$/);
    expect(within(fillIn!).getByText('You wrote: four; eight')).toBeVisible();
    // A child is shown one right answer: the first of each blank's.
    expect(within(fillIn!).getByText('Right answer: four; seven')).toBeVisible();
    expect(within(fillIn!).queryByText(/or 4/)).toBeNull();
    expect(within(short!).getByText('Right answer: 8')).toBeVisible();
    expect(within(misspelt!).getByText('You wrote: Wensday')).toBeVisible();
    expect(within(misspelt!).getByText('Right! It is spelt Wednesday.')).toBeVisible();
    expect(within(short!).getByText('You did not answer this question.')).toBeVisible();
    expect(
      within(matching!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'cat goes with kitten: right!',
      'A brown dog: you chose calf. It goes with puppy.',
      'cow: you chose nothing. It goes with calf.',
    ]);
    // The picture shows with its pair; the sentence says its words.
    expect(within(matching!).getByRole('presentation')).toHaveAttribute('src', '/api/quiz/media/attempt000001/p1q2r3s4t5?token=file');
    await expectNoAxeViolations();
  });
});
