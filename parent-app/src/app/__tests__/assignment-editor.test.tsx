import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createHandlers, createMockDb } from 'mocks';
import { formatDate, localDay } from 'shared';
import { mockServer } from 'mocks/node';
import { renderRoute } from 'mocks/testing';
import { describe, expect, it } from 'vitest';
import ParentAppRoutes from '../routes.tsx';

type User = Awaited<ReturnType<typeof renderRoute>>['user'];

const openCreate = async () => {
  const rendered = await renderRoute(ParentAppRoutes, '/create-assignment', 'parent');
  await screen.findByRole('checkbox', { name: 'Basic Arithmetic' });
  return rendered;
};
const setNames = () =>
  within(screen.getByRole('region', { name: 'Question sets' }))
    .getAllByRole('checkbox')
    .map((box) => box.getAttribute('aria-labelledby') && box.closest('label')?.querySelector('.parent-choice-title')?.textContent);
const summary = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const minutesOf = (setTitle: string) => {
  const box = screen.getByRole('checkbox', { name: setTitle });
  return Number(/(\d+) min/.exec(box.closest('label')?.textContent ?? '')?.[1]);
};
const serverError = () =>
  HttpResponse.json({ status: 500, message: 'Something went wrong while processing your request.', data: {} }, { status: 500 });

async function fillValid(user: User, title = 'Weekend practice') {
  await user.type(screen.getByLabelText('Title'), title);
  await user.click(screen.getByRole('checkbox', { name: 'Basic Arithmetic' }));
  await user.click(screen.getByRole('checkbox', { name: 'Emma Johnson' }));
}

const cardOf = async (title: string) => {
  const card = (await screen.findByRole('heading', { level: 2, name: title })).closest('li');
  if (!card) throw new Error(`No card for ${title}`);
  return within(card);
};

