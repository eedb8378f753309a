import { screen, waitFor } from '@testing-library/react';
import { renderRoute } from 'mocks/testing';
import { describe, expect, it } from 'vitest';
import { fill } from '../../testing/antd.ts';
import CreatorAppRoutes from '../routes.tsx';

// autoSave (docs/product.md, "Settings"): an unsaved question or set is kept in the browser while the creator
// types, and offered back when the form opens again (after a crash, a closed tab, or leaving it).

const FORM_STORY = { timeout: 60_000 };
const CREATOR_ID = 'creatordemo0001';

/** The drafts this browser keeps, by key. */
const keptDrafts = () => Object.keys(localStorage).filter((key) => key.includes('.draft.'));

/** Types a question's text and closes the page before anything is saved, as a crash would. */
async function typeQuestionAndLeave(text: string) {
  const { user, unmount } = await renderRoute(CreatorAppRoutes, '/create-question', 'creator');
  await fill(user, await screen.findByLabelText('Question'), text);
  await waitFor(() => expect(keptDrafts()).toHaveLength(1));
  unmount();
}

describe('unsaved forms kept in the browser', FORM_STORY, () => {
  it('offers a typed question back when the form opens again, and restores it only when asked', async () => {
    await typeQuestionAndLeave('What is 6 + 7?');
    expect(keptDrafts()).toEqual([`mcq.account.${CREATOR_ID}.draft.question.new`]);

    const { user } = await renderRoute(CreatorAppRoutes, '/create-question', 'creator');
    const offer = await screen.findByRole('region', { name: 'Restore your unsaved question?' });
    expect(offer).toHaveTextContent('Kept in this browser just now.');
    expect(screen.getByLabelText('Question')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(screen.getByLabelText('Question')).toHaveValue('What is 6 + 7?');
    // The keyboard goes on from the question, not from the top of the page.
    expect(screen.getByLabelText('Question')).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Restore your unsaved question?' })).not.toBeInTheDocument();
  });

  it('forgets the draft when the creator discards it', async () => {
    await typeQuestionAndLeave('What is 6 + 7?');
    const { user, unmount } = await renderRoute(CreatorAppRoutes, '/create-question', 'creator');
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('region', { name: 'Restore your unsaved question?' })).not.toBeInTheDocument();
    expect(keptDrafts()).toEqual([]);
    unmount();
    await renderRoute(CreatorAppRoutes, '/create-question', 'creator');
    expect(await screen.findByLabelText('Question')).toHaveValue('');
    expect(screen.queryByText('Restore your unsaved question?')).not.toBeInTheDocument();
  });

  it('keeps a draft per question, and never puts it over the saved question unless asked', async () => {
    const { user, unmount } = await renderRoute(CreatorAppRoutes, '/edit-question/qmathdraft00001', 'creator');
    await fill(user, await screen.findByLabelText('Question'), 'What is 9 × 9?');
    await waitFor(() => expect(keptDrafts()).toEqual([`mcq.account.${CREATOR_ID}.draft.question.qmathdraft00001`]));
    unmount();

    const again = await renderRoute(CreatorAppRoutes, '/edit-question/qmathdraft00001', 'creator');
    expect(await screen.findByRole('region', { name: 'Restore your unsaved question?' })).toBeVisible();
    expect(screen.getByLabelText('Question')).toHaveValue('What is 9 × 8?');
    await again.user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(screen.getByLabelText('Question')).toHaveValue('What is 9 × 9?');
    again.unmount();

    await renderRoute(CreatorAppRoutes, '/create-question', 'creator');
    expect(await screen.findByLabelText('Question')).toHaveValue('');
    expect(screen.queryByText('Restore your unsaved question?')).not.toBeInTheDocument();
  });

  it('does not offer one account’s draft to another: another account signing in on the browser wipes it', async () => {
    await typeQuestionAndLeave('What is 6 + 7?');
    const reviewer = await renderRoute(CreatorAppRoutes, '/create-question', 'reviewer');
    expect(await screen.findByLabelText('Question')).toHaveValue('');
    expect(screen.queryByText('Restore your unsaved question?')).not.toBeInTheDocument();
    // A shared computer (docs/product.md, "Offline and return visits") keeps nothing of the previous account once another signs in.
    await waitFor(() => expect(keptDrafts()).toEqual([]));
    reviewer.unmount();
  });

  it('Logout forgets the account’s drafts', async () => {
    await typeQuestionAndLeave('What is 6 + 7?');
    const { user } = await renderRoute(CreatorAppRoutes, '/create-question', 'creator');
    expect(await screen.findByRole('region', { name: 'Restore your unsaved question?' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(keptDrafts()).toEqual([]));
  });

  it('keeps nothing while autoSave is off, and turning it off forgets what was kept', async () => {
    await typeQuestionAndLeave('What is 6 + 7?');
    const { user, router } = await renderRoute(CreatorAppRoutes, '/creator-settings', 'creator');
    await user.click(await screen.findByRole('switch', { name: 'Auto-save drafts' }));
    expect(await screen.findByText(/Saved\. Nothing is kept/)).toBeVisible();
    expect(keptDrafts()).toEqual([]);

    await router.navigate('/create-question');
    await fill(user, await screen.findByLabelText('Question'), 'What is 2 + 2?');
    await router.navigate('/creator-settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    expect(keptDrafts()).toEqual([]);
  });

  it('offers a question set back too', async () => {
    const { user, unmount } = await renderRoute(CreatorAppRoutes, '/create-question-set', 'creator');
    await fill(user, await screen.findByLabelText('Title'), 'Times tables');
    await waitFor(() => expect(keptDrafts()).toEqual([`mcq.account.${CREATOR_ID}.draft.questionSet.new`]));
    unmount();

    const again = await renderRoute(CreatorAppRoutes, '/create-question-set', 'creator');
    expect(await screen.findByRole('region', { name: 'Restore your unsaved question set?' })).toBeVisible();
    expect(screen.getByLabelText('Title')).toHaveValue('');
    await again.user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Times tables');
  });
});
