import { onlineManager } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { apiRoute } from 'mocks';
import { mockServer } from 'mocks/node';
import { expectNoAxeViolations, renderRoute } from 'mocks/testing';
import type { CreatorAnalytics } from 'shared';
import { afterEach, describe, expect, it } from 'vitest';
import CreatorAppRoutes from '../routes.tsx';

const questionNamed = async (text: string) => {
  const list = await screen.findByRole('list', { name: 'Your answered questions, most answered first' });
  const item = within(list).getByRole('heading', { name: text }).closest('li');
  if (!item) throw new Error(`${text} is not in the analytics`);
  return item;
};

/** A table's rows, header first, as the texts of their cells. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent?.trim()));

describe('Analytics', { timeout: 120_000 }, () => {
  afterEach(() => onlineManager.setOnline(true));

  it('offline with nothing saved for it, says so instead of loading forever, and loads by itself once back online', async () => {
    onlineManager.setOnline(false);
    await renderRoute(CreatorAppRoutes, '/analytics', 'creator');
    expect(
      await screen.findByText(
        "You're offline. What this screen shows needs the internet: it will load by itself when you are back online.",
      ),
    ).toBeVisible();
    expect(screen.queryByText('Loading...')).toBeNull();
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByRole('table', { name: 'Completions and average score of your question sets' })).toBeVisible();
    await expectNoAxeViolations();
  });

  it('shows per set the completions and average score', async () => {
    await renderRoute(CreatorAppRoutes, '/analytics', 'creator');
    const sets = await screen.findByRole('table', { name: 'Completions and average score of your question sets' });
    expect(
      within(sets)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      'Basic Arithmetic (Mathematics · Grade 3)3881%',
      'Fractions Review (Mathematics · Grade 5)2254%',
      'Grammar and Vocabulary (English · Grade 3)888%',
    ]);
  });

  it("shows per question the answers, the share right, each option's picks in a table, and the discrimination index", async () => {
    await renderRoute(CreatorAppRoutes, '/analytics', 'creator');
    const addition = await questionNamed('What is 7 + 8?');
    expect(addition).toHaveTextContent('Answered 40 times · 78% answered correctly · Discrimination index 0.42');
    // What the index means is written on the page, not hidden in a tooltip.
    expect(screen.getByText(/^The discrimination index compares the children with the best quiz scores/)).toBeVisible();
    const picks = within(addition).getByRole('table', { name: 'How often each option was picked' });
    const cells = within(picks)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent?.trim()));
    expect(cells).toEqual([
      ['A. 13', '3', '8%'],
      ['B. 14', '4', '10%'],
      ['C. 15 (right answer)', '31', '78%'],
      ['D. 16', '2', '5%'],
    ]);
    expect(await questionNamed('Which word is a noun?')).toHaveTextContent(
      'Answered 8 times · 63% answered correctly · Discrimination index after 10 answers',
    );
  });

  it('searches its sets and questions by their words, subject or grade, and says when nothing matches', async () => {
    const { user } = await renderRoute(CreatorAppRoutes, '/analytics', 'creator');
    const sets = await screen.findByRole('table', { name: 'Completions and average score of your question sets' });
    const search = within(screen.getByRole('search', { name: 'Search your questions and sets' })).getByRole('searchbox', {
      name: 'Search your questions and sets',
    });
    await user.type(search, 'english{Enter}');
    expect(
      within(sets)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Grammar and Vocabulary (English · Grade 3)888%']);
    expect(
      within(screen.getByRole('list', { name: 'Your answered questions, most answered first' }))
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Which word is a noun?']);
    await user.clear(search);
    await user.type(search, 'dinosaurs{Enter}');
    expect(screen.getAllByText('Nothing here matches your search.')).toHaveLength(2);
  });

  it('says in plain words where a question looks wrong', async () => {
    await renderRoute(CreatorAppRoutes, '/analytics', 'creator');
    const fractions = await questionNamed('What is 1/2 + 1/4?');
    expect(
      within(fractions)
        .getAllByRole('listitem')
        .map((note) => note.textContent),
    ).toEqual([
      'Most children chose B: check that C is the only right answer.',
      'Few children get this right: check the wording, and whether it suits Grade 5.',
      'Children who do well overall miss this as often as the others: check that it is clear and has one right answer.',
    ]);
  });

  it("shows a typed question's most common wrong answers and a matching question's pairs most often confused, instead of option picks", async () => {
    const base = { subject: 'English', grade: 'Grade 2', status: 'published', options: [], discrimination: null };
    const figures: CreatorAnalytics = {
      questions: [
        {
          ...base,
          id: 'qspell',
          text: 'Spell the colour of the sky.',
          type: 'short_answer',
          answered: 20,
          correct: 12,
          wrongAnswers: [
            { answer: 'bleu', count: 5 },
            { answer: 'blu', count: 3 },
          ],
        },
        { ...base, id: 'qblank', text: 'The ___ sat on the ___.', type: 'fill_blank', answered: 4, correct: 4, wrongAnswers: [] },
        {
          ...base,
          id: 'qbabies',
          text: 'Match each animal to its baby.',
          type: 'matching',
          answered: 10,
          correct: 6,
          wrongAnswers: [{ answer: 'cat -> puppy', count: 4 }],
        },
      ],
      sets: [],
    };
    mockServer.use(apiRoute('creatorAnalytics', () => HttpResponse.json(figures)));
    await renderRoute(CreatorAppRoutes, '/analytics', 'creator');
    const spelling = await questionNamed('Spell the colour of the sky.');
    expect(within(spelling).queryByRole('table', { name: 'How often each option was picked' })).not.toBeInTheDocument();
    expect(rowsOf(within(spelling).getByRole('table', { name: 'Most common wrong answers' }))).toEqual([
      ['Wrong answer (as compared: small letters, spaces tidied)', 'Times', 'Share'],
      ['bleu', '5', '25%'],
      ['blu', '3', '15%'],
    ]);
    expect(
      within(await questionNamed('The ___ sat on the ___.')).getByText(
        'No wrong answer given by 3 children or more yet (what fewer typed is not shown, for their privacy).',
      ),
    ).toBeVisible();
    const babies = await questionNamed('Match each animal to its baby.');
    expect(rowsOf(within(babies).getByRole('table', { name: 'Pairs most often matched wrongly' })).slice(1)).toEqual([
      ['cat -> puppy', '4', '40%'],
    ]);
    await expectNoAxeViolations();
  });

  it('says so when nothing has been answered yet', async () => {
    mockServer.use(apiRoute('creatorAnalytics', () => HttpResponse.json({ questions: [], sets: [] })));
    await renderRoute(CreatorAppRoutes, '/analytics', 'creator');
    expect(await screen.findByText('No child has answered one of your questions in a finished quiz yet.')).toBeVisible();
    expect(screen.getByText('No child has finished a quiz with one of your sets yet.')).toBeVisible();
  });

  it('says in words when the figures cannot be fetched', async () => {
    mockServer.use(apiRoute('creatorAnalytics', () => HttpResponse.json({ status: 500, message: '', data: {} }, { status: 500 })));
    await renderRoute(CreatorAppRoutes, '/analytics', 'creator');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch your analytics');
  });
});

describe('Content Guidelines', () => {
  it('is a real page on writing for children of 5 to 11, with a table of contents', async () => {
    await renderRoute(CreatorAppRoutes, '/content-guidelines', 'creator');
    expect(await screen.findByRole('heading', { level: 1, name: 'Content Guidelines' })).toBeVisible();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const topics = [
      'One clearly right answer',
      'Plausible wrong answers',
      'Reading level',
      'Pictures, sound and alt text',
      'Fairness',
      'No copyrighted material',
    ];
    for (const topic of topics) {
      expect(within(contents).getByRole('link', { name: topic })).toHaveAttribute('href', expect.stringMatching(/^#/));
      expect(screen.getByRole('heading', { level: 2, name: topic })).toBeVisible();
    }
    expect(screen.getByText(/Every picture needs alt text/)).toBeVisible();
  });
});
