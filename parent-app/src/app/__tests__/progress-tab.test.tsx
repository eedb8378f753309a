import { screen, waitFor, within } from '@testing-library/react';
import { createHandlers, createMockDb, type MockRecord } from 'mocks';
import { mockServer } from 'mocks/node';
import { renderRoute } from 'mocks/testing';
import { describe, expect, it } from 'vitest';
import ParentAppRoutes from '../routes.tsx';

const DAY = 24 * 3600 * 1000;
const renderProgress = () => renderRoute(ParentAppRoutes, '/parent-dashboard?tab=progress', 'parent');

const childCard = async (name: string) => {
  const card = (await screen.findByRole('heading', { level: 2, name })).closest('li');
  if (!card) throw new Error(`No card for ${name}`);
  return within(card);
};
const fact = (card: ReturnType<typeof within>, label: string) => card.getByText(label, { selector: 'dt' }).nextElementSibling;

/** Emma's English result (100, two days ago) after five of hers on extra assignments, ten to six days ago. */
function withExtraResults(scores: number[]) {
  const db = createMockDb();
  const [maths] = db.collections['assignments']!;
  const [emmaResult] = db.collections['results']!;
  db.collections['assignments']!.push(
    ...scores.map((_, i) => ({ ...maths!, id: `extraassign${i}`, title: `Extra ${i}`, assigned_students: ['studentemma0001'] })),
  );
  const extra: MockRecord[] = scores.map((score, i) => ({
    ...emmaResult!,
    id: `emmaextra${i}`,
    assignment_id: `extraassign${i}`,
    score,
    completed_at: new Date(Date.now() - (10 - i) * DAY).toISOString().replace('T', ' '),
  }));
  db.collections['results'] = [...extra, ...db.collections['results']!];
  mockServer.resetHandlers(...createHandlers(db));
}

describe('the Progress tab', () => {
  it("shows each child's grade, average, completion bar and counts, and last activity", async () => {
    await renderProgress();
    const emma = await childCard('Emma Johnson');
    expect(fact(emma, 'Grade')).toHaveTextContent('Grade 3');
    expect(fact(emma, 'Average score')).toHaveTextContent('100%');
    // Maths, English and science are hers; she has completed English.
    expect(emma.getByRole('progressbar', { name: 'Emma Johnson: 1 of 3 assignments completed' })).toHaveAttribute('aria-valuenow', '33');
    expect(fact(emma, 'Completed assignments')).toHaveTextContent('1 of 3 assignments completed');
    expect(fact(emma, 'Last activity')?.textContent).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);

    const liam = await childCard('Liam Johnson');
    expect(fact(liam, 'Average score')).toHaveTextContent('67%');
    expect(liam.getByRole('progressbar', { name: 'Liam Johnson: 1 of 2 assignments completed' })).toHaveAttribute('aria-valuenow', '50');
  });

  it('gives every chart words a screen reader reads, and a table of its numbers', async () => {
    await renderProgress();
    const emma = await childCard('Emma Johnson');
    const scores = await emma.findByRole('figure', { name: 'Scores over time.' });
    expect(scores).toHaveTextContent('Scores over time. One result so far: 100%.');
    expect(within(scores).getByRole('row', { name: /English Grammar Check 100%/ })).toBeInTheDocument();
    // The drawing itself is for the eye only.
    expect(scores.querySelector('[aria-hidden="true"]')).not.toBeNull();
    const subjects = emma.getByRole('figure', { name: 'Average per subject.' });
    expect(subjects).toHaveAccessibleDescription('English: 100% on average.');
    expect(subjects).toHaveTextContent('Average per subject. English: 100% on average.');
    expect(within(subjects).getByRole('row', { name: 'English 100% 1' })).toBeInTheDocument();
  });

  it("colours a subject's bar by the rule its score badge follows: Liam's 67% is yellow in both", async () => {
    await renderProgress();
    const liam = await childCard('Liam Johnson');
    expect(within(fact(liam, 'Average score')).getByText('67%')).toHaveClass('mcq-score-yellow');
    const subjects = liam.getByRole('figure', { name: 'Average per subject.' });
    await waitFor(() => expect(subjects.querySelector('.ct-bar')).not.toBeNull());
    expect([...subjects.querySelectorAll('.ct-bar')].map((bar) => bar.getAttribute('class'))).toEqual(['ct-bar parent-bar-yellow']);
  });

  it('says N/A and No activity yet for a child without a grade or a result', async () => {
    const db = createMockDb();
    const [emma] = db.collections['students']!;
    db.collections['students']!.push({ ...emma!, id: 'studentnoah0001', name: 'Noah Johnson', grade: '', student_id: 'STU003' });
    mockServer.resetHandlers(...createHandlers(db));
    await renderProgress();
    const noah = await childCard('Noah Johnson');
    expect(fact(noah, 'Grade')).toHaveTextContent('N/A');
    expect(fact(noah, 'Average score')).toHaveTextContent('—');
    expect(fact(noah, 'Last activity')).toHaveTextContent('No activity yet');
    expect(noah.getByText('The charts appear after the first completed quiz.')).toBeVisible();
    expect(noah.queryByText('Improvement')).not.toBeInTheDocument();
  });

  it('shows the improvement with 6 or more results: the mean of the last 3 minus the mean of the 3 before', async () => {
    withExtraResults([40, 50, 60, 70, 80]);
    await renderProgress();
    // (70 + 80 + 100) / 3 - (40 + 50 + 60) / 3 = 33
    const emma = await childCard('Emma Johnson');
    expect(fact(emma, 'Improvement')).toHaveTextContent('+33 points (the last 3 results against the 3 before)');
  });

  it('shows no improvement with fewer than 6, and sums up the charts in words', async () => {
    withExtraResults([50, 60, 70, 80]);
    await renderProgress();
    const emma = await childCard('Emma Johnson');
    expect(emma.queryByText('Improvement')).not.toBeInTheDocument();
    expect(emma.getByRole('figure', { name: 'Scores over time.' })).toHaveAccessibleDescription(
      '5 results: the first 50%, the latest 100%, the lowest 50% and the highest 100%. Retakes are not counted.',
    );
    expect(emma.getByRole('figure', { name: 'Average per subject.' })).toHaveAccessibleDescription(
      'Best in English (100%), lowest in Mathematics (65%).',
    );
  });
});
