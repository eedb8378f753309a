import { screen, waitFor, within } from '@testing-library/react';
import { createHandlers, createMockDb } from 'mocks';
import { mockServer } from 'mocks/node';
import { expectNoAxeViolations, renderRoute } from 'mocks/testing';
import { describe, expect, it } from 'vitest';
import ParentAppRoutes from '../routes.tsx';

const ESSAY = 'Write two sentences about a plant you have seen.';

/** The demo data with an essay in the science set, which Liam answered: it waits for marking. */
function essayDb() {
  const db = createMockDb();
  db.collections['questions']!.push({
    id: 'qsciessay000001',
    collectionName: 'questions',
    text: ESSAY,
    type: 'essay',
    options: [],
    correctAnswer: '',
    explanation: 'Look for a named plant and one of its parts.',
    subject: 'Science',
    grade: 'Grade 4',
    status: 'published',
  });
  const set = db.collections['question_sets']!.find((s) => s.id === 'setscience00001')!;
  set['questions'] = [...(set['questions'] as string[]), 'qsciessay000001'];
  const liam = db.collections['results']!.find((r) => r.id === 'resultliamsci01')!;
  // Two of the three others right, the essay waiting: 2 / (4 − 1) = 67%.
  Object.assign(liam, {
    answers: { ...(liam['answers'] as object), qsciessay000001: 'I saw a sunflower.\nIts stem was tall.' },
    total_questions: 4,
    correct_answers: 2,
    score: 67,
    awaiting_marking: 1,
  });
  mockServer.resetHandlers(...createHandlers(db));
  return db;
}

async function openScience() {
  const rendered = await renderRoute(ParentAppRoutes, '/parent-dashboard?tab=assignments', 'parent');
  await rendered.user.click(await screen.findByRole('button', { name: 'View Science: Living Things and Light' }));
  return { ...rendered, dialog: within(await screen.findByRole('dialog', { name: 'Science: Living Things and Light' })) };
}

describe("marking a child's written answer (an essay) from the assignment's View", () => {
  it('shows it waiting, with the question, what the child wrote and the marking guide; the card says a result waits', async () => {
    essayDb();
    const { user } = await renderRoute(ParentAppRoutes, '/parent-dashboard?tab=assignments', 'parent');
    const card = within((await screen.findByRole('heading', { level: 2, name: 'Science: Living Things and Light' })).closest('li')!);
    expect(card.getByText('1 result waits for your marking: open View')).toBeVisible();
    await user.click(card.getByRole('button', { name: 'View Science: Living Things and Light' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Science: Living Things and Light' }));
    // The dialog's content is checked as present: antd's opening animation leaves it transparent in jsdom.
    const rows = within(dialog.getByRole('table')).getAllByRole('row');
    expect(rows[2]).toHaveTextContent('67% Waiting for marking');
    // Question by question, the essay waiting is counted as neither right nor wrong.
    const perQuestion = dialog
      .getAllByText(ESSAY)
      .map((text) => text.closest('li'))
      .find((item) => item?.textContent?.endsWith('Waiting for marking'));
    expect(perQuestion).toBeDefined();
    const essay = within(await dialog.findByRole('form', { name: "Liam Johnson's answer Waiting for marking" }));
    expect(
      dialog.getByText('1 written answer waits for your marking. Until then, the score is over the other questions.'),
    ).toBeInTheDocument();
    expect(essay.getByText(ESSAY)).toBeInTheDocument();
    expect(essay.getByText(/I saw a sunflower/)).toBeInTheDocument();
    expect(essay.getByText('Marking guide: Look for a named plant and one of its parts.')).toBeInTheDocument();
    expect(essay.getByRole('radio', { name: 'Right' })).not.toBeChecked();
    await expectNoAxeViolations();
  });

  it('by keyboard: Right or Wrong must be chosen, a comment may be added, and the result is scored again', async () => {
    const db = essayDb();
    const { user, dialog } = await openScience();
    const essay = within(await dialog.findByRole('form', { name: /Liam Johnson's answer/ }));
    await user.click(essay.getByRole('button', { name: 'Save mark' }));
    expect(essay.getByRole('alert')).toHaveTextContent('Choose Right or Wrong');

    essay.getByRole('radio', { name: 'Right' }).focus();
    await user.keyboard(' ');
    expect(essay.getByRole('radio', { name: 'Right' })).toBeChecked();
    await user.click(essay.getByRole('textbox', { name: 'A comment for Liam Johnson (optional)' }));
    await user.keyboard('Lovely: you named the stem.');
    await user.click(essay.getByRole('button', { name: 'Save mark' }));
    expect(await essay.findByText('Mark saved')).toBeInTheDocument();
    expect(essay.getByText('Marked right')).toBeInTheDocument();
    // 3 of 4: the essay counts now.
    const liam = db.collections['results']!.find((r) => r.id === 'resultliamsci01')!;
    expect(liam).toMatchObject({
      score: 75,
      correct_answers: 3,
      awaiting_marking: 0,
      marks: { qsciessay000001: { correct: true, comment: 'Lovely: you named the stem.' } },
    });
    await waitFor(() => expect(within(dialog.getByRole('table')).getAllByRole('row')[2]).toHaveTextContent('75%'));
    expect(within(dialog.getByRole('table')).queryByText('Waiting for marking')).not.toBeInTheDocument();
    expect(dialog.getByText('Every written answer is marked. You can change a mark.')).toBeInTheDocument();

    // Marked again: Wrong, the arrow key moving the choice as in any group of radio buttons.
    essay.getByRole('radio', { name: 'Right' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(essay.getByRole('radio', { name: 'Wrong' })).toBeChecked();
    // The button's loading icon fades out (an animation jsdom never ends), so its name is matched in part.
    await user.click(essay.getByRole('button', { name: /Change mark/ }));
    expect(await essay.findByText('Marked wrong')).toBeInTheDocument();
    expect(liam).toMatchObject({ score: 50, correct_answers: 2 });
    await expectNoAxeViolations();
  });
});
