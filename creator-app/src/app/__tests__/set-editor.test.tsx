import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { mockServer } from 'mocks/node';
import { renderRoute, unexplainedError } from 'mocks/testing';
import { describe, expect, it } from 'vitest';
import { choose, fill } from '../../testing/antd.ts';
import CreatorAppRoutes from '../routes.tsx';

const openCreate = () => renderRoute(CreatorAppRoutes, '/create-question-set', 'creator');

/** The Summary card's figures, by their labels. */
function summary() {
  const card = screen.getByRole('heading', { level: 2, name: 'Summary' }).closest('.ant-card');
  if (!(card instanceof HTMLElement)) throw new Error('No Summary card');
  const read = (label: string) => within(card).getByText(label).closest('tr')?.textContent?.replace(label, '') ?? '';
  return {
    questions: read('Questions'),
    time: read('Estimated time'),
    subject: read('Subject'),
    grade: read('Grade'),
    skills: read('Skills'),
  };
}

/** The questions the builder offers, by their words. */
const offered = () =>
  within(screen.getByRole('list', { name: 'Questions you can add' }))
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent);

const toggle = async (user: UserEvent, name: string | RegExp) => user.click(await screen.findByRole('checkbox', { name }));

async function fillDetails(user: UserEvent) {
  await fill(user, await screen.findByLabelText('Title'), 'Sharing and taking away');
  await fill(user, screen.getByLabelText('Description'), 'Division and subtraction with whole numbers.');
  await choose(user, 'Question Set Type', 'Skills Practice');
}

