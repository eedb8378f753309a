import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { fixtures } from 'mocks';
import { mockServer } from 'mocks/node';
import { renderRoute } from 'mocks/testing';
import PocketBase from 'pocketbase';
import { pb } from 'shared/session';
import { describe, expect, it } from 'vitest';
import { fill } from '../../testing/antd.ts';
import CreatorAppRoutes from '../routes.tsx';

const openQueue = () => renderRoute(CreatorAppRoutes, '/review-queue', 'reviewer');
const questionsInReview = () => screen.findByRole('list', { name: 'Questions in review' });

/** A creator on a client of their own, as in another browser while the reviewer looks at the queue. */
async function elsewhere(role: 'creator' | 'reviewer') {
  const account = fixtures.creators.find((creator) => creator.reviewer === (role === 'reviewer'))!;
  const other = new PocketBase(pb.baseURL);
  other.autoCancellation(false);
  await other.collection('creators').authWithPassword(account.email, account.password);
  return other;
}

/** What reached the server's update route; the mock backend still answers. */
function sentUpdates() {
  const sent: Array<Record<string, unknown>> = [];
  mockServer.use(
    http.patch('*/api/collections/:collection/records/:id', async ({ request }) => {
      sent.push((await request.clone().json()) as Record<string, unknown>);
    }),
  );
  return sent;
}

