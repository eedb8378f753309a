import PocketBase from 'pocketbase';
import { sendApi } from 'shared/api';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHandlers } from './index.ts';

const server = setupServer(...createHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers(...createHandlers()));
afterAll(() => server.close());

async function signedIn(email: string, password: string) {
  const pb = new PocketBase('http://mock.test');
  pb.autoCancellation(false);
  await pb.collection('creators').authWithPassword(email, password);
  return pb;
}
const creator = () => signedIn('creator@demo.com', 'Creator123!');
const reviewer = () => signedIn('reviewer@demo.com', 'Reviewer123!');

const question = {
  text: 'What is 2 + 2?',
  type: 'multiple_choice',
  subject: 'Mathematics',
  grade: 'Grade 1',
  skills: ['Addition'],
  difficulty: 'beginner',
  estimatedTime: 90,
  options: [
    { id: 'a', text: '3', isCorrect: false },
    { id: 'b', text: '4', isCorrect: true },
  ],
  status: 'draft',
  created_by: 'creatordemo0001',
};

describe('the mock backend keeps the content rules of the server', () => {
  it("answers SPEC.md's sample dashboard figures", async () => {
    const pb = await creator();
    expect(await sendApi(pb, 'creatorOverview')).toEqual({ totalQuestions: 156, published: 132, questionSets: 23, totalUsage: 15420 });
  });

  it('writes a batch whole or not at all', async () => {
    const pb = await creator();
    const count = async () => (await pb.collection('questions').getList(1, 1, { filter: 'text ~ "Batch"' })).totalItems;
    const failing = pb.createBatch();
    failing.collection('questions').create({ ...question, text: 'Batch one' });
    failing.collection('questions').create({ ...question, text: 'Batch two', options: [] });
    await expect(failing.send()).rejects.toMatchObject({
      status: 400,
      response: { data: { requests: { 1: { response: { data: { options: { message: 'A question needs 2 to 6 options.' } } } } } } },
    });
    expect(await count()).toBe(0);
    const passing = pb.createBatch();
    passing.collection('questions').create({ ...question, text: 'Batch one' });
    passing.collection('questions').create({ ...question, text: 'Batch two' });
    expect(await passing.send()).toHaveLength(2);
    expect(await count()).toBe(2);
  });

  it('refuses a new record whose id is taken, in a batch too, as the primary key does', async () => {
    const pb = await creator();
    await pb.collection('questions').create({ ...question, id: 'importedq000001' });
    const again = pb.createBatch();
    again.collection('questions').create({ ...question, text: 'Other text', id: 'importedq000001' });
    await expect(again.send()).rejects.toMatchObject({
      status: 400,
      response: { data: { requests: { 0: { response: { data: { id: { code: 'validation_not_unique' } } } } } } },
    });
  });

  it('stores an uploaded picture and serves it back', async () => {
    const pb = await creator();
    const saved = await pb.collection('questions').create({
      ...question,
      image_alt: 'Two apples and two pears',
      images: [new File(['png bytes'], 'fruit.png', { type: 'image/png' })],
    });
    expect(saved['images']).toEqual([expect.stringMatching(/^fruit_\w{10}\.png$/)]);
    const response = await fetch(pb.files.getURL(saved, String(saved['images'][0])));
    expect(await response.text()).toBe('png bytes');
  });

  it('puts a published new version in the place of the question it replaces, in every set', async () => {
    const author = await creator();
    const review = await reviewer();
    const first = await author.collection('questions').create({ ...question, status: 'review' });
    await review.collection('questions').update(first.id, { status: 'published', reviewed_version: first['updated'] });
    const set = await author.collection('question_sets').create({
      title: 'Adding',
      description: 'Sums',
      subject: 'Mathematics',
      grade: 'Grade 1',
      type: 'review',
      questions: [first.id, 'qmathadd0000001'],
      skills: ['Addition'],
      status: 'draft',
      created_by: 'creatordemo0001',
    });
    const second = await author
      .collection('questions')
      .create({ ...question, text: 'What is 2 + 2 + 0?', replaces: first.id, status: 'review' });
    await review.collection('questions').update(second.id, { status: 'published', reviewed_version: second['updated'] });
    expect((await author.collection('question_sets').getOne(set.id))['questions']).toEqual([second.id, 'qmathadd0000001']);
    expect(await author.collection('questions').getOne(first.id)).toMatchObject({ status: 'draft' });
  });
});