describe('Create Question Set', { timeout: 120_000 }, () => {
  it('has the four sections and refuses an empty set with every message of SPEC.md section 5', async () => {
    const { user } = await openCreate();
    for (const section of ['Question Set Details', 'Skills & Learning Objectives', 'Select Questions', 'Summary']) {
      expect(await screen.findByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    for (const message of [
      'Question set title is required',
      'Description is required',
      'Subject is required',
      'Grade is required',
      'Question set type is required',
      'Please select at least one question',
      'Please select at least one skill',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('takes each message away as its field becomes valid, and the alert with the last one', async () => {
    const { user } = await openCreate();
    await user.click(await screen.findByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Question set title is required')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Title'), 'Sharing');
    await waitFor(() => expect(screen.queryByText('Question set title is required')).not.toBeInTheDocument());
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    // The first question brings its subject, grade and skills.
    await toggle(user, 'What is 36 ÷ 4?');
    for (const message of [
      'Please select at least one question',
      'Subject is required',
      'Grade is required',
      'Please select at least one skill',
    ]) {
      await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    }
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need attention');
    await fill(user, screen.getByLabelText('Description'), 'Division.');
    await choose(user, 'Question Set Type', 'Skills Practice');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    // Taking the only question out asks for one again.
    await toggle(user, 'What is 36 ÷ 4?');
    expect(await screen.findByText('Please select at least one question')).toBeInTheDocument();
  });

  it("adds and removes questions by SPEC.md section 4's arithmetic", async () => {
    const { user } = await openCreate();
    expect(await screen.findByText('No questions yet: add some from the list below.')).toBeVisible();
    await toggle(user, 'What is 36 ÷ 4?');
    // The first question gives the empty subject and grade, its skills and its 45 seconds.
    expect(summary()).toEqual({ questions: '1', time: '1 minute', subject: 'Mathematics', grade: 'Grade 3', skills: 'Division' });
    await toggle(user, /^Sam has 25 stickers/);
    expect(summary()).toEqual({
      questions: '2',
      time: '2 minutes',
      subject: 'Mathematics',
      grade: 'Grade 3',
      skills: 'Division, Subtraction',
    });
    // Removing lowers the time (60 s left: 1 minute) and leaves the skills.
    await toggle(user, 'What is 36 ÷ 4?');
    expect(summary()).toEqual({
      questions: '1',
      time: '1 minute',
      subject: 'Mathematics',
      grade: 'Grade 3',
      skills: 'Division, Subtraction',
    });
    const chosen = screen.getByRole('list', { name: 'Questions in the set' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(1);
    await user.click(within(chosen).getByRole('button', { name: /^Remove "Sam has 25 stickers/ }));
    expect(summary()).toMatchObject({ questions: '0', time: '0 minutes', skills: 'Division, Subtraction' });
  });

  it('keeps a subject and grade chosen before the first question', async () => {
    const { user } = await openCreate();
    await choose(user, 'Subject', 'Science');
    await choose(user, 'Grade', 'Grade 4');
    await toggle(user, 'What is 7 + 8?');
    expect(summary()).toMatchObject({ subject: 'Science', grade: 'Grade 4', skills: 'Addition' });
  });

  it('filters the questions by text, subject, grade and type on the server', async () => {
    const { user } = await openCreate();
    await screen.findByRole('list', { name: 'Questions you can add' });
    await fill(user, screen.getByLabelText('Search questions'), 'fraction');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(offered()).toEqual(['Which fraction is equal to 0.5?']));
    await user.clear(screen.getByLabelText('Search questions'));
    await user.keyboard('{Enter}');
    await choose(user, 'Filter by subject', 'Science');
    await choose(user, 'Filter by grade', 'Grade 4');
    await waitFor(() => expect(offered()).toHaveLength(3));
    await choose(user, 'Filter by question type', 'True / False');
    expect(await screen.findByText('No published questions or questions of yours match. Change the filters.')).toBeVisible();
  });

  it('adds learning objectives and prerequisites trimmed and once, by Enter or the plus button', async () => {
    const { user } = await openCreate();
    const objectives = await screen.findByRole('textbox', { name: 'Learning Objectives' });
    await fill(user, objectives, '  Share into equal groups ');
    await user.keyboard('{Enter}');
    await fill(user, objectives, 'Share into equal groups');
    await user.click(screen.getByRole('button', { name: 'Add to Learning Objectives' }));
    await fill(user, objectives, '   ');
    await user.click(screen.getByRole('button', { name: 'Add to Learning Objectives' }));
    await fill(user, objectives, 'Take away within 100');
    await user.click(screen.getByRole('button', { name: 'Add to Learning Objectives' }));
    const added = screen.getByRole('list', { name: 'Added learning objectives' });
    expect(
      within(added)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Share into equal groups×', 'Take away within 100×']);
    expect(objectives).toHaveValue('');

    await fill(user, screen.getByRole('textbox', { name: 'Prerequisites' }), 'Times tables to 10');
    await user.keyboard('{Enter}');
    expect(within(screen.getByRole('list', { name: 'Added prerequisites' })).getByText('Times tables to 10')).toBeVisible();
  });

  it('saves a draft and submits for review, each with its message on the dashboard', async () => {
    const { user, router } = await openCreate();
    await fillDetails(user);
    await toggle(user, 'What is 36 ÷ 4?');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Question set saved as draft successfully!')).toBeVisible();
    expect(within(await screen.findByRole('list', { name: 'Your question sets' })).getAllByRole('listitem')[0]).toHaveTextContent(
      'Sharing and taking awayMathematics · Grade 3 · 1 question Draft',
    );

    await user.click(screen.getByRole('link', { name: 'New Question Set' }));
    await fillDetails(user);
    await toggle(user, 'What is 36 ÷ 4?');
    await user.click(screen.getByRole('button', { name: 'Submit for Review' }));
    expect(await screen.findByText('Question set submitted for review successfully!')).toBeVisible();
    // The dashboard took the form's place: Back leads to the dashboard the author came from, not to an emptied form.
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1, name: 'Create Question Set' })).toBeNull();
  });
});

describe('Create Question Set: a failed save', { timeout: 120_000 }, () => {
  it('says in words that the set was not saved, and keeps everything chosen for the next try', async () => {
    let down = true;
    mockServer.use(http.post('*/api/collections/question_sets/records', () => (down ? unexplainedError() : undefined)));
    const { user } = await openCreate();
    await fillDetails(user);
    await toggle(user, 'What is 36 ÷ 4?');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('The question set could not be saved. What you chose is still here: try again.')).toBeVisible();
    expect(screen.getByLabelText('Title')).toHaveValue('Sharing and taking away');
    expect(within(screen.getByRole('list', { name: 'Questions in the set' })).getByText('What is 36 ÷ 4?')).toBeVisible();

    down = false;
    // jsdom never ends the spinner's leaving transition, whose "loading" label may stay in the button's name.
    await user.click(screen.getByRole('button', { name: /Save Draft$/ }));
    expect(await screen.findByText('Question set saved as draft successfully!')).toBeVisible();
  });
});

describe('Edit Question Set', { timeout: 120_000 }, () => {
  it('opens a set with its questions, their time in the summary, and its objectives', async () => {
    await renderRoute(CreatorAppRoutes, '/edit-question-set/settimesdraft01', 'creator');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Question Set' })).toBeVisible();
    expect(await screen.findByLabelText('Title')).toHaveValue('Times Tables Challenge');
    expect(within(screen.getByRole('list', { name: 'Questions in the set' })).getAllByRole('listitem')).toHaveLength(2);
    expect(summary()).toMatchObject({ questions: '2', time: '1 minute' });
  });

  it('says so when the set cannot be found, in the screen with its heading and the way back', async () => {
    await renderRoute(CreatorAppRoutes, '/edit-question-set/nosuchset000001', 'creator');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch the question set');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Question Set' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
  });

  it('a published set can only be read: a reviewer changes it', async () => {
    await renderRoute(CreatorAppRoutes, '/edit-question-set/setbasicmath001', 'creator');
    expect(await screen.findByText(/This set is published/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save Draft' })).toBeDisabled();
    // Nothing can be typed that could not be saved.
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Description' })).toBeDisabled();
    expect(summary()).toMatchObject({ questions: '5', time: '4 minutes' });
  });
});
