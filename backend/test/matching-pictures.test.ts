// A matching pair with a picture on its left, against a real PocketBase: the picture must be one of the
// question's own files, with words for it; the child is served it under an id of the attempt, never by
// a file name that could say its partner; scoring is as for any matching question.
import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuizStart } from 'shared/api';
import { QUESTION_PICTURES_MAX } from '../../shared/src/domain/index.ts';
import { draftQuestion, failure, fixtures, signIn, superuser } from './actors.ts';
import { addChild, answer, start, submit } from './quiz-api.ts';

const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) =>
  c.charCodeAt(0),
);
const creatorId = fixtures.creators.find((c) => !c.reviewer)!.id;

let admin: PocketBase;
let creator: PocketBase;

beforeAll(async () => {
  admin = await superuser();
  creator = await signIn('creator');
});

/** The pairs as the editor writes them: the cat's picture, uploaded as `kitten.png` (a name that says its partner). */
const pairs = (catPicture: Record<string, unknown>) => [
  { id: 'a', text: '', match: 'kitten', ...catPicture },
  { id: 'b', text: 'dog', match: 'puppy' },
  { id: 'c', text: 'cow', match: 'calf' },
];

/** A multipart body as the editor sends it: the fields, and the pictures under `images`. */
function body(fields: Record<string, unknown>, pictures: string[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  for (const name of pictures) form.append('images', new Blob([PNG], { type: 'image/png' }), name);
  return form;
}

const matching = (options: unknown) =>
  draftQuestion(creatorId, {
    text: 'Match each animal to its baby.',
    type: 'matching',
    subject: 'Science',
    grade: 'Grade 1',
    topic: 'Life Science',
    skills: ['Animals'],
    options,
    correctAnswer: '',
    explanation: '',
  });

async function refusal(call: () => Promise<unknown>) {
  const refused = await failure(call);
  expect(refused.status).toBe(400);
  return refused.response.data ?? {};
}

/** The question published in a set of its own and assigned to two new children of parent B. */
async function assignedToTwoChildren(questionId: string, name: string) {
  await admin.collection('questions').update(questionId, { status: 'published' });
  const set = await admin.collection('question_sets').create({
    title: `Animal babies in pictures for ${name}`,
    description: 'One question.',
    subject: 'Science',
    grade: 'Grade 1',
    type: 'review',
    questions: [questionId],
    skills: ['Animals'],
    status: 'published',
    created_by: creatorId,
  });
  const parent = await signIn('parentB');
  const child = await addChild(parent, name);
  const other = await addChild(parent, `Another ${name}`);
  const assignment = await parent.collection('assignments').create({
    title: 'Animal babies',
    question_sets: [set.id],
    timeLimit: 10,
    status: 'active',
    created_by: parent.authStore.record!.id,
    assigned_students: [child.id, other.id],
  });
  return { assignment, child, other };
}

describe('a matching pair with a picture on its left', () => {
  let questionId = '';
  let stored = '';

  it('is refused with a picture that is not one of the question’s, or without words for it', async () => {
    const notOwn = await refusal(() =>
      creator.collection('questions').create(body(matching(pairs({ image: 'kitten.png', alt: 'A grey cat' })), [])),
    );
    expect(notOwn['options']?.message).toBe(
      "Pair 1 shows a picture that is not one of this question's pictures (was it removed?): choose its picture again.",
    );
    const noWords = await refusal(() =>
      creator.collection('questions').create(body(matching(pairs({ image: 'kitten.png', alt: ' ' })), ['kitten.png'])),
    );
    expect(noWords['options']?.message).toBe("Pair 1's picture needs words for children who cannot see it.");
  });

  it('is refused with words for a picture it does not have, or with ids of its own, which would reach the child unchecked', async () => {
    const wordsAlone = await refusal(() =>
      creator.collection('questions').create(body(matching(pairs({ text: 'cat', alt: 'the answer is kitten' })), [])),
    );
    expect(wordsAlone['options']?.message).toBe(
      'Pair 1 has words for a picture but no picture: choose its picture, or leave those words out.',
    );
    for (const ids of [{ imageId: 'ANSWER-kitten' }, { matchId: 'kitten' }]) {
      const madeIds = await refusal(() => creator.collection('questions').create(body(matching(pairs({ text: 'cat', ...ids })), [])));
      expect(madeIds['options']?.message).toBe('A pair cannot bring ids for its partner or its picture: the quiz makes those.');
    }
  });

  it('is saved with a picture uploaded in the same save, named in the pair by the name it is stored under', async () => {
    const saved = await creator
      .collection('questions')
      .create(body(matching(pairs({ image: 'kitten.png', alt: 'A grey cat' })), ['kitten.png']));
    questionId = saved.id;
    stored = (saved['images'] as string[])[0]!;
    expect(stored).toMatch(/^kitten_\w{10}\.png$/);
    expect((saved['options'] as Array<Record<string, unknown>>)[0]).toEqual({
      id: 'a',
      text: '',
      match: 'kitten',
      image: stored,
      alt: 'A grey cat',
    });
  });

  it('takes a picture added to a draft (images+) for another pair, and the question holds at most QUESTION_PICTURES_MAX pictures', async () => {
    const collection = await admin.collections.getOne('questions');
    const images = collection.fields.find((field) => field.name === 'images') as unknown as { maxSelect: number };
    expect(images.maxSelect).toBe(QUESTION_PICTURES_MAX);
    const draft = await creator.collection('questions').getOne(questionId);
    const options = (draft['options'] as Array<Record<string, unknown>>).map((option) =>
      option['id'] === 'b' ? { ...option, text: '', image: 'dog.png', alt: 'A brown dog' } : option,
    );
    const form = new FormData();
    form.append('options', JSON.stringify(options));
    form.append('images+', new Blob([PNG], { type: 'image/png' }), 'dog.png');
    const saved = await creator.collection('questions').update(questionId, form);
    const dog = (saved['images'] as string[]).find((name) => name !== stored)!;
    expect(dog).toMatch(/^dog_\w{10}\.png$/);
    expect((saved['options'] as Array<Record<string, unknown>>)[1]).toMatchObject({ image: dog, alt: 'A brown dog', match: 'puppy' });
    // Back to words for the dog, and its file removed: the cat's stays.
    const words = (saved['options'] as Array<Record<string, unknown>>).map(({ image: _image, alt: _alt, ...option }) =>
      option['id'] === 'b' ? { ...option, text: 'dog' } : { ...option, image: _image, alt: _alt },
    );
    const back = await creator.collection('questions').update(questionId, { options: words, 'images-': [dog] });
    expect(back['images']).toEqual([stored]);
  });

  it('keeps its file: removing a picture a pair still shows is refused, in words', async () => {
    const refused = await refusal(() => creator.collection('questions').update(questionId, { 'images-': [stored] }));
    expect(refused['options']?.message).toBe(
      "Pair 1 shows a picture that is not one of this question's pictures (was it removed?): choose its picture again.",
    );
    expect((await admin.collection('questions').getOne(questionId))['images']).toEqual([stored]);
  });

  it('reaches the child under an id of the attempt: nothing served names the file or pairs it; scored as any matching question', async () => {
    const { assignment, child, other } = await assignedToTwoChildren(questionId, 'Picture pairs child');
    const started: QuizStart = await start(child.pb, assignment.id);
    const question = started.questions[0]!;
    const served = JSON.stringify(started);
    // Neither the stored name nor the name it was uploaded under: `kitten.png` would pair it with `kitten`.
    expect(served).not.toContain(stored);
    expect(served).not.toContain('kitten.png');
    expect(served).not.toMatch(/"(match|matchId|imageId|image)":\s*"[^{]/);
    // The picture is the pair's, not the question's own.
    expect(question.media).toEqual({});
    const cat = question.options.find((option) => option['id'] === 'a')!;
    expect(cat).toEqual({
      id: 'a',
      text: '',
      image: { url: expect.stringMatching(new RegExp(`^/api/quiz/media/${started.attempt.id}/[a-z0-9]{10}\\?token=`)), alt: 'A grey cat' },
    });
    const url = (cat['image'] as { url: string }).url;
    // Its id is not a partner's.
    expect(question.matches!.map((match) => match.id)).not.toContain(url.slice(url.lastIndexOf('/') + 1, url.indexOf('?')));

    const base = admin.baseURL;
    const picture = await fetch(`${base}${url}`);
    expect(picture.status).toBe(200);
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(PNG);
    expect(picture.headers.get('content-disposition') ?? '').not.toContain('kitten');
    // Not without the child's token, nor with another child's.
    expect((await fetch(`${base}${url.replace(/\?token=.*$/, '')}`)).status).toBe(404);
    expect((await fetch(`${base}${url.replace(/token=.*$/, `token=${await other.pb.files.getToken()}`)}`)).status).toBe(404);
    // Nor under another attempt, even one of the same child's: a request reads the attempt it names, nothing else.
    const elsewhere = (await start(other.pb, assignment.id)).attempt.id;
    expect((await fetch(`${base}${url.replace(started.attempt.id, elsewhere)}`)).status).toBe(404);
    expect(
      (await fetch(`${base}${url.replace(started.attempt.id, elsewhere).replace(/token=.*$/, `token=${await other.pb.files.getToken()}`)}`))
        .status,
    ).toBe(404);

    const idOf = (text: string) => question.matches!.find((match) => match.text === text)!.id;
    await answer(child.pb, started.attempt.id, {
      questionId,
      answer: JSON.stringify({ a: idOf('kitten'), b: idOf('puppy'), c: idOf('calf') }),
    });
    const marked = await submit(child.pb, started.attempt.id);
    expect(marked.result).toMatchObject({ score: 100, correct_answers: 1 });
    // The results show the pair with its picture, which the child's token still opens.
    const reviewed = marked.details[0]!.options.find((option) => option.id === 'a') as unknown as {
      alt: string;
      match: string;
      picture: string;
    };
    expect(reviewed).toMatchObject({ alt: 'A grey cat', match: 'kitten' });
    expect((await fetch(`${base}${reviewed.picture}`)).status).toBe(200);

    // Swapped pairs: wrong, as for words.
    const again = await start(other.pb, assignment.id);
    const otherIdOf = (text: string) => again.questions[0]!.matches!.find((match) => match.text === text)!.id;
    await answer(other.pb, again.attempt.id, {
      questionId,
      answer: JSON.stringify({ a: otherIdOf('puppy'), b: otherIdOf('kitten'), c: otherIdOf('calf') }),
    });
    expect((await submit(other.pb, again.attempt.id)).result).toMatchObject({ score: 0 });
  });

  it("is never served when its file is a drawing under a picture's name (an SVG saved as cat.png): its words inside would reach the child", async () => {
    const drawing = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><title>kitten</title><text y="20">kitten</text></svg>'], {
      type: 'image/png',
    });
    const form = body(matching(pairs({ image: 'cat.png', alt: 'A grey cat' })), []);
    form.append('images', drawing, 'cat.png');
    const saved = await creator.collection('questions').create(form);
    const { assignment, child } = await assignedToTwoChildren(saved.id, 'Drawing pairs child');
    const started: QuizStart = await start(child.pb, assignment.id);
    const cat = started.questions[0]!.options.find((option) => option['id'] === 'a')!;
    const picture = await fetch(`${admin.baseURL}${(cat['image'] as { url: string }).url}`);
    expect(picture.status).toBe(404);
    expect(await picture.text()).not.toContain('kitten');
  });
});
