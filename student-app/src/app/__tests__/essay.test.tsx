import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiRoute } from 'mocks';
import { mockServer } from 'mocks/node';
import { expectNoAxeViolations, quizStart, renderRoute, serveQuiz, serveStudentSample, type Received } from 'mocks/testing';
import type { QuizStart } from 'shared/api';
import { ESSAY_ANSWER_MAX } from 'shared';
import { describe, expect, it } from 'vitest';
import { openQuiz, questionGrid as grid } from '../../testing/quiz.ts';
import StudentAppRoutes from '../routes.tsx';

const MATHS = 'assignmaths0001';
const ESSAY = 'Write three sentences about your last holiday.';

/** The sample quiz with an essay first and one multiple-choice question after it. */
function essayQuiz(answers: Record<string, string> = {}): QuizStart {
  const start = quizStart(MATHS, { answers });
  start.questions = [{ id: 'qessay00000001', type: 'essay', text: ESSAY, options: [], media: {} }, start.questions[0]!];
  return start;
}

const answersTo = (received: Received, questionId: string) =>
  received.filter((change) => change !== 'submit' && change.questionId === questionId);

describe('an essay in the quiz', () => {
  it('is a large box labelled in a child’s words, with a count in sight, saved once the child pauses; letters are typing, not choosing', async () => {
    const received: Received = [];
    serveQuiz(essayQuiz(), { score: 0, correct: 0, answers: {} }, { received });
    const { user } = await openQuiz();
    const box = await screen.findByRole('textbox', { name: 'Write your answer here' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('maxlength', String(ESSAY_ANSWER_MAX));
    expect(box).toHaveAccessibleDescription(`0 of ${ESSAY_ANSWER_MAX} letters`);
    await user.click(box);
    await user.keyboard('We went to the sea.{Enter}A and B.');
    expect(box).toHaveValue('We went to the sea.\nA and B.');
    expect(screen.getByText(`28 of ${ESSAY_ANSWER_MAX} letters`)).toBeVisible();
    expect(grid().getByRole('button', { name: 'Question 1: current, answered' })).toBeVisible();
    await waitFor(() =>
      expect(answersTo(received, 'qessay00000001').at(-1)).toEqual({
        questionId: 'qessay00000001',
        answer: 'We went to the sea.\nA and B.',
      }),
    );
    expect(answersTo(received, 'qessay00000001').length).toBeLessThanOrEqual(2);
    // The keyboard leaves the box for the tools that follow it, as anywhere.
    await user.tab();
    expect(box).not.toHaveFocus();
    await expectNoAxeViolations();
  });

  it('tells how many letters are left near the end, and takes no more than 1,000', async () => {
    serveQuiz(essayQuiz(), { score: 0, correct: 0, answers: {} });
    await openQuiz();
    const box = await screen.findByRole('textbox', { name: 'Write your answer here' });
    fireEvent.change(box, { target: { value: 'a'.repeat(950) } });
    expect(screen.getByText('50 letters left')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'a'.repeat(ESSAY_ANSWER_MAX) } });
    expect(screen.getByText('Your answer is as long as it can be.')).toBeInTheDocument();
    expect(screen.getByText(`${ESSAY_ANSWER_MAX} of ${ESSAY_ANSWER_MAX} letters`)).toBeVisible();
  });

  it('a resumed quiz shows what was written before', async () => {
    serveQuiz(essayQuiz({ qessay00000001: 'The beach.' }), { score: 0, correct: 0, answers: {} });
    const { user } = await openQuiz();
    await user.click(grid().getByRole('button', { name: 'Question 1: answered' }));
    expect(await screen.findByRole('textbox', { name: 'Write your answer here' })).toHaveValue('The beach.');
  });
});

