import { expect, test } from '@playwright/test';
import { fixtures } from 'mocks';
import PocketBase from 'pocketbase';
import { expectNoAxeViolations } from '../support/axe.ts';
import { backendPort } from '../support/environment.ts';

// The review queue over the real PocketBase: a reviewer publishes only the version they read. When
// the author changes a question after the reviewer opened the queue, Publish is refused, the
// reviewer is told so in plain words, and the queue shows the question as it is now.

const author = fixtures.creators.find((account) => !account.reviewer)!;
const reviewer = fixtures.creators.find((account) => account.reviewer)!;

/** The author, in another browser as it were: the demo creator on a client of their own. */
async function signedInAuthor() {
  const pb = new PocketBase(`http://127.0.0.1:${backendPort}`);
  pb.autoCancellation(false);
  await pb.collection('creators').authWithPassword(author.email, author.password);
  return pb;
}

test.use({ storageState: { cookies: [], origins: [] } });

test('a question changed after the reviewer opened it is not published unseen: the reviewer is told, and publishes what they then see', async ({
  page,
}) => {
  test.slow();
  const stamp = Date.now();
  const first = `How many wheels has a bicycle? (${stamp})`;
  const second = `How many wheels has a tricycle? (${stamp})`;
  const pb = await signedInAuthor();
  const question = await pb.collection('questions').create({
    text: first,
    type: 'multiple_choice',
    subject: 'Mathematics',
    grade: 'Grade 1',
    topic: 'Numbers and Operations',
    skills: ['Addition'],
    difficulty: 'beginner',
    estimatedTime: 30,
    options: [
      { id: 'a', text: 'Two', isCorrect: true },
      { id: 'b', text: 'Three', isCorrect: false },
    ],
    explanation: 'Bi means two.',
    status: 'review',
    created_by: author.id,
  });

  await page.goto('/creator-login');
  await page.getByLabel('Email').fill(reviewer.email);
  await page.getByLabel('Password').fill(reviewer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Review Queue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: first })).toBeVisible();

  // While the reviewer looks at it, the author takes it back, changes it (the right answer too) and sends it again.
  await pb.collection('questions').update(question.id, {
    status: 'draft',
    text: second,
    options: [
      { id: 'a', text: 'Two', isCorrect: false },
      { id: 'b', text: 'Three', isCorrect: true },
    ],
    explanation: 'Tri means three.',
  });
  await pb.collection('questions').update(question.id, { status: 'review' });

  await page.getByRole('button', { name: `Publish "${first}"` }).click();
  await expect(page.getByRole('alert')).toHaveText(
    `"${first}" changed after you opened it, so it was not published. The queue now shows it as it is: look at it again before you publish it.`,
  );
  await expect(page.getByRole('heading', { level: 2, name: second })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: first })).toHaveCount(0);
  expect((await pb.collection('questions').getOne(question.id)).status).toBe('review');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: `Publish "${second}"` }).click();
  await expect(page.getByText(`"${second}" is published.`)).toBeVisible();
  expect(await pb.collection('questions').getOne(question.id)).toMatchObject({ status: 'published', text: second });
});
