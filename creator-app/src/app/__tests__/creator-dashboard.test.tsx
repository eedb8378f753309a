import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from 'mocks/testing';
import { describe, expect, it } from 'vitest';
import { fill } from '../../testing/antd.ts';
import { sendBack } from '../../testing/send-back.ts';
import CreatorAppRoutes from '../routes.tsx';

const openDashboard = (as: 'creator' | 'reviewer' = 'creator') => renderRoute(CreatorAppRoutes, '/content-creator-dashboard', as);

describe('the Content Creator Dashboard', { timeout: 120_000 }, () => {
  it("shows the four tiles with the server's figures (SPEC.md's sample in the mock backend)", async () => {
    await openDashboard();
    const tiles = await screen.findByRole('region', { name: 'Your content in numbers' });
    await waitFor(() => expect(within(tiles).getAllByRole('listitem')).toHaveLength(4));
    const items = within(tiles)
      .getAllByRole('listitem')
      .map((tile) => tile.textContent);
    expect(items).toEqual([
      'Total Questions156',
      'Published132',
      'Question Sets23',
      'Total Usage15,420Answers children gave to your questions in finished quizzes',
    ]);
  });

  it('lists recent questions that open their editor, searched and filtered by status', async () => {
    const { user } = await openDashboard();
    const recent = await screen.findByRole('list', { name: 'Your recent questions' });
    expect(within(recent).getAllByRole('listitem')).toHaveLength(5);

    await fill(user, screen.getByRole('searchbox', { name: 'Search your questions' }), 'fraction');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Your recent questions' }))
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual(['Which fraction is equal to 0.5?']),
    );
    expect(screen.getByRole('link', { name: 'Which fraction is equal to 0.5?' })).toHaveAttribute('href', '/edit-question/qmathfrac000002');

    await user.clear(screen.getByRole('searchbox', { name: 'Search your questions' }));
    await user.keyboard('{Enter}');
    // The product's order: published, review, draft.
    expect(
      within(screen.getByLabelText('Status'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All statuses', 'Published', 'Review', 'Draft']);
    await user.selectOptions(screen.getByLabelText('Status'), 'Review');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Your recent questions' }))
          .getAllByRole('listitem')
          .map((l) => l.textContent),
      ).toEqual(['What is 9 × 8?Mathematics · Grade 4 Review']),
    );
  });

  it('marks a question a reviewer sent back as "Changes requested", with the note', async () => {
    await sendBack('Add a picture of 9 rows of 8.');
    await openDashboard();
    const item = within(await screen.findByRole('list', { name: 'Your recent questions' }))
      .getByRole('link', { name: 'What is 9 × 8?' })
      .closest('li')!;
    expect(item).toHaveTextContent('Changes requested');
    expect(within(item).getByText('Reviewer: Add a picture of 9 rows of 8.')).toBeVisible();
  });

  it('searches the question sets on the server', async () => {
    const { user } = await openDashboard();
    await screen.findByRole('list', { name: 'Your question sets' });
    await fill(user, screen.getByRole('searchbox', { name: 'Search your question sets' }), 'grammar');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Your question sets' }))
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual(['Grammar and Vocabulary']),
    );
    await fill(user, screen.getByRole('searchbox', { name: 'Search your question sets' }), 'volcanoes');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('No question sets match. Press New Question Set to make one.')).toBeVisible();
  });

  it('lists the question sets with their editors, and every way on', async () => {
    const { user, router } = await openDashboard();
    const sets = await screen.findByRole('list', { name: 'Your question sets' });
    expect(within(sets).getByRole('link', { name: 'Basic Arithmetic' })).toHaveAttribute('href', '/edit-question-set/setbasicmath001');
    expect(within(sets).getAllByRole('listitem')[0]).toHaveTextContent(/questions/);
    const viewAll = screen.getAllByRole('link', { name: 'View All' }).map((link) => link.getAttribute('href'));
    expect(viewAll).toEqual(['/manage-questions', '/manage-question-sets']);
    expect(screen.getByRole('link', { name: 'Bulk Import Questions' })).toHaveAttribute('href', '/bulk-import');
    expect(screen.getByRole('link', { name: 'View Analytics' })).toHaveAttribute('href', '/analytics');
    expect(screen.getByRole('link', { name: 'Content Guidelines' })).toHaveAttribute('href', '/content-guidelines');
    expect(screen.queryByRole('link', { name: 'Review Queue' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'New Question Set' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Question Set' })).toBeVisible();
    router.navigate(-1);
    await user.click(await screen.findByRole('link', { name: 'Create Question' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Question' })).toBeVisible();
  });

  it('shows a reviewer the way to the review queue', async () => {
    await openDashboard('reviewer');
    expect(await screen.findByRole('link', { name: 'Review Queue' })).toHaveAttribute('href', '/review-queue');
  });
});