describe('an essay in the results', () => {
  const base = {
    id: 'resultessay001',
    student_id: 'studentemma0001',
    assignment_id: MATHS,
    attempt_id: 'attemptessay01',
    correct_answers: 1,
    total_questions: 2,
    time_taken: 90,
    completed_at: new Date().toISOString().replace('T', ' '),
    expand: { assignment_id: { id: MATHS, title: 'Maths Practice: Basic Arithmetic', subject: 'Mathematics' } },
  };
  const sum = {
    id: 'qmathadd0000001',
    type: 'multiple_choice',
    text: 'What is 7 + 7?',
    options: [{ id: 'a', text: '14', isCorrect: true }],
    explanation: '',
    selected: 'a',
    isCorrect: true,
  };
  const essay = {
    id: 'qessay00000001',
    type: 'essay',
    text: ESSAY,
    options: [],
    correctAnswer: '',
    explanation: 'For the parent: look for three sentences.',
    selected: 'We went to the sea.',
  };
  function serveResult(result: Record<string, unknown>, essayDetail: Record<string, unknown>) {
    mockServer.use(
      http.get('*/api/collections/results/records', () =>
        HttpResponse.json({ page: 1, perPage: 500, totalItems: 1, totalPages: 1, items: [result] }),
      ),
      apiRoute('resultReview', () =>
        HttpResponse.json({ result, points: Number(result['score']) * 2, details: [sum, { ...essay, ...essayDetail }] }),
      ),
    );
  }

  it('says "Waiting for marking" for it, and the score is over the other questions', async () => {
    serveResult({ ...base, score: 100, awaiting_marking: 1 }, { isCorrect: false, awaitingMarking: true, mark: null });
    const { user } = await renderRoute(StudentAppRoutes, `/quiz-results/${MATHS}`, 'student');
    expect(await screen.findByRole('heading', { level: 1, name: 'Excellent!' })).toBeVisible();
    expect(screen.getByText('100%')).toBeVisible();
    expect(screen.getByText('1 out of 1 questions correct')).toBeVisible();
    expect(
      screen.getByText('Your written answer is waiting for marking: your score will change when your parent has read it.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'View Detailed Results' }));
    const question = within(screen.getByRole('region', { name: 'Question 2' }));
    expect(question.getByText('Waiting for marking')).toBeVisible();
    expect(question.getByText('You wrote: We went to the sea.')).toBeVisible();
    // The marking guide is the parent's.
    expect(screen.queryByText(/look for three sentences/)).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('with only essays waiting there is no score yet, and no points line', async () => {
    serveResult(
      { ...base, correct_answers: 0, total_questions: 1, score: 0, awaiting_marking: 1 },
      { isCorrect: false, awaitingMarking: true, mark: null },
    );
    await renderRoute(StudentAppRoutes, `/quiz-results/${MATHS}`, 'student');
    expect(await screen.findByRole('heading', { level: 1, name: 'Well done for finishing!' })).toBeVisible();
    expect(screen.getByText('Waiting for marking')).toBeVisible();
    expect(screen.queryByText(/Points Earned/)).not.toBeInTheDocument();
  });

  it("once marked, shows Right or Wrong and the parent's comment", async () => {
    serveResult(
      { ...base, correct_answers: 1, score: 50, awaiting_marking: 0 },
      { isCorrect: false, awaitingMarking: false, mark: { correct: false, comment: 'Try three sentences next time.' } },
    );
    const { user } = await renderRoute(StudentAppRoutes, `/quiz-results/${MATHS}`, 'student');
    expect(await screen.findByText('50%')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'View Detailed Results' }));
    const question = within(screen.getByRole('region', { name: 'Question 2' }));
    expect(question.getByText('Incorrect')).toBeVisible();
    expect(question.getByText('Your parent says: Try three sentences next time.')).toBeVisible();
    await expectNoAxeViolations();
  });
});

describe('an essay on the dashboard', () => {
  it('a quiz whose every answer waits for marking shows "Waiting for marking" in Recent Scores, not a score', async () => {
    const db = serveStudentSample();
    const newest = db.collections['results']!.filter((r) => r['student_id'] === 'studentemma0001').toSorted((a, b) =>
      String(b['completed_at']).localeCompare(String(a['completed_at'])),
    )[0]!;
    Object.assign(newest, { score: 0, correct_answers: 0, awaiting_marking: newest['total_questions'] });
    await renderRoute(StudentAppRoutes, '/student-dashboard', 'student');
    const recent = await screen.findByRole('region', { name: 'Recent Scores' });
    expect(within(recent).getAllByRole('listitem')[0]).toHaveTextContent(/Waiting for marking$/);
    expect(within(within(recent).getAllByRole('listitem')[0]!).queryByText(/%/)).not.toBeInTheDocument();
  });
});
