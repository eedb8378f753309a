import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiRoute, createHandlers, createMockDb } from 'mocks';
import { mockServer } from 'mocks/node';
import { preferReducedMotion, renderRoute } from 'mocks/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import ParentAppRoutes from '../routes.tsx';

const renderAssignments = () => renderRoute(ParentAppRoutes, '/parent-dashboard?tab=assignments', 'parent');

const cardOf = async (title: string) => {
  const heading = await screen.findByRole('heading', { level: 2, name: title });
  const card = heading.closest('li');
  if (!card) throw new Error(`No card for ${title}`);
  return within(card);
};

describe('the Assignments tab', () => {
  // Its dialogs stay while they close, to hand focus back; they close at once where the device asks for no
  // motion, and jsdom ends no transition.
  beforeEach(() => preferReducedMotion());

  it("shows each assignment's card: status, subject, questions, minutes, completions, average and who it is for", async () => {
    await renderAssignments();
    const list = await screen.findByRole('list', { name: 'Your assignments' });
    expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(4);

    const science = await cardOf('Science: Living Things and Light');
    expect(science.getByText('Active')).toBeVisible();
    expect(science.getByText('Science · 3 questions · 20 min')).toBeVisible();
    expect(science.getByText('Completions').nextElementSibling).toHaveTextContent('1 of 2');
    // Liam's 67% sits in the 60 band.
    expect(science.getByText('67%')).toHaveClass('mcq-score-yellow');
    expect(science.getByText('Assigned to').nextElementSibling).toHaveTextContent('Emma Johnson, Liam Johnson');

    const english = await cardOf('English Grammar Check');
    expect(english.getByText('100%')).toHaveClass('mcq-score-green');

    const maths = await cardOf('Maths Practice: Basic Arithmetic');
    expect(maths.getByText('Completions').nextElementSibling).toHaveTextContent('0 of 2');
    expect(maths.getByText('Average score').nextElementSibling).toHaveTextContent('—');

    expect((await cardOf('Fractions Review')).getByText('Draft')).toBeVisible();
  });

  it('shows the newest 20 assignments, then 20 more at a time; the keyboard goes on at the first one added, and Back shows as many', async () => {
    const db = createMockDb();
    const assignments = db.collections['assignments']!;
    const model = assignments.find((assignment) => assignment['id'] === 'assignmaths0001')!;
    // 41 more of the parent's, a day apart and older than the sample's: 45 in all.
    for (let n = 1; n <= 41; n += 1) {
      assignments.push({
        ...model,
        id: `assignmore${String(n).padStart(5, '0')}`,
        title: `Weekly maths ${n}`,
        created: new Date(Date.UTC(2025, 0, 1) + n * 86_400_000).toISOString().replace('T', ' '),
      });
    }
    mockServer.resetHandlers(...createHandlers(db));
    const { user, router } = await renderAssignments();
    const list = await screen.findByRole('list', { name: 'Your assignments' });
    expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(20);
    expect(screen.getByText('Showing the newest 20 of your 45 assignments.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Show 20 more' }));
    expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(40);
    await waitFor(() => expect(within(list).getAllByRole('heading', { level: 2 })[20]).toHaveFocus());
    expect(router.state.location.search).toBe('?tab=assignments&shown=40');

    await user.click(screen.getByRole('button', { name: 'Show 5 more' }));
    expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(45);
    expect(router.state.location.search).toBe('?tab=assignments&shown=45');
    expect(screen.queryByRole('button', { name: /^Show \d+ more$/ })).not.toBeInTheDocument();
    // Newest first: the one made first of all is last.
    expect(within(list).getAllByRole('heading', { level: 2 }).at(-1)).toHaveTextContent('Weekly maths 1');

    // Leaving for Edit and coming Back shows all 45 again.
    await act(() => router.navigate('/edit-assignment/assignmore00001'));
    await act(() => router.navigate(-1));
    expect(await screen.findAllByRole('heading', { level: 2 })).toHaveLength(45);
  });

  it('marks Overdue an assignment whose due day has passed and that not every child has finished, on its card and in View', async () => {
    const db = createMockDb();
    for (const assignment of db.collections['assignments']!) {
      if (assignment.id === 'assignmaths0001' || assignment.id === 'assignenglish01') assignment['dueDate'] = '2020-01-01 12:00:00.000Z';
    }
    mockServer.resetHandlers(...createHandlers(db));
    const { user } = await renderAssignments();
    // Nobody has done the maths; Emma, its only child, finished the English one; the science one is due later.
    expect((await cardOf('Maths Practice: Basic Arithmetic')).getByText('Overdue')).toBeVisible();
    expect((await cardOf('English Grammar Check')).queryByText('Overdue')).not.toBeInTheDocument();
    expect((await cardOf('Science: Living Things and Light')).queryByText('Overdue')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Maths Practice: Basic Arithmetic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Maths Practice: Basic Arithmetic' });
    expect(within(dialog).getByText('Status').nextElementSibling).toHaveTextContent('ActiveOverdue');
  });

  it("gives each child's own time beside their name when their time allowance changes it, as their quiz does", async () => {
    const db = createMockDb();
    for (const child of db.collections['students']!) child['time_allowance'] = child.id === 'studentemma0001' ? 'extra_half' : 'untimed';
    mockServer.resetHandlers(...createHandlers(db));
    await renderAssignments();
    const maths = await cardOf('Maths Practice: Basic Arithmetic');
    expect(maths.getByText('Mathematics · 5 questions · 30 min')).toBeVisible();
    expect(maths.getByText('Assigned to').nextElementSibling).toHaveTextContent('Emma Johnson (45 min), Liam Johnson (no time limit)');
    expect((await cardOf('English Grammar Check')).getByText('Assigned to').nextElementSibling).toHaveTextContent(
      'Emma Johnson (22.5 min)',
    );
  });

  it('View previews the questions a child will get, marked as the preview, their answers hidden until asked for', async () => {
    const asked: string[] = [];
    mockServer.use(
      apiRoute('assignmentPreview', ({ params }) => {
        asked.push(String(params['id']));
        return HttpResponse.json({
          questions: [
            {
              id: 'qengnoun0000001',
              type: 'multiple_choice',
              text: 'Which word is a noun?',
              options: [
                { id: 'a', text: 'run', isCorrect: false },
                { id: 'b', text: 'table', isCorrect: true },
              ],
              correctAnswer: '',
              explanation: 'A noun names a person, place or thing.',
            },
            {
              id: 'qtyped00000001',
              type: 'fill_blank',
              text: 'The plural of mouse is ___.',
              options: [],
              correctAnswer: 'mice',
              explanation: '',
            },
            {
              id: 'qpictures00001',
              type: 'matching',
              text: 'Match each animal to its baby.',
              options: [
                { id: 'a', text: '', image: 'cat_k3j4h5g6f7.png', alt: 'A grey cat', match: 'kitten' },
                { id: 'b', text: 'dog', match: 'puppy' },
              ],
              correctAnswer: '',
              explanation: '',
            },
          ],
        });
      }),
    );
    const { user } = await renderAssignments();
    await user.click(await screen.findByRole('button', { name: 'View English Grammar Check' }));
    const dialog = await screen.findByRole('dialog', { name: 'English Grammar Check' });
    // Nothing is fetched until the parent asks.
    expect(asked).toEqual([]);
    const open = within(dialog).getByRole('button', { name: 'Preview the questions' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);

    const preview = await within(dialog).findByRole('region', { name: 'The questions your children will get Parent preview' });
    expect(asked).toEqual(['assignenglish01']);
    expect(within(dialog).getByRole('button', { name: 'Hide the preview' })).toHaveAttribute('aria-expanded', 'true');
    expect(await within(preview).findByText('Which word is a noun?')).toBeInTheDocument();
    expect(preview).toHaveTextContent('A. run');
    expect(preview).toHaveTextContent('B. table');
    // A picture on the left of a matching pair is named by its words.
    expect(preview).toHaveTextContent('A. A grey cat');
    expect(preview).not.toHaveTextContent('kitten');
    expect(preview).toHaveTextContent('3 questions, in another order for each child.');
    expect(within(preview).queryByText('(right answer)')).not.toBeInTheDocument();
    expect(within(preview).queryByText('A noun names a person, place or thing.')).not.toBeInTheDocument();
    expect(within(preview).queryByText('Answer: mice')).not.toBeInTheDocument();

    await user.click(within(preview).getByRole('checkbox', { name: 'Show the answers' }));
    expect(within(preview).getByText('B. table', { exact: false })).toHaveTextContent('B. table (right answer)');
    expect(within(preview).getByText('A noun names a person, place or thing.')).toBeInTheDocument();
    expect(within(preview).getByText('Answer: mice')).toBeInTheDocument();
    expect(preview).toHaveTextContent('A. A grey cat → kitten');
  });

  it('Create Assignment goes to /create-assignment', async () => {
    const { user, router } = await renderAssignments();
    await user.click(await screen.findByRole('button', { name: 'Create Assignment' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Assignment' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/create-assignment');
  });

  it('Edit opens /edit-assignment/:id', async () => {
    const { user, router } = await renderAssignments();
    await user.click(await screen.findByRole('button', { name: 'Edit English Grammar Check' }));
    // The screen's heading shows while the assignment loads, and again over its form once it has.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Edit Assignment' })).toBeVisible());
    expect(router.state.location.pathname).toBe('/edit-assignment/assignenglish01');
  });

  it("View shows each child's state, score and date, and how many got each question right", async () => {
    const db = createMockDb();
    // Emma is in the middle of the science quiz; Liam has finished it.
    (db.collections['attempts'] ??= []).push({
      id: 'attemptemma0001',
      collectionName: 'attempts',
      student_id: 'studentemma0001',
      parent_id: 'parentdemo00001',
      assignment_id: 'assignscience01',
      status: 'in_progress',
    });
    mockServer.resetHandlers(...createHandlers(db));
    const { user } = await renderAssignments();
    await user.click(await screen.findByRole('button', { name: 'View Science: Living Things and Light' }));
    const dialog = await screen.findByRole('dialog', { name: 'Science: Living Things and Light' });

    const rows = within(within(dialog).getByRole('table')).getAllByRole('row');
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Emma Johnson');
    expect(rows[1]).toHaveTextContent('In progress');
    expect(rows[2]).toHaveTextContent('Liam Johnson');
    expect(rows[2]).toHaveTextContent('Completed67%');

    // Liam answered the first two questions right and the third wrong.
    const questions = await within(dialog).findAllByText(/got it right/);
    expect(questions.map((q) => q.textContent)).toEqual(['1 of 1 got it right', '1 of 1 got it right', '0 of 1 got it right']);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'View English Grammar Check' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'English Grammar Check' })).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Closed, it hands focus back to the button that opened it.
    expect(screen.getByRole('button', { name: 'View English Grammar Check' })).toHaveFocus();
  });

  it('leaves no entry for Back to open the dialog again: Close goes back the step View added, or drops it from a link', async () => {
    const { user, router } = await renderAssignments();
    await user.click(await screen.findByRole('button', { name: 'View English Grammar Check' }));
    // The tab names the dashboard's section, not its greeting.
    expect(document.title).toMatch(/^Assignments – /);
    await user.click(within(await screen.findByRole('dialog', { name: 'English Grammar Check' })).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?tab=assignments');
    // Back from here leaves the dashboard's tab (nothing before it in this test) instead of opening the dialog.
    expect(router.state.historyAction).toBe('POP');

    // Opened from a notification's link: Close takes it out of the address in place.
    await act(() => router.navigate('/parent-dashboard?tab=assignments&assignment=assignmaths0001'));
    const dialog = await screen.findByRole('dialog', { name: 'Maths Practice: Basic Arithmetic' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?tab=assignments');
    expect(router.state.historyAction).toBe('REPLACE');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?tab=assignments');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('View lists a retake beside the first attempt, which is the one that counts', async () => {
    const db = createMockDb();
    const [emmaEnglish] = db.collections['results']!;
    db.collections['results']!.push({
      ...emmaEnglish!,
      id: 'resultemmaeng02',
      score: 33,
      completed_at: new Date().toISOString().replace('T', ' '),
    });
    mockServer.resetHandlers(...createHandlers(db));
    const { user } = await renderAssignments();
    expect((await cardOf('English Grammar Check')).getByText('Completions').nextElementSibling).toHaveTextContent('1 of 1');
    await user.click(screen.getByRole('button', { name: 'View English Grammar Check' }));
    const dialog = await screen.findByRole('dialog', { name: 'English Grammar Check' });
    const rows = within(within(dialog).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(/^Emma JohnsonCompleted100%/);
    expect(rows[2]).toHaveTextContent(/^RetakeEmma JohnsonCompleted33%/);
  });

  it('Delete asks first, then the assignment disappears and its results stay in the figures', async () => {
    const { user } = await renderAssignments();
    await user.click(await screen.findByRole('button', { name: 'Delete English Grammar Check' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete English Grammar Check?' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this assignment?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('English Grammar Check was deleted. The results your children earned on it are kept.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'English Grammar Check' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The card's Delete is gone: the keyboard goes on from the top of the list.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Assignment' })).toHaveFocus());

    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    const recent = await screen.findByRole('list', { name: 'Recent Activity' });
    expect(recent).toHaveTextContent('Emma Johnson Completed English Grammar Check');
    expect((await screen.findByText('Avg Score', { selector: 'dt' })).nextElementSibling).toHaveTextContent('84%');
  });

  it('shows one message at a time: a deletion replaces the earlier "saved as draft"', async () => {
    const { user, router } = await renderAssignments();
    // Messages come into a status region already on the page, so that screen readers read them out.
    await screen.findByRole('tab', { name: 'Overview' });
    const regions = screen.getAllByRole('status');
    // A history entry's state written by some other script: no message, and the screen stays.
    await act(() => router.navigate('/parent-dashboard?tab=assignments', { state: { notice: { text: 'Not words' } } }));
    // The task in which a message would show.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.getByRole('tab', { name: 'Overview' })).toBeVisible();
    await router.navigate('/parent-dashboard?tab=assignments', { state: { notice: 'Assignment saved as draft successfully!' } });
    const saved = await screen.findByText('Assignment saved as draft successfully!');
    expect(saved).toBeVisible();
    expect(regions).toContain(saved.closest('[role="status"]'));
    await user.click(await screen.findByRole('button', { name: 'Delete English Grammar Check' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete English Grammar Check?' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('English Grammar Check was deleted. The results your children earned on it are kept.')).toBeVisible();
    expect(screen.queryByText('Assignment saved as draft successfully!')).toBeNull();
  });

  it('keeps the assignment when the parent cancels, or when the delete fails, and says why', async () => {
    mockServer.use(
      http.delete('*/api/collections/assignments/records/:id', () =>
        HttpResponse.json({ status: 500, message: 'Something went wrong while processing your request.', data: {} }, { status: 500 }),
      ),
    );
    const { user } = await renderAssignments();
    await user.click(await screen.findByRole('button', { name: 'Delete Fractions Review' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Fractions Review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus is back where it was.
    expect(screen.getByRole('button', { name: 'Delete Fractions Review' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Delete Fractions Review' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Fractions Review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete assignment');
    expect(screen.getByRole('heading', { level: 2, name: 'Fractions Review' })).toBeInTheDocument();
  });
});