describe('the review queue', { timeout: 120_000 }, () => {
  it('shows each question in review as a child sees it, and publishes the version it shows', async () => {
    const sent = sentUpdates();
    const { user } = await openQueue();
    const shown = await pb.collection('questions').getOne('qmathdraft00001');
    const item = within(await questionsInReview()).getAllByRole('listitem')[0]!;
    expect(within(item).getByRole('heading', { name: 'What is 9 × 8?' })).toBeVisible();
    expect(item).toHaveTextContent('Sent by Chris Author');
    expect(within(item).getByText('72').closest('li')).toHaveTextContent('Correct answer');
    await user.click(within(item).getByRole('button', { name: 'Publish "What is 9 × 8?"' }));
    expect(await screen.findByText('"What is 9 × 8?" is published.')).toBeVisible();
    expect(await screen.findByText('No questions are waiting for review.')).toBeVisible();
    expect(await pb.collection('questions').getOne('qmathdraft00001')).toMatchObject({ status: 'published' });
    expect(sent).toEqual([{ status: 'published', reviewed_version: shown.updated }]);
  });

  it('shows a matching pair’s picture with its pair, not as the question’s own picture', async () => {
    const author = await elsewhere('creator');
    await author.collection('questions').create({
      text: 'Match each animal to its baby.',
      type: 'matching',
      subject: 'Science',
      grade: 'Grade 1',
      skills: ['Animals'],
      difficulty: 'beginner',
      estimatedTime: 30,
      images: ['cat_k3j4h5g6f7.png'],
      options: [
        { id: 'a', text: '', image: 'cat_k3j4h5g6f7.png', alt: 'A grey cat', match: 'kitten' },
        { id: 'b', text: 'dog', match: 'puppy' },
      ],
      status: 'review',
      created_by: author.authStore.record!.id,
    });
    await openQueue();
    const item = within(await questionsInReview())
      .getAllByRole('listitem')
      .find((entry) => within(entry).queryByRole('heading', { name: 'Match each animal to its baby.' }))!;
    const pictures = await within(item).findAllByRole('img');
    expect(pictures).toHaveLength(1);
    expect(pictures[0]).toHaveAccessibleName('A grey cat');
    expect(pictures[0]).toHaveAttribute('src', expect.stringContaining('cat_k3j4h5g6f7.png'));
    expect(pictures[0]!.closest('li')).toHaveTextContent('→ kitten');
  });

  it('tells the reviewer plainly when the question changed after they opened it, and shows it as it is now', async () => {
    const { user } = await openQueue();
    const item = within(await questionsInReview()).getAllByRole('listitem')[0]!;
    expect(within(item).getByRole('heading', { name: 'What is 9 × 8?' })).toBeVisible();
    // Meanwhile its author takes it back, changes it and sends it again.
    const author = await elsewhere('creator');
    await author.collection('questions').update('qmathdraft00001', { status: 'draft', text: 'What is 9 × 7?' });
    await author.collection('questions').update('qmathdraft00001', { status: 'review' });
    // The server refuses a Publish of the version read before (backend/test/content.test.ts), which the mock backend does not check.
    mockServer.use(
      http.patch(
        '*/api/collections/questions/records/:id',
        () =>
          HttpResponse.json(
            { status: 409, message: 'This item changed after you opened it: look at it again before publishing.', data: {} },
            { status: 409 },
          ),
        { once: true },
      ),
    );
    await user.click(within(item).getByRole('button', { name: 'Publish "What is 9 × 8?"' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '"What is 9 × 8?" changed after you opened it, so it was not published. The queue now shows it as it is: look at it again before you publish it.',
    );
    const again = within(await questionsInReview()).getAllByRole('listitem')[0]!;
    expect(await within(again).findByRole('heading', { name: 'What is 9 × 7?' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'What is 9 × 8?' })).not.toBeInTheDocument();
    expect(await pb.collection('questions').getOne('qmathdraft00001')).toMatchObject({ status: 'review' });
  });

  it("holds back a reviewer's own work: another reviewer publishes it", async () => {
    const reviewer = await elsewhere('reviewer');
    await reviewer.collection('questions').create({
      text: 'What is 6 × 7?',
      type: 'multiple_choice',
      subject: 'Mathematics',
      grade: 'Grade 4',
      skills: ['Multiplication'],
      difficulty: 'intermediate',
      estimatedTime: 30,
      options: [
        { id: 'a', text: '42', isCorrect: true },
        { id: 'b', text: '48', isCorrect: false },
      ],
      status: 'review',
      created_by: reviewer.authStore.record!.id,
    });
    await openQueue();
    const own = within(await questionsInReview())
      .getAllByRole('listitem')
      .find((item) => within(item).queryByRole('heading', { name: 'What is 6 × 7?' }))!;
    expect(within(own).getByRole('note')).toHaveTextContent('Another reviewer publishes your own work');
    expect(within(own).getByRole('button', { name: 'Publish "What is 6 × 7?"' })).toBeDisabled();
  });

  it('sends a question back to draft only with a comment for its author', async () => {
    const { user } = await openQueue();
    const item = within(await questionsInReview()).getAllByRole('listitem')[0]!;
    await user.click(within(item).getByRole('button', { name: 'Send back to draft "What is 9 × 8?"' }));
    expect(within(item).getByLabelText('What should the author change?')).toHaveFocus();
    await user.click(within(item).getByRole('button', { name: 'Send back' }));
    expect(await within(item).findByText('Tell the author what to change before sending it back')).toBeInTheDocument();
    await fill(user, within(item).getByLabelText('What should the author change?'), 'Add a picture of 9 rows of 8.');
    await user.click(within(item).getByRole('button', { name: 'Send back' }));
    expect(await screen.findByText('"What is 9 × 8?" went back to its author as a draft.')).toBeVisible();
    expect(await pb.collection('questions').getOne('qmathdraft00001')).toMatchObject({
      status: 'draft',
      review_comment: 'Add a picture of 9 rows of 8.',
    });
  });

  it("shows the server's refusal of a comment under the comment, and keeps what the reviewer wrote", async () => {
    mockServer.use(
      http.patch('*/api/collections/questions/records/:id', () =>
        HttpResponse.json(
          {
            status: 400,
            message: 'Failed to update record.',
            data: { review_comment: { code: 'validation_invalid', message: 'Say what to change in at most 2000 characters.' } },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openQueue();
    const item = within(await questionsInReview()).getAllByRole('listitem')[0]!;
    await user.click(within(item).getByRole('button', { name: 'Send back to draft "What is 9 × 8?"' }));
    await fill(user, within(item).getByLabelText('What should the author change?'), 'Add a picture.');
    await user.click(within(item).getByRole('button', { name: 'Send back' }));
    expect(await within(item).findByText(/^Say what to change in at most 2000 characters/)).toBeInTheDocument();
    expect(within(item).getByLabelText('What should the author change?')).toHaveValue('Add a picture.');
    expect(within(item).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('holds back a set whose questions are not all published', async () => {
    await pb.collection('creators').authWithPassword('creator@demo.com', 'Creator123!');
    await pb.collection('question_sets').update('settimesdraft01', { status: 'review' });
    await openQueue();
    const sets = await screen.findByRole('list', { name: 'Question sets in review' });
    const item = within(sets).getAllByRole('listitem')[0]!;
    expect(within(item).getByRole('heading', { name: 'Times Tables Challenge' })).toBeVisible();
    expect(item).toHaveTextContent('Publish its questions first: 1 is not published yet.');
    expect(within(item).getByRole('button', { name: 'Publish "Times Tables Challenge"' })).toBeDisabled();
  });

  it('searches the queue by its words, and says when nothing matches', async () => {
    const { user } = await openQueue();
    await questionsInReview();
    const search = screen.getByRole('searchbox', { name: 'Search the review queue' });
    await user.type(search, '9 × 8{Enter}');
    expect(within(await questionsInReview()).getAllByRole('listitem')[0]).toHaveTextContent('What is 9 × 8?');
    await user.clear(search);
    await user.type(search, 'volcanoes{Enter}');
    expect(await screen.findAllByText('Nothing here matches your search.')).not.toHaveLength(0);
    expect(screen.queryByRole('list', { name: 'Questions in review' })).not.toBeInTheDocument();
  });

  it('tells a creator who is not a reviewer that reviewers publish', async () => {
    await renderRoute(CreatorAppRoutes, '/review-queue', 'creator');
    expect(await screen.findByText(/^Only reviewers publish\. Your questions and sets in review wait for a reviewer/)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Questions in review' })).not.toBeInTheDocument());
  });
});
