import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ONE_PIXEL_PNG } from 'mocks';
import { renderRoute } from 'mocks/testing';
import { pb } from 'shared/session';
import { describe, expect, it } from 'vitest';
import { choose, fill } from '../../testing/antd.ts';
import CreatorAppRoutes from '../routes.tsx';

describe('a matching pair with a picture on its left', { timeout: 120_000 }, () => {
  it('takes a picture chosen for the pair, needs its words, previews it as the child sees it and saves it with the question', async () => {
    await renderRoute(CreatorAppRoutes, '/create-question', 'creator');
    // A creator can choose "All files" in the file dialog, past the types the box suggests.
    const user = userEvent.setup({ applyAccept: false });
    await choose(user, 'Question Type', 'Matching');
    await fill(user, await screen.findByLabelText('Question'), 'Match each animal to its baby.');
    const pairs = screen.getByRole('group', { name: 'Pairs' });
    await user.click(within(pairs).getByRole('button', { name: 'Remove pair 4' }));
    await user.click(within(pairs).getByRole('button', { name: 'Remove pair 3' }));
    await fill(user, within(pairs).getByLabelText('Pair 1: goes with'), 'kitten');
    await fill(user, within(pairs).getByLabelText('Pair 2: word'), 'dog');
    await fill(user, within(pairs).getByLabelText('Pair 2: goes with'), 'puppy');
    await choose(user, 'Subject', 'Science');
    await choose(user, 'Grade', 'Grade 1');
    await choose(user, 'Difficulty', 'Beginner');
    await choose(user, 'Skills', 'Animals');

    // Not a picture, whatever its name says: refused in words before anything is sent.
    await user.upload(
      within(pairs).getByLabelText('Choose a picture for pair 1'),
      new File(['just words'], 'cat.png', { type: 'image/png' }),
    );
    expect(await within(pairs).findByRole('alert')).toHaveTextContent('The image must be a PNG, JPEG, GIF, WebP or SVG file.');
    expect(within(pairs).getByLabelText('Choose a picture for pair 1')).toHaveAccessibleDescription(
      expect.stringMatching(/^Pictures are saved without the hidden details a camera adds, such as where and when a photo was taken\. /),
    );
    await user.upload(
      within(pairs).getByLabelText('Choose a picture for pair 1'),
      new File([ONE_PIXEL_PNG], 'cat.png', { type: 'image/png' }),
    );
    const words = await within(pairs).findByLabelText('Pair 1: what the picture shows');
    // The chooser gave way to the picture: the keyboard goes on to the words for it.
    expect(words).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText("Pair 1's picture needs words for children who cannot see it")).toBeInTheDocument();
    expect(words).toHaveAttribute('aria-invalid', 'true');
    expect(words).toHaveAccessibleDescription("Pair 1's picture needs words for children who cannot see it");
    expect(within(pairs).getByLabelText('Pair 1: goes with')).not.toHaveClass('ant-input-status-error');

    await fill(user, words, 'A grey cat');
    expect(within(pairs).getByRole('img', { name: 'A grey cat' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Preview of the question' });
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([' → kitten', 'dog → puppy']);
    expect(within(within(preview).getAllByRole('listitem')[0]!).getByRole('img', { name: 'A grey cat' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Question saved as draft successfully!')).toBeInTheDocument();

    // Saved as the server keeps it: the pair names the picture by the name it is stored under, one of the question's files.
    const [saved] = await pb.collection('questions').getFullList({ filter: 'text = "Match each animal to its baby."' });
    const [cat] = saved!['options'] as Array<{ image: string; alt: string; text: string }>;
    expect(cat).toMatchObject({ text: '', alt: 'A grey cat', image: expect.stringMatching(/_\w{10}(\.png)?$/) });
    expect(saved!['images']).toEqual([cat!.image]);
  });
});
