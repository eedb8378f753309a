import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createHandlers, createMockDb } from 'mocks';
import { CHILDREN_MAX, CHILDREN_MAX_MESSAGE } from 'shared';
import { mockServer } from 'mocks/node';
import { renderRoute } from 'mocks/testing';
import { describe, expect, it } from 'vitest';
import ParentAppRoutes from '../routes.tsx';

const DAY = 24 * 3600 * 1000;
const pocketBaseDate = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString().replace('T', ' ');
const serverError = () =>
  HttpResponse.json({ status: 500, message: 'Something went wrong while processing your request.', data: {} }, { status: 500 });

/** The value a tile shows, read by its label as a screen reader pairs them. */
async function tile(label: string) {
  const term = await screen.findByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('the parent dashboard', () => {
  it('greets the parent and shows the four tabs, Overview first', async () => {
    await renderRoute(ParentAppRoutes, '/parent-dashboard', 'parent');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Sarah Johnson' })).toBeVisible();
    expect(
      within(screen.getByRole('tablist', { name: 'Dashboard sections' }))
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Overview', 'Assignments', 'Progress', 'Children']);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });

  it('works the tiles out from the records: children, active assignments, the mean of averages, completed pairs over assigned pairs', async () => {
    await renderRoute(ParentAppRoutes, '/parent-dashboard', 'parent');
    expect(await tile('Total Children')).toBe('2');
    // Three active assignments and one draft.
    expect(await tile('Active Assignments')).toBe('3');
    // Emma 100 (English), Liam 67 (Science): (100 + 67) / 2 = 83.5.
    expect(await tile('Avg Score')).toBe('84%');
    // Maths (Emma, Liam), English (Emma), Science (Emma, Liam): 5 pairs, 2 completed.
    expect(await tile('Completion Rate')).toBe('40%');
  });

  it("counts each child's first attempt only; a retake shows in Recent Activity as practice, beside the first try that counts", async () => {
    const db = createMockDb();
    db.collections['results']?.push({
      ...db.collections['results']![0]!,
      id: 'resultemmaeng02',
      score: 0,
      correct_answers: 0,
      completed_at: pocketBaseDate(0.5),
    });
    mockServer.resetHandlers(...createHandlers(db));
    await renderRoute(ParentAppRoutes, '/parent-dashboard', 'parent');
    expect(await tile('Avg Score')).toBe('84%');
    expect(await tile('Completion Rate')).toBe('40%');
    const recent = await screen.findByRole('list', { name: 'Recent Activity' });
    const items = within(recent).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Emma Johnson Practised English Grammar Check againPractice0% this timefirst try: 100%/),
      expect.stringMatching(/^Liam Johnson Completed Science: Living Things and Light67%/),
      expect.stringMatching(/^Emma Johnson Completed English Grammar Check100%/),
    ]);
    // Only the first try's score is a coloured badge: the practice score is plain words.
    expect(within(items[0]!).getByText('100%')).toHaveClass('mcq-score-green');
    expect(within(items[0]!).getByText('0% this time')).not.toHaveClass('mcq-score');
    expect(within(recent).getAllByText(/^Completed English Grammar Check/)).toHaveLength(1);
  });

  it('shows at most 5 results in Recent Activity, newest first', async () => {
    const db = createMockDb();
    const [first] = db.collections['results']!;
    for (let i = 0; i < 6; i += 1)
      db.collections['results']!.push({ ...first!, id: `extra${i}`, score: 10 * i, completed_at: pocketBaseDate(0.1 * (i + 1)) });
    mockServer.resetHandlers(...createHandlers(db));
    await renderRoute(ParentAppRoutes, '/parent-dashboard', 'parent');
    const recent = await screen.findByRole('list', { name: 'Recent Activity' });
    expect(
      within(recent)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.match(/(\d+)%/)?.[1]),
    ).toEqual(['0', '10', '20', '30', '40']);
  });

  it('shows a clear dash, not a made-up figure, when no child has a result or nothing is active', async () => {
    const db = createMockDb();
    db.collections['results'] = [];
    db.collections['assignments'] = db.collections['assignments']!.map((a) => ({ ...a, status: 'draft' }));
    mockServer.resetHandlers(...createHandlers(db));
    await renderRoute(ParentAppRoutes, '/parent-dashboard', 'parent');
    expect(await tile('Avg Score')).toBe('—No results yet');
    expect(await tile('Completion Rate')).toBe('—No active assignments');
    expect(await tile('Active Assignments')).toBe('0');
    expect(screen.getByText('No activity yet')).toBeVisible();
  });

  it("says so in SPEC's words when the assignments can't be fetched, and tries again", async () => {
    let failing = true;
    mockServer.use(http.get('*/api/collections/assignments/records', () => (failing ? serverError() : undefined)));
    const { user } = await renderRoute(ParentAppRoutes, '/parent-dashboard', 'parent');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch assignments');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await tile('Active Assignments')).toBe('3');
  });

  it("says so when the children can't be fetched", async () => {
    mockServer.use(http.get('*/api/collections/students/records', serverError));
    await renderRoute(ParentAppRoutes, '/parent-dashboard', 'parent');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch students');
  });

  it('opens a tab by mouse and by keyboard, and keeps it in the address', async () => {
    const { user, router } = await renderRoute(ParentAppRoutes, '/parent-dashboard', 'parent');
    await user.click(await screen.findByRole('tab', { name: 'Children' }));
    expect(await screen.findByRole('list', { name: 'Your children' })).toBeVisible();
    expect(router.state.location.search).toBe('?tab=children');

    screen.getByRole('tab', { name: 'Children' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Progress' })).toHaveFocus();
    // A tab's code loads when it is first opened: the router switches once it is there.
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Progress' })).toHaveAttribute('aria-selected', 'true'));
    expect(router.state.location.search).toBe('?tab=progress');
    await user.keyboard('{Home}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true'));
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Children' })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByRole('tabpanel', { name: 'Children' })).toBeVisible();
  });
});

describe('the Children tab', () => {
  it('has a card per child with the grade, Student ID, assignments and average score', async () => {
    await renderRoute(ParentAppRoutes, '/parent-dashboard?tab=children', 'parent');
    const list = await screen.findByRole('list', { name: 'Your children' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Emma Johnson', 'Liam Johnson']);
    // Emma: maths, English, science; Liam: maths and science (his fractions assignment is a draft).
    expect(cards[0]).toHaveTextContent('GradeGrade 3Student IDSTU001Assignments3Average score100%');
    expect(cards[1]).toHaveTextContent('GradeGrade 5Student IDSTU002Assignments2Average score67%');
  });

  it('Add Child opens the add-child form on the Children screen', async () => {
    const { user, router } = await renderRoute(ParentAppRoutes, '/parent-dashboard?tab=children', 'parent');
    await user.click(await screen.findByRole('button', { name: 'Add Child' }));
    expect(await screen.findByLabelText("Child's name")).toBeVisible();
    expect(router.state.location.pathname).toBe('/children/add');
  });

  it(`says a family is full at ${CHILDREN_MAX} children instead of offering Add Child`, async () => {
    const db = createMockDb();
    const [emma] = db.collections['students']!;
    for (let i = db.collections['students']!.length; i < CHILDREN_MAX; i += 1) {
      db.collections['students']!.push({
        ...emma!,
        id: `extrachild${String(i).padStart(5, '0')}`,
        student_id: `STU${300 + i}`,
        name: `Extra ${i}`,
      });
    }
    mockServer.resetHandlers(...createHandlers(db));
    await renderRoute(ParentAppRoutes, '/parent-dashboard?tab=children', 'parent');
    expect(await screen.findByText(CHILDREN_MAX_MESSAGE)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add Child' })).not.toBeInTheDocument();
  });
});