describe('Create Assignment: the checks of SPEC.md 5, on both actions', () => {
  it.each(['Create Assignment', 'Save as Draft'])(
    '%s asks for a title, a question set and a child, the selections also in an alert',
    async (action) => {
      const { user, router } = await openCreate();
      await user.type(screen.getByLabelText('Title'), '   ');
      await user.click(screen.getByRole('button', { name: action }));

      // antd slides field messages in.
      await waitFor(() => expect(screen.getByText('Assignment title is required')).toBeVisible());
      expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
      const alert = screen.getByRole('alert');
      expect(
        within(alert)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Please select at least one question set', 'Please select at least one child']);
      // Under their sections too.
      expect(screen.getAllByText('Please select at least one question set')).toHaveLength(2);
      expect(screen.getAllByText('Please select at least one child')).toHaveLength(2);
      expect(router.state.location.pathname).toBe('/create-assignment');
    },
  );

  it('clears a message once its problem is fixed', async () => {
    const { user } = await openCreate();
    await user.click(screen.getByRole('button', { name: 'Create Assignment' }));
    await screen.findByText('Assignment title is required');
    await user.type(screen.getByLabelText('Title'), 'Spelling');
    await user.click(screen.getByRole('checkbox', { name: 'Grammar and Vocabulary' }));
    await user.click(screen.getByRole('button', { name: 'Create Assignment' }));
    await waitFor(() => expect(screen.queryByText('Assignment title is required')).not.toBeInTheDocument());
    expect(
      within(screen.getByRole('alert'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Please select at least one child']);
  });
});

describe('Create Assignment: choosing question sets and children', () => {
  it('lists only published sets and filters them by text (title, description or skill), subject, grade and type', async () => {
    const { user } = await openCreate();
    expect(setNames()).toEqual(['Basic Arithmetic', 'Fractions Review', 'Grammar and Vocabulary', 'Living Things and Light']);

    const search = screen.getByLabelText('Search by title, description or skill');
    await user.type(search, 'living');
    expect(setNames()).toEqual(['Living Things and Light']);
    await user.clear(search);
    await user.type(search, 'whole numbers');
    expect(setNames()).toEqual(['Basic Arithmetic']);
    await user.clear(search);
    await user.type(search, 'antonyms');
    expect(setNames()).toEqual(['Grammar and Vocabulary']);
    await user.clear(search);

    await user.selectOptions(screen.getByLabelText('Subject'), 'Mathematics');
    expect(setNames()).toEqual(['Basic Arithmetic', 'Fractions Review']);
    await user.selectOptions(screen.getByLabelText('Grade'), 'Grade 5');
    expect(setNames()).toEqual(['Fractions Review']);
    await user.selectOptions(screen.getByLabelText('Grade'), 'All grades');

    const types = screen.getByLabelText('Type');
    expect(
      within(types)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All types', 'Skills Practice', 'Ten Year Series', 'Assessment', 'Review']);
    await user.selectOptions(types, 'Skills Practice');
    expect(setNames()).toEqual(['Basic Arithmetic']);
    await user.selectOptions(types, 'Ten Year Series');
    expect(screen.getByText('No question set matches these filters.')).toBeVisible();
  });

  it('groups a long list by subject, the groups folded but the one holding a chosen set, each opened by its summary', async () => {
    const db = createMockDb();
    const sets = db.collections['question_sets']!;
    const [maths, english] = [sets.find((set) => set.id === 'setbasicmath001')!, sets.find((set) => set.id === 'setenglishgr001')!];
    for (let i = 1; i <= 10; i += 1) {
      sets.push({ ...maths, id: `setmathsmore${String(i).padStart(3, '0')}`, title: `More maths ${i}` });
      sets.push({ ...english, id: `setenglishmor${String(i).padStart(2, '0')}`, title: `More English ${i}` });
    }
    mockServer.resetHandlers(...createHandlers(db));
    const { user } = await renderRoute(ParentAppRoutes, '/edit-assignment/assignmaths0001', 'parent');
    const region = await screen.findByRole('region', { name: 'Question sets' });

    // The filters come first, then a group per subject in the order of `SUBJECTS`, saying how many sets it has and how many are chosen.
    expect(screen.getByLabelText('Search by title, description or skill').compareDocumentPosition(region)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    const summaries = () => [...region.querySelectorAll('summary')].map((group) => group.textContent);
    expect(summaries()).toEqual(['Mathematics 12 sets, 1 chosen', 'English 11 sets, 0 chosen', 'Science 1 set, 0 chosen']);
    expect(within(region).getByRole('checkbox', { name: 'Basic Arithmetic' })).toBeVisible();
    expect(within(region).getByRole('checkbox', { name: 'Basic Arithmetic' })).toBeChecked();
    expect(within(region).getByRole('checkbox', { name: 'More English 3', hidden: true })).not.toBeVisible();

    await user.click(within(region).getByText('English'));
    expect(within(region).getByRole('checkbox', { name: 'More English 3' })).toBeVisible();
    await user.click(within(region).getByRole('checkbox', { name: 'More English 3' }));
    expect(summaries()[1]).toBe('English 11 sets, 1 chosen');

    // Narrowed by a filter, however many are left, every group is open.
    await user.selectOptions(screen.getByLabelText('Grade'), 'Grade 3');
    expect(summaries()).toEqual(['Mathematics 11 sets, 1 chosen', 'English 11 sets, 1 chosen']);
    expect(within(region).getByRole('checkbox', { name: 'More maths 3' })).toBeVisible();
    expect(within(region).getByRole('checkbox', { name: 'More English 7' })).toBeVisible();
  });

  it('toggles a set or a child by mouse and by keyboard, and the summary follows', async () => {
    const { user } = await openCreate();
    expect([summary('Question sets'), summary('Total questions'), summary('Children'), summary('Estimated time')]).toEqual([
      '0',
      '0',
      '0',
      '0 minutes',
    ]);

    await user.click(screen.getByText('Basic Arithmetic'));
    expect(screen.getByRole('checkbox', { name: 'Basic Arithmetic' })).toBeChecked();
    screen.getByRole('checkbox', { name: 'Grammar and Vocabulary' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Grammar and Vocabulary' })).toBeChecked();
    screen.getByRole('checkbox', { name: 'Liam Johnson' }).focus();
    await user.keyboard(' ');
    await user.click(screen.getByText('Emma Johnson'));

    // 5 + 3 questions; the minutes are the two sets' own.
    expect(summary('Question sets')).toBe('2');
    expect(summary('Total questions')).toBe('8');
    expect(summary('Children')).toBe('2');
    expect(summary('Estimated time')).toBe(`${minutesOf('Basic Arithmetic') + minutesOf('Grammar and Vocabulary')} minutes`);

    await user.click(screen.getByText('Basic Arithmetic'));
    screen.getByRole('checkbox', { name: 'Liam Johnson' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Basic Arithmetic' })).not.toBeChecked();
    expect([summary('Question sets'), summary('Total questions'), summary('Children')]).toEqual(['1', '3', '1']);
  });

  it('starts with the SPEC instructions and a 30-minute limit', async () => {
    await openCreate();
    expect(screen.getByLabelText('Instructions')).toHaveValue('Read each question carefully and choose the best answer.');
    expect(screen.getByLabelText('Time limit (minutes)')).toHaveValue('30');
    expect(screen.getByLabelText('Due date (optional)')).toHaveValue('');
  });
});

describe('Create Assignment: saving', () => {
  it('creates it, goes to the dashboard with the message, and a blank time limit becomes 30 minutes', async () => {
    const { user, router } = await openCreate();
    await fillValid(user);
    await user.clear(screen.getByLabelText('Time limit (minutes)'));
    await user.click(screen.getByRole('button', { name: 'Create Assignment' }));

    expect(await screen.findByText('Assignment created successfully!')).toBeVisible();
    expect(router.state.location.pathname).toBe('/parent-dashboard');
    const card = await cardOf('Weekend practice');
    expect(card.getByText('Active')).toBeVisible();
    expect(card.getByText('Mathematics · 5 questions · 30 min')).toBeVisible();
    expect(card.getByText('Assigned to').nextElementSibling).toHaveTextContent('Emma Johnson');
  });

  it.each([
    ['3', 30],
    ['999', 30],
    ['45', 45],
  ])(
    'says before saving what a time limit of %s minutes is saved as (SPEC: outside 5 to 180 it is 30), and saves that',
    async (typed, saved) => {
      const { user } = await openCreate();
      await fillValid(user, `Timed ${typed}`);
      expect(screen.getByText('Will be saved as 30 minutes.')).toBeVisible();
      const minutes = screen.getByLabelText('Time limit (minutes)');
      await user.clear(minutes);
      await user.type(minutes, typed);
      await user.tab();
      expect(minutes).toHaveValue(typed);
      expect(screen.getByText(`Will be saved as ${saved} minutes.`)).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Create Assignment' }));
      expect((await cardOf(`Timed ${typed}`)).getByText(`Mathematics · 5 questions · ${saved} min`)).toBeVisible();
    },
  );

  it('a due date before today cannot be chosen, typed or picked; today is fine, and the field writes it as the cards do', async () => {
    const { user } = await openCreate();
    await fillValid(user, 'Due today');
    const due = screen.getByLabelText('Due date (optional)');
    await user.type(due, '1 Jan 2020{Enter}');
    await user.tab();
    expect(due).toHaveValue('');
    // In the calendar every day shown before today cannot be picked, today and after can.
    await user.click(due);
    const cells = [...document.querySelectorAll<HTMLElement>('td[title]')];
    expect(cells.length).toBeGreaterThan(27);
    expect(cells.filter((cell) => cell.classList.contains('ant-picker-cell-disabled')).map((cell) => cell.title)).toEqual(
      cells.map((cell) => cell.title).filter((day) => day < localDay()),
    );

    const today = new Date();
    const written = formatDate(today.toISOString());
    await user.clear(due);
    await user.type(due, `${today.getDate()}/${today.getMonth() + 1}/${today.getFullYear()}{Enter}`);
    expect(due).toHaveValue(written);
    await user.click(screen.getByRole('button', { name: 'Create Assignment' }));
    expect((await cardOf('Due today')).getByText('Due').nextElementSibling).toHaveTextContent(written);
  });

  it('saves a draft with its message; the card says Draft', async () => {
    const { user } = await openCreate();
    await fillValid(user, 'Not yet');
    const due = screen.getByLabelText('Due date (optional)');
    // Typed in another way, and in September, it reads as the cards write it.
    await user.type(due, '2030-09-05{Enter}');
    expect(due).toHaveValue('5 Sept 2030');
    await user.clear(due);
    await user.type(due, '2030-05-01{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(await screen.findByText('Assignment saved as draft successfully!')).toBeVisible();
    const card = await cardOf('Not yet');
    expect(card.getByText('Draft')).toBeVisible();
    expect(card.getByText('Due').nextElementSibling).toHaveTextContent('1 May 2030');
  });

  it("keeps everything typed when the save fails, and says so in SPEC's words", async () => {
    mockServer.use(http.post('*/api/collections/assignments/records', serverError));
    const { user, router } = await openCreate();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create Assignment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create assignment');
    expect(router.state.location.pathname).toBe('/create-assignment');
    expect(screen.getByLabelText('Title')).toHaveValue('Weekend practice');
    expect(screen.getByRole('checkbox', { name: 'Basic Arithmetic' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Emma Johnson' })).toBeChecked();
  });

  it("shows the server's refusal of a selection under the section and in the alert", async () => {
    mockServer.use(
      http.post('*/api/collections/assignments/records', () =>
        HttpResponse.json(
          {
            status: 400,
            message: 'Some fields need attention.',
            data: { question_sets: { code: 'validation_invalid_question_sets', message: 'Only published question sets can be assigned.' } },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openCreate();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create Assignment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only published question sets can be assigned');
    // The section's own message follows once the form has taken the field's error.
    await waitFor(() => expect(screen.getAllByText('Only published question sets can be assigned')).toHaveLength(2));
  });

  it('asks for a child first when the parent has none', async () => {
    const db = createMockDb();
    db.collections['students'] = [];
    mockServer.resetHandlers(...createHandlers(db));
    await renderRoute(ParentAppRoutes, '/create-assignment', 'parent');
    expect(await screen.findByRole('link', { name: 'Add Child' })).toHaveAttribute('href', '/children/add');
  });

  it("says so when the question sets can't be fetched", async () => {
    mockServer.use(http.get('*/api/collections/question_sets/records', serverError));
    await renderRoute(ParentAppRoutes, '/create-assignment', 'parent');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch question sets');
    expect(screen.getByRole('button', { name: 'Create Assignment' })).toBeDisabled();
  });
});

describe('Edit Assignment', () => {
  it('is the same form filled in; saving returns with a message that it was updated', async () => {
    const { user, router } = await renderRoute(ParentAppRoutes, '/edit-assignment/assignmaths0001', 'parent');
    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue('Maths Practice: Basic Arithmetic');
    expect(screen.getByRole('checkbox', { name: 'Basic Arithmetic' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Emma Johnson' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Liam Johnson' })).toBeChecked();
    expect(screen.getByLabelText('Time limit (minutes)')).toHaveValue('30');
    expect(screen.getByLabelText('Due date (optional)')).not.toHaveValue('');
    // An active assignment is saved as it is: it cannot go back to draft.
    expect(screen.queryByRole('button', { name: 'Save as Draft' })).not.toBeInTheDocument();

    await user.clear(title);
    await user.type(title, 'Maths, week 2');
    await user.click(screen.getByRole('checkbox', { name: 'Fractions Review' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Assignment updated successfully!')).toBeVisible();
    expect(router.state.location.pathname).toBe('/parent-dashboard');
    expect((await cardOf('Maths, week 2')).getByText('Mathematics · 7 questions · 30 min')).toBeVisible();
  });

  it('says why the question sets can no longer change once a child has started, and still saves the rest', async () => {
    const { user } = await renderRoute(ParentAppRoutes, '/edit-assignment/assignscience01', 'parent');
    expect(
      await screen.findByText('A child has already started this assignment, so its question sets can no longer change.'),
    ).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Living Things and Light' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Basic Arithmetic' })).toBeDisabled();
    // With every set locked, the list that scrolls is still reached from the keyboard (axe: scrollable-region-focusable).
    screen.getByRole('combobox', { name: 'Type' }).focus();
    await user.tab();
    expect(screen.getByRole('region', { name: 'Question sets' })).toHaveFocus();
    expect(screen.getByText('A child has already started this assignment, so children can be added but not taken off it.')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Liam Johnson' })).toBeDisabled();

    const minutes = screen.getByLabelText('Time limit (minutes)');
    await user.clear(minutes);
    await user.type(minutes, '25');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Assignment updated successfully!')).toBeVisible();
    expect((await cardOf('Science: Living Things and Light')).getByText('Science · 3 questions · 25 min')).toBeVisible();
  });

  it('a renamed assignment is shown by its new name in Recent Activity at once', async () => {
    const { user, router } = await renderRoute(ParentAppRoutes, '/parent-dashboard', 'parent');
    const recent = await screen.findByRole('list', { name: 'Recent Activity' });
    expect(within(recent).getByText(/Completed Science: Living Things and Light/)).toBeVisible();
    await act(() => router.navigate('/edit-assignment/assignscience01'));
    const title = await screen.findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Science: Light');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Assignment updated successfully!')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    const updated = await screen.findByRole('list', { name: 'Recent Activity' });
    expect(await within(updated).findByText(/Completed Science: Light$/)).toBeVisible();
    expect(within(updated).queryByText(/Living Things and Light/)).not.toBeInTheDocument();
  });

  it('publishes a draft', async () => {
    const { user } = await renderRoute(ParentAppRoutes, '/edit-assignment/assignfraction1', 'parent');
    await screen.findByLabelText('Title');
    expect(screen.getByRole('button', { name: 'Save as Draft' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Publish Assignment' }));
    expect(await screen.findByText('Assignment updated successfully!')).toBeVisible();
    expect((await cardOf('Fractions Review')).getByText('Active')).toBeVisible();
  });

  it("keeps the changes when the update fails, and says so in SPEC's words", async () => {
    mockServer.use(http.patch('*/api/collections/assignments/records/:id', serverError));
    const { user } = await renderRoute(ParentAppRoutes, '/edit-assignment/assignmaths0001', 'parent');
    const title = await screen.findByLabelText('Title');
    await user.type(title, '!');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update assignment');
    expect(title).toHaveValue('Maths Practice: Basic Arithmetic!');
  });

  it("shows a clear not-found for another parent's assignment or one that does not exist", async () => {
    const db = createMockDb();
    const [first] = db.collections['assignments']!;
    db.collections['assignments']!.push({ ...first!, id: 'otherparents001', title: 'Not yours', created_by: 'someoneelse0001' });
    mockServer.resetHandlers(...createHandlers(db));
    await renderRoute(ParentAppRoutes, '/edit-assignment/otherparents001', 'parent');
    expect(await screen.findByRole('heading', { name: 'Assignment not found' })).toBeVisible();
    expect(screen.queryByText('Not yours')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the parent dashboard' })).toHaveAttribute('href', '/parent-dashboard');
  });
});
