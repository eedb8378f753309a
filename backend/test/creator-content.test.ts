// The creator portal's server side: review comments, image alt text and media limits, and the
// dashboard's figures, against a real PocketBase.
import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  discriminationIndex,
  MESSAGES,
  QUESTION_MEDIA,
  REVIEW_COMMENT_MAX,
  WRONG_ANSWER_MAX,
  WRONG_ANSWERS_KEPT,
  type CreatorAnalytics,
} from '../../shared/src/domain/index.ts';
import { client, failure, fixtures, signIn, signUp, superuser } from './actors.ts';
import { addChild, answer, start, submit } from './quiz-api.ts';
import { ONE_PIXEL_GIF, WAV } from '../contract/pictures.ts';
import { countsOf } from '../src/tallies/counts.ts';

const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) =>
  c.charCodeAt(0),
);

/** The start of an MP4 file: its `ftyp` box, which is how a file is recognised as a video. */
const MP4 = (() => {
  const bytes = new Uint8Array(32);
  const view = new DataView(bytes.buffer);
  const text = (at: number, value: string) => [...value].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  view.setUint32(0, 24);
  text(4, 'ftypmp42');
  text(16, 'mp42isom');
  view.setUint32(24, 8);
  text(28, 'free');
  return bytes;
})();

/** A multipart body with a picture, as the form sends it. */
function withImage(fields: Record<string, unknown>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  body.append('images', new Blob([PNG], { type: 'image/png' }), 'triangle.png');
  return body;
}

let admin: PocketBase;
let reviewer: PocketBase;

/** The reviewer publishes the version they read. */
async function publish(collection: 'questions' | 'question_sets', id: string) {
  const read = await reviewer.collection(collection).getOne(id);
  return reviewer.collection(collection).update(id, { status: 'published', reviewed_version: read.updated });
}
let author: PocketBase;
let authorId: string;

const question = (overrides: Record<string, unknown> = {}) => ({
  text: 'Which shape has three sides?',
  type: 'multiple_choice',
  subject: 'Mathematics',
  grade: 'Grade 1',
  topic: 'Geometry',
  skills: ['Shapes'],
  difficulty: 'beginner',
  estimatedTime: 30,
  options: [
    { id: 'a', text: 'A triangle', isCorrect: true },
    { id: 'b', text: 'A square', isCorrect: false },
  ],
  explanation: 'Tri means three.',
  status: 'draft',
  created_by: authorId,
  ...overrides,
});

/** A creator of this file alone, so that the figures below count only what it does. */
async function newCreator(name: string): Promise<{ pb: PocketBase; id: string }> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@test.local`;
  const created = await admin.collection('creators').create({ email, password: 'Author123!', passwordConfirm: 'Author123!', name });
  const pb = client();
  await pb.collection('creators').authWithPassword(email, 'Author123!');
  return { pb, id: created.id };
}

beforeAll(async () => {
  admin = await superuser();
  reviewer = await signIn('reviewer');
  ({ pb: author, id: authorId } = await newCreator('Ada Author'));
});

describe('review comments', () => {
  it('a reviewer sends a question back with a comment the author reads; resubmitting clears it', async () => {
    const created = await author.collection('questions').create(question({ status: 'review' }));
    const silent = await failure(() => reviewer.collection('questions').update(created.id, { status: 'draft' }));
    expect(silent.response.data?.['review_comment']?.message).toBe(`${MESSAGES.reviewComment}.`);

    await reviewer.collection('questions').update(created.id, { status: 'draft', review_comment: 'Add a picture of a triangle.' });
    expect(await author.collection('questions').getOne(created.id)).toMatchObject({
      status: 'draft',
      review_comment: 'Add a picture of a triangle.',
    });

    await author.collection('questions').update(created.id, { status: 'review' });
    expect(await author.collection('questions').getOne(created.id)).toMatchObject({ status: 'review', review_comment: '' });
  });

  it('nobody else writes one: not the author, and not a reviewer publishing', async () => {
    const created = await author.collection('questions').create(question());
    const forged = await failure(() => author.collection('questions').update(created.id, { review_comment: 'Looks great!' }));
    expect(forged.response.data?.['review_comment']?.message).toBe(
      'Only a reviewer sending an item back to draft writes a review comment.',
    );
    const onCreate = await failure(() => author.collection('questions').create(question({ review_comment: 'Approved' })));
    expect(onCreate.status).toBe(400);

    await author.collection('questions').update(created.id, { status: 'review' });
    const published = await reviewer
      .collection('questions')
      .update(created.id, { status: 'published', review_comment: 'Fine' })
      .catch((e) => e);
    expect(published.status).toBe(400);
  });

  it('works for question sets too', async () => {
    const q = await author.collection('questions').create(
      question({
        text: 'Which shape is round?',
        options: [
          { id: 'a', text: 'A circle', isCorrect: true },
          { id: 'b', text: 'A cube', isCorrect: false },
        ],
      }),
    );
    const set = await author.collection('question_sets').create({
      title: 'Shapes',
      description: 'Flat shapes.',
      subject: 'Mathematics',
      grade: 'Grade 1',
      type: 'skills_practice',
      questions: [q.id],
      skills: ['Shapes'],
      status: 'review',
      created_by: authorId,
    });
    await reviewer.collection('question_sets').update(set.id, { status: 'draft', review_comment: 'The questions are still drafts.' });
    expect(await author.collection('question_sets').getOne(set.id)).toMatchObject({
      status: 'draft',
      review_comment: 'The questions are still drafts.',
    });
  });
});

describe('question media', () => {
  it('the file fields hold the limits the form checks, and the comment field its length', async () => {
    const questions = await admin.collections.getOne('questions');
    const field = (name: string) => {
      const found = questions.fields.find((f) => f.name === name);
      if (!found) throw new Error(`questions has no field ${name}`);
      return found;
    };
    expect({ maxBytes: field('images').maxSize, types: field('images').mimeTypes }).toEqual(QUESTION_MEDIA.image);
    expect({ maxBytes: field('audio').maxSize, types: field('audio').mimeTypes }).toEqual(QUESTION_MEDIA.audio);
    expect(field('review_comment').max).toBe(REVIEW_COMMENT_MAX);
  });

  it('an image needs its alt text, on upload and when kept', async () => {
    const refused = await failure(() => author.collection('questions').create(withImage(question())));
    expect(refused.response.data?.['image_alt']?.message).toBe(`${MESSAGES.imageAlt}.`);

    const saved = await author.collection('questions').create(withImage(question({ image_alt: 'A green triangle' })));
    expect(saved['images']).toHaveLength(1);
    const cleared = await failure(() => author.collection('questions').update(saved.id, { image_alt: '' }));
    expect(cleared.response.data?.['image_alt']?.message).toBe(`${MESSAGES.imageAlt}.`);
  });

  it('refuses a file of the wrong type or too large, naming the field', async () => {
    const body = new FormData();
    for (const [name, value] of Object.entries(question())) body.append(name, typeof value === 'string' ? value : JSON.stringify(value));
    body.append('audio', new Blob(['not a sound'], { type: 'text/plain' }), 'notes.txt');
    const wrongType = await failure(() => author.collection('questions').create(body));
    expect(Object.keys(wrongType.response.data ?? {})).toEqual(['audio']);

    // A real picture one byte over the limit: a PNG's bytes, padded.
    const tooLarge = new Uint8Array(QUESTION_MEDIA.image.maxBytes + 1);
    tooLarge.set(PNG);
    const large = new FormData();
    for (const [name, value] of Object.entries(question({ image_alt: 'A very large picture' })))
      large.append(name, typeof value === 'string' ? value : JSON.stringify(value));
    large.append('images', new Blob([tooLarge], { type: 'image/png' }), 'huge.png');
    const before = (await admin.collection('questions').getList(1, 1)).totalItems;
    const refused = await failure(() => author.collection('questions').create(large));
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.response.data ?? {})).toEqual(['images']);
    expect((await admin.collection('questions').getList(1, 1)).totalItems).toBe(before);
  });
});

describe('pictures and sound in the quiz', () => {
  it('reach the child who is served the question, under ids of the attempt with the file token, and nobody else', async () => {
    const { pb: creator, id } = await newCreator('Mia Media');
    const body = withImage(question({ text: 'Which shape is this?', created_by: id, status: 'review', image_alt: 'A green triangle' }));
    body.append('audio', new Blob([WAV], { type: 'audio/wav' }), 'shape.wav');
    const created = await creator.collection('questions').create(body);
    await publish('questions', created.id);
    const set = await creator.collection('question_sets').create({
      title: 'Shapes with pictures',
      description: 'Look and answer.',
      subject: 'Mathematics',
      grade: 'Grade 1',
      type: 'skills_practice',
      questions: [created.id],
      skills: ['Shapes'],
      status: 'review',
      created_by: id,
    });
    await publish('question_sets', set.id);
    const parent = await signIn('parentA');
    const assignment = await parent.collection('assignments').create({
      title: 'Pictures check',
      question_sets: [set.id],
      assigned_students: [fixtures.students[0]!.id],
      timeLimit: 10,
      status: 'active',
      created_by: fixtures.parents[0]!.id,
    });
    // Both children have other questions served too, so only a row for this child and this question may open the files.
    const student = await signIn('studentA');
    const mathsAttempt = (await student.send<{ attempt: { id: string } }>('/api/quiz/assignmaths0001/start', { method: 'POST' })).attempt
      .id;
    const otherParent = await signIn('parentB');
    const elsewhere = await otherParent.collection('assignments').create({
      title: 'Other questions',
      question_sets: ['setbasicmath001'],
      assigned_students: [inject('studentB').id],
      timeLimit: 10,
      status: 'active',
      created_by: inject('parentB').id,
    });
    const other = await signIn('studentB');
    const otherAttempt = (await other.send<{ attempt: { id: string } }>(`/api/quiz/${elsewhere.id}/start`, { method: 'POST' })).attempt.id;
    type Started = {
      attempt: { id: string };
      questions: Array<{ id: string; media: { image?: { url: string; alt: string }; audio?: { url: string } } }>;
    };
    const started = await student.send<Started>(`/api/quiz/${assignment.id}/start`, { method: 'POST' });
    const media = started.questions[0]!.media;
    // Under ids of the attempt, never the file names the author chose (triangle.png, shape.wav), which could say the answer.
    const address = new RegExp(`^/api/quiz/media/${started.attempt.id}/[a-z0-9]{10}\\?token=`);
    expect(media.image).toEqual({ url: expect.stringMatching(address), alt: 'A green triangle' });
    expect(media.audio?.url).toMatch(address);
    expect(JSON.stringify(started)).not.toMatch(/triangle_|shape_/);

    const base = client().baseURL;
    const picture = await fetch(`${base}${media.image!.url}`);
    expect(picture.status).toBe(200);
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(PNG);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(picture.headers.get('content-disposition')).toBe('inline; filename="picture.png"');
    const sound = await fetch(`${base}${media.audio!.url}`);
    expect(sound.status).toBe(200);
    expect(new Uint8Array(await sound.arrayBuffer())).toEqual(WAV);
    expect(sound.headers.get('content-disposition')).toMatch(/^inline; filename="sound\.wav"$/);
    expect((await fetch(`${base}${media.image!.url.replace(/\?token=.*$/, '')}`)).status).toBe(404);
    // On a break the quiz's files are out of sight too, as its questions are; back after Resume.
    await student.send(`/api/quiz/attempts/${started.attempt.id}/pause`, { method: 'POST' });
    expect((await fetch(`${base}${media.image!.url}`)).status).toBe(404);
    expect((await fetch(`${base}${media.audio!.url}`)).status).toBe(404);
    await student.send(`/api/quiz/attempts/${started.attempt.id}/resume`, { method: 'POST' });
    expect((await fetch(`${base}${media.image!.url}`)).status).toBe(200);

    // Another child, with a valid token of their own, is not served this question.
    const otherToken = await other.files.getToken();
    expect((await fetch(`${base}${media.image!.url.replace(/token=.*$/, `token=${otherToken}`)}`)).status).toBe(404);
    // A child opens no question's file by its name, not even one served to them; the records API never shows a child a question.
    const [stored] = (await admin.collection('questions').getOne(created.id))['images'] as string[];
    expect((await fetch(`${base}/api/files/questions/${created.id}/${stored}?token=${await student.files.getToken()}`)).status).toBe(404);
    expect((await failure(() => student.collection('questions').getOne(created.id))).status).toBe(404);
    // The author opens the files by their names with a token of their own.
    expect((await fetch(`${base}/api/files/questions/${created.id}/${stored}?token=${await creator.files.getToken()}`)).status).toBe(200);

    // Exit Quiz on the other attempts, so that the other files find the demo quizzes as they were.
    await student.send(`/api/quiz/attempts/${mathsAttempt}`, { method: 'DELETE' });
    await other.send(`/api/quiz/attempts/${otherAttempt}`, { method: 'DELETE' });
  });

  it('reach a child only while an attempt of theirs in progress serves them, as it served them: not a picture added since, not after the quiz', async () => {
    const { pb: creator, id } = await newCreator('Noor Newpicture');
    const created = await creator
      .collection('questions')
      .create(withImage(question({ text: 'What is in the picture?', created_by: id, status: 'review', image_alt: 'A triangle' })));
    await publish('questions', created.id);
    const set = await creator.collection('question_sets').create({
      title: 'Pictures that change',
      description: 'Look and answer.',
      subject: 'Mathematics',
      grade: 'Grade 1',
      type: 'skills_practice',
      questions: [created.id],
      skills: ['Shapes'],
      status: 'review',
      created_by: id,
    });
    await publish('question_sets', set.id);
    const parent = await signIn('parentB');
    const child = await addChild(parent, 'Picture child');
    const assignment = await parent.collection('assignments').create({
      title: 'Pictures that change',
      question_sets: [set.id],
      assigned_students: [child.id],
      timeLimit: 10,
      status: 'active',
      created_by: inject('parentB').id,
    });
    const started = await start(child.pb, assignment.id);
    const served = started.questions[0]!.media.image!.url;
    const base = client().baseURL;
    const opened = async () => {
      const response = await fetch(`${base}${served}`);
      return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) };
    };
    expect(await opened()).toEqual({ status: 200, bytes: PNG });

    // Taken back to draft, the question gets another picture: the child's attempt still shows the one it served.
    await reviewer.collection('questions').update(created.id, { status: 'draft' });
    const added = new FormData();
    added.append('images+', new Blob([ONE_PIXEL_GIF], { type: 'image/gif' }), 'unreviewed.gif');
    await creator.collection('questions').update(created.id, added);
    expect(await opened()).toEqual({ status: 200, bytes: PNG });

    // Once submitted, the quiz serves nothing: the results show no pictures (GET /api/quiz/results/{id} still answers).
    const { result } = await submit(child.pb, started.attempt.id);
    expect((await opened()).status).toBe(404);
    expect((await child.pb.send<{ details: unknown[] }>(`/api/quiz/results/${result.id}`, { method: 'GET' })).details).toHaveLength(1);
  });

  it("a draft question's video is protected like its picture and sound: no file without a token that may see the question", async () => {
    const body = new FormData();
    for (const [name, value] of Object.entries(question({ text: 'A question with a film' })))
      body.append(name, typeof value === 'string' ? value : JSON.stringify(value));
    body.append('video', new Blob([MP4], { type: 'video/mp4' }), 'film.mp4');
    const created = await author.collection('questions').create(body);
    const url = `${client().baseURL}/api/files/questions/${created.id}/${created['video']}`;
    expect((await fetch(url)).status).toBe(404);
    const student = await signIn('studentA');
    expect((await fetch(`${url}?token=${await student.files.getToken()}`)).status).toBe(404);
    expect((await fetch(`${url}?token=${await author.files.getToken()}`)).status).toBe(200);
    expect((await admin.collections.getOne('questions')).fields.find((field) => field.name === 'video')?.['protected']).toBe(true);
  });
});

describe('the dashboard figures', () => {
  it("count the creator's own questions, published ones, sets, and every answer children gave to them; analytics per question and set", async () => {
    const { pb: creator, id } = await newCreator('Olive Overview');
    const overview = () => creator.send<Record<string, number>>('/api/creator/overview', { method: 'GET' });
    expect(await overview()).toEqual({ totalQuestions: 0, published: 0, questionSets: 0, totalUsage: 0 });

    const ids: string[] = [];
    for (const [text, right] of [
      ['Is 2 more than 1?', 'a'],
      ['Is 5 less than 3?', 'b'],
    ] as const) {
      const created = await creator.collection('questions').create({
        ...question({ text, created_by: id, status: 'review' }),
        options: [
          { id: 'a', text: 'Yes', isCorrect: right === 'a' },
          { id: 'b', text: 'No', isCorrect: right === 'b' },
        ],
      });
      await publish('questions', created.id);
      ids.push(created.id);
    }
    await creator.collection('questions').create(question({ text: 'A draft nobody answers', created_by: id }));
    const set = await creator.collection('question_sets').create({
      title: 'More or less',
      description: 'Comparing numbers.',
      subject: 'Mathematics',
      grade: 'Grade 1',
      type: 'skills_practice',
      questions: ids,
      skills: ['Shapes'],
      status: 'review',
      created_by: id,
    });
    await publish('question_sets', set.id);

    const parent = await signIn('parentA');
    const child = fixtures.students[0]!;
    const assignment = await parent.collection('assignments').create({
      title: 'Overview check',
      question_sets: [set.id],
      assigned_students: [child.id],
      timeLimit: 10,
      status: 'active',
      created_by: fixtures.parents[0]!.id,
    });
    const student = await signIn('studentA');
    const { attempt } = await student.send<{ attempt: { id: string } }>(`/api/quiz/${assignment.id}/start`, { method: 'POST' });
    await student.send(`/api/quiz/attempts/${attempt.id}/answer`, { method: 'POST', body: { questionId: ids[0], answer: 'a' } });
    expect((await overview()).totalUsage).toBe(0);
    await student.send(`/api/quiz/attempts/${attempt.id}/submit`, { method: 'POST' });

    expect(await overview()).toEqual({ totalQuestions: 3, published: 2, questionSets: 1, totalUsage: 1 });
    // The analytics are kept once worked out, and dropped by every quiz submitted after (below: 11, not 1).
    const firstLook = await creator.send<CreatorAnalytics>('/api/creator/analytics', { method: 'GET' });
    expect(firstLook.questions.find((q) => q.id === ids[0])).toMatchObject({ answered: 1, correct: 1 });
    expect((await failure(() => parent.send('/api/creator/overview', { method: 'GET' }))).status).toBe(403);

    // Ten more quizzes: the first question right in the better ones, the second one always "Yes" (wrong).
    for (let n = 0; n < 10; n += 1) {
      const again = await student.send<{ attempt: { id: string } }>(`/api/quiz/${assignment.id}/start`, { method: 'POST' });
      await student.send(`/api/quiz/attempts/${again.attempt.id}/answer`, {
        method: 'POST',
        body: { questionId: ids[0], answer: n < 6 ? 'a' : 'b' },
      });
      if (n % 2 === 0)
        await student.send(`/api/quiz/attempts/${again.attempt.id}/answer`, { method: 'POST', body: { questionId: ids[1], answer: 'a' } });
      await student.send(`/api/quiz/attempts/${again.attempt.id}/submit`, { method: 'POST' });
    }
    const figures = await creator.send<CreatorAnalytics>('/api/creator/analytics', { method: 'GET' });
    const first = figures.questions.find((q) => q.id === ids[0]);
    expect(first).toMatchObject({
      text: 'Is 2 more than 1?',
      answered: 11,
      correct: 7,
      options: [
        { id: 'a', text: 'Yes', isCorrect: true, picked: 7 },
        { id: 'b', text: 'No', isCorrect: false, picked: 4 },
      ],
    });
    // The scores of those quizzes: 50 when the first question is right, 0 otherwise.
    const outcomes = [true, ...Array.from({ length: 10 }, (_, n) => n < 6)].map((correct) => ({ score: correct ? 50 : 0, correct }));
    expect(first?.discrimination).toBe(discriminationIndex(outcomes));
    expect(first?.discrimination).toBe(1);
    expect(figures.questions.find((q) => q.id === ids[1])).toMatchObject({ answered: 5, correct: 0, discrimination: null });
    expect(figures.sets).toEqual([
      {
        id: set.id,
        title: 'More or less',
        subject: 'Mathematics',
        grade: 'Grade 1',
        status: 'published',
        completions: 11,
        averageScore: Math.round((7 * 50) / 11),
      },
    ]);
    expect((await overview()).totalUsage).toBe(16);

    // A new version of the first question takes its place in the set: the quizzes already taken keep their scores.
    const version = await creator.collection('questions').create({
      ...question({ text: 'Is 2 more than 1? Choose one.', created_by: id, status: 'review', replaces: ids[0] }),
      options: [
        { id: 'a', text: 'Yes', isCorrect: true },
        { id: 'b', text: 'No', isCorrect: false },
      ],
    });
    await publish('questions', version.id);
    expect((await creator.collection('question_sets').getOne(set.id)).questions).toEqual([version.id, ids[1]]);
    const after = await creator.send<CreatorAnalytics>('/api/creator/analytics', { method: 'GET' });
    expect(after.sets).toEqual([expect.objectContaining({ id: set.id, completions: 11, averageScore: Math.round((7 * 50) / 11) })]);
    // The analytics kept since the read above are dropped when a question of the creator changes: the replaced one is a draft now.
    expect(after.questions.find((q) => q.id === ids[0])?.status).toBe('draft');
  });
});

/** A fill-in answer as the quiz sends it. */
const blanks = (...values: string[]) => JSON.stringify(values);

/** A question's wrong answers as kept, most common first. */
async function keptWrong(questionId: string) {
  const rows = await admin
    .collection('wrong_answer_tallies')
    .getFullList<{ answer: string; count: number }>({ filter: admin.filter('question = {:q}', { q: questionId }), sort: '-count,answer' });
  return rows.map((row) => ({ answer: row.answer, count: row.count }));
}

/**
 * A parent of their own, signed up (their email confirmed unless said: only a confirmed family's typed answers
 * count towards a creator's wrong answers), with one child given the set in an assignment.
 */
async function familyWith(
  setId: string,
  childName: string,
  { verified = true, email = `family-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@test.local` } = {},
) {
  const parent = client();
  const { id: parentId } = await signUp(parent, {
    email,
    password: 'Wrong-answers-1',
    passwordConfirm: 'Wrong-answers-1',
    name: 'Wendy Parent',
  });
  if (verified) await admin.collection('parents').update(parentId, { verified: true });
  await parent.collection('parents').authWithPassword(email, 'Wrong-answers-1');
  const child = await addChild(parent, childName);
  const assignment = await parent.collection('assignments').create({
    title: 'Wrong answers',
    question_sets: [setId],
    assigned_students: [child.id],
    timeLimit: 10,
    status: 'active',
    created_by: parent.authStore.record!.id,
  });
  return { ...child, assignmentId: assignment.id, parent };
}

/** A short-answer question of the creator's, published. */
async function publishedShortAnswer(creator: PocketBase, createdBy: string, text: string, correctAnswer: string) {
  const asked = await creator
    .collection('questions')
    .create({ ...question({ created_by: createdBy, status: 'review', options: [] }), text, type: 'short_answer', correctAnswer });
  await publish('questions', asked.id);
  return asked;
}

/** A set of the creator's questions for typing answers, published. */
async function publishedTypingSet(creator: PocketBase, createdBy: string, title: string, questions: string[]) {
  const set = await creator.collection('question_sets').create({
    title,
    description: 'Typing the answer.',
    subject: 'Mathematics',
    grade: 'Grade 1',
    type: 'skills_practice',
    questions,
    skills: ['Shapes'],
    status: 'review',
    created_by: createdBy,
  });
  await publish('question_sets', set.id);
  return set;
}

describe('the most common wrong answers', () => {
  it("are counted per typed question as compared, a fill-in's blanks joined, at most WRONG_ANSWERS_KEPT a question however many different ones children type; a choice question has none", async () => {
    const { pb: creator, id } = await newCreator('Wendy Wrong');
    const typed = async (fields: Record<string, unknown>) => {
      const created = await creator
        .collection('questions')
        .create({ ...question({ created_by: id, status: 'review', options: [] }), ...fields });
      await publish('questions', created.id);
      return created.id;
    };
    const shortId = await typed({ text: 'What colour is grass?', type: 'short_answer', correctAnswer: 'green' });
    const fillId = await typed({ text: 'The ___ sat on the ___.', type: 'fill_blank', correctAnswer: 'cat ; mat | rug' });
    const choice = await creator
      .collection('questions')
      .create(question({ text: 'Which has three sides?', created_by: id, status: 'review' }));
    await publish('questions', choice.id);
    const set = await publishedTypingSet(creator, id, 'Typed answers', [shortId, fillId, choice.id]);
    // Each quiz by a child of its own: only children's first tries count.
    const long = 'a very long wrong answer that goes on and on past the column';
    const tries: Array<[string, string]> = [
      ['Blue', blanks('dog', 'mat')],
      [' blue. ', blanks('Dog', '  MAT')],
      ['Yellow', blanks('cat', 'rug')],
      ['GREEN', blanks('dog', 'mat.')],
      ['red', blanks('', '')],
      ['BLUE', blanks('cat', 'sofa')],
      [long, blanks('cat', 'sofa.')],
    ];
    const flood = WRONG_ANSWERS_KEPT + 5;
    // A family of its own for each child (a family's answer counts once: the next test), none the demo family,
    // whose figures are other tests' (the contract's export among them).
    const count = tries.length + flood;
    const children: Array<Awaited<ReturnType<typeof familyWith>>> = [];
    while (children.length < count) children.push(await familyWith(set.id, `Wes Wrong ${children.length}`));
    const quiz = async (child: (typeof children)[number], answers: Record<string, string>) => {
      const { attempt } = await start(child.pb, child.assignmentId);
      for (const [questionId, given] of Object.entries(answers)) await answer(child.pb, attempt.id, { questionId, answer: given });
      await submit(child.pb, attempt.id);
    };
    for (const [n, [short, fill]] of tries.entries()) await quiz(children[n]!, { [shortId]: short, [fillId]: fill, [choice.id]: 'b' });
    // A retake counts for the child's progress, not here: no child makes an answer common alone.
    for (let again = 0; again < 3; again += 1) await quiz(children[4]!, { [shortId]: 'red', [fillId]: blanks('', '') });
    const figures = await creator.send<CreatorAnalytics>('/api/creator/analytics', { method: 'GET' });
    const of = (questionId: string) => figures.questions.find((q) => q.id === questionId)!;
    expect(of(shortId)).toMatchObject({ answered: 10, correct: 1 });
    // Shown only once WRONG_ANSWER_SHOWN_FROM children gave it: what one or two typed reaches no creator.
    expect(of(shortId).wrongAnswers).toEqual([{ answer: 'blue', count: 3 }]);
    expect(of(fillId).wrongAnswers).toEqual([{ answer: 'dog; mat', count: 3 }]);
    expect(await keptWrong(shortId)).toEqual([
      { answer: 'blue', count: 3 },
      { answer: long.slice(0, WRONG_ANSWER_MAX), count: 1 },
      { answer: 'red', count: 1 },
      { answer: 'yellow', count: 1 },
    ]);
    expect(await keptWrong(fillId)).toEqual([
      { answer: 'dog; mat', count: 3 },
      { answer: 'cat; sofa', count: 2 },
    ]);
    // A choice question's wrong answers are its options' picks, as before.
    expect(of(choice.id)).toMatchObject({
      wrongAnswers: [],
      options: [
        { id: 'a', picked: 0 },
        { id: 'b', picked: 7 },
      ],
    });

    // Children typing a different wrong answer each grow nothing past the cap, and the common answer stays first.
    for (let n = 1; n <= flood; n += 1) await quiz(children[tries.length + n - 1]!, { [shortId]: `wrong ${n}` });
    const capped = await keptWrong(shortId);
    expect(capped).toHaveLength(WRONG_ANSWERS_KEPT);
    // Each wrong answer adds one to the counts kept, whichever row it lands in.
    expect(capped.reduce((sum, row) => sum + row.count, 0)).toBe(6 + flood);
    const after = await creator.send<CreatorAnalytics>('/api/creator/analytics', { method: 'GET' });
    const wrong = after.questions.find((q) => q.id === shortId)!.wrongAnswers;
    expect(wrong[0]).toEqual({ answer: 'blue', count: 3 });
    expect(wrong.every((row) => row.count >= 3)).toBe(true);
  }, 120_000);

  it("count a family's answer to a question once: a brother or sister's, or a child's deleted and added again, adds nothing", async () => {
    const { pb: creator, id } = await newCreator('Fay Family');
    const asked = await publishedShortAnswer(creator, id, 'What colour is a banana?', 'yellow');
    const choice = await creator.collection('questions').create(question({ text: 'Which is a fruit?', created_by: id, status: 'review' }));
    await publish('questions', choice.id);
    const set = await publishedTypingSet(creator, id, 'Fruit', [asked.id, choice.id]);
    const quiz = async (child: { pb: PocketBase }, assignmentId: string, given: string) => {
      const { attempt } = await start(child.pb, assignmentId);
      await answer(child.pb, attempt.id, { questionId: asked.id, answer: given });
      await answer(child.pb, attempt.id, { questionId: choice.id, answer: 'b' });
      await submit(child.pb, attempt.id);
    };
    const family = await familyWith(set.id, 'Ann Sister');
    /** The set given again to a child, by the child's parent (the first family's unless said). */
    const giveTo = async (child: { id: string }, parent = family.parent) =>
      (
        await parent.collection('assignments').create({
          title: 'Fruit again',
          question_sets: [set.id],
          assigned_students: [child.id],
          timeLimit: 10,
          status: 'active',
          created_by: parent.authStore.record!.id,
        })
      ).id;
    await quiz(family, family.assignmentId, 'purple');
    expect(await keptWrong(asked.id)).toEqual([{ answer: 'purple', count: 1 }]);
    // Her brother, then a child deleted and added again, type the same: still the family's one answer.
    const brother = await addChild(family.parent, 'Ben Brother');
    await quiz(brother, await giveTo(brother), 'purple');
    await family.parent.collection('students').delete(brother.id);
    const again = await addChild(family.parent, 'Ben Brother');
    await quiz(again, await giveTo(again), 'Purple.');
    expect(await keptWrong(asked.id)).toEqual([{ answer: 'purple', count: 1 }]);
    // Each answer still counts towards how the question went; another family's wrong answer counts as before,
    // once its parent has confirmed their email (a sign-up costs nothing else: made-up families would add up).
    const unconfirmed = await familyWith(set.id, 'Una Unconfirmed', { verified: false });
    await quiz(unconfirmed, unconfirmed.assignmentId, 'purple');
    expect(await keptWrong(asked.id)).toEqual([{ answer: 'purple', count: 1 }]);
    const other = await familyWith(set.id, 'Cal Cousin');
    await quiz(other, other.assignmentId, 'purple');
    expect(await keptWrong(asked.id)).toEqual([{ answer: 'purple', count: 2 }]);
    // The unconfirmed family confirms: its next first answer to the question counts (nothing was noted before).
    await admin.collection('parents').update(unconfirmed.parent.authStore.record!.id, { verified: true });
    await quiz(unconfirmed, await giveTo(unconfirmed, unconfirmed.parent), 'purple');
    expect(await keptWrong(asked.id)).toEqual([{ answer: 'purple', count: 3 }]);
    const figures = await creator.send<CreatorAnalytics>('/api/creator/analytics', { method: 'GET' });
    expect(figures.questions.find((q) => q.id === asked.id)).toMatchObject({ answered: 6, correct: 0 });
    expect(figures.questions.find((q) => q.id === choice.id)?.options).toContainEqual(expect.objectContaining({ id: 'b', picked: 6 }));
    // What the server keeps of the family: the typed question answered, not the choice question (its picks count every time).
    const noted = await admin
      .collection('answered_questions')
      .getFullList({ filter: admin.filter('family = {:f}', { f: family.parent.authStore.record!.id }) });
    expect(noted.map((row) => row['question'])).toEqual([asked.id]);
    // The family's download holds it, by the question alone (docs/product.md: everything kept of a family).
    const download = await family.parent.send<{ answeredQuestions: unknown[] }>('/api/account/export', {});
    expect(download.answeredQuestions).toEqual([{ question: asked.id, wrong: ['purple'] }]);
    // Which questions a family answered is the server's alone.
    await expect(family.parent.collection('answered_questions').getList(1, 1)).rejects.toMatchObject({ status: 403 });
  }, 60_000);

  it("count one person's family once however often they delete their account and sign up again with the same address", async () => {
    const { pb: creator, id } = await newCreator('Del Again');
    const asked = await publishedShortAnswer(creator, id, 'Where does a bird live?', 'nest');
    const set = await publishedTypingSet(creator, id, 'Birds', [asked.id]);
    const quiz = async (child: Awaited<ReturnType<typeof familyWith>>, given: string) => {
      const { attempt } = await start(child.pb, child.assignmentId);
      await answer(child.pb, attempt.id, { questionId: asked.id, answer: given });
      await submit(child.pb, attempt.id);
    };
    // Another family's answer, which stays whatever this one does.
    await quiz(await familyWith(set.id, 'Nia Neighbour'), 'tree');
    const email = `del-again-${Date.now()}@test.local`;
    const address = '12 Rue Secret Paris';
    for (let time = 1; time <= 3; time += 1) {
      const family = await familyWith(set.id, 'Dee Again', { email });
      await quiz(family, address);
      expect(await keptWrong(asked.id)).toEqual([
        { answer: '12 rue secret paris', count: 1 },
        { answer: 'tree', count: 1 },
      ]);
      await family.parent.send('/api/account/delete', { method: 'POST', body: { password: 'Wrong-answers-1', confirm: 'DELETE' } });
      // Gone with the family: what it typed counts for nobody, and its row makes room for other answers.
      expect(await keptWrong(asked.id)).toEqual([{ answer: 'tree', count: 1 }]);
    }
    // Three times made no answer common: the creator sees none, and the question's other counts are as they were.
    const figures = await creator.send<CreatorAnalytics>('/api/creator/analytics', { method: 'GET' });
    expect(figures.questions.find((q) => q.id === asked.id)).toMatchObject({ answered: 4, correct: 0, wrongAnswers: [] });
  }, 60_000);

  it('count one inbox once: name+1@, name+2@ and Name+3@, each confirmed, are one family', async () => {
    const { pb: creator, id } = await newCreator('Pat Plus');
    const asked = await publishedShortAnswer(creator, id, 'What do bees make?', 'honey');
    const set = await publishedTypingSet(creator, id, 'Bees', [asked.id]);
    const stamp = Date.now();
    for (const email of [`mallory+1.${stamp}@test.local`, `mallory+2.${stamp}@test.local`, `Mallory+3.${stamp}@Test.Local`]) {
      const family = await familyWith(set.id, 'Mia Plus', { email });
      const { attempt } = await start(family.pb, family.assignmentId);
      await answer(family.pb, attempt.id, { questionId: asked.id, answer: '12 Rue Secret Paris' });
      await submit(family.pb, attempt.id);
    }
    expect(await keptWrong(asked.id)).toEqual([{ answer: '12 rue secret paris', count: 1 }]);
    const figures = await creator.send<CreatorAnalytics>('/api/creator/analytics', { method: 'GET' });
    expect(figures.questions.find((q) => q.id === asked.id)).toMatchObject({ answered: 3, wrongAnswers: [] });
  }, 60_000);

  it("take a removed child's counted words out of the tallies and the family's notes; a child added again counts nothing", async () => {
    const { pb: creator, id } = await newCreator('Rae Removed');
    const asked = await publishedShortAnswer(creator, id, 'Where do fish live?', 'water');
    const set = await publishedTypingSet(creator, id, 'Fish', [asked.id]);
    const family = await familyWith(set.id, 'Sam Gone');
    const quiz = async (child: { pb: PocketBase }, assignmentId: string) => {
      const { attempt } = await start(child.pb, assignmentId);
      await answer(child.pb, attempt.id, { questionId: asked.id, answer: 'Sam Gone lives at 4 Elm Road' });
      await submit(child.pb, attempt.id);
    };
    await quiz(family, family.assignmentId);
    expect(await keptWrong(asked.id)).toEqual([{ answer: 'sam gone lives at 4 elm road', count: 1 }]);
    await family.parent.collection('students').delete(family.id);
    expect(await keptWrong(asked.id)).toEqual([]);
    const download = await family.parent.send<{ answeredQuestions: unknown[] }>('/api/account/export', {});
    expect(download.answeredQuestions).toEqual([{ question: asked.id, wrong: [] }]);
    // Added again and asked again: still the family's question, counted for nobody.
    const again = await addChild(family.parent, 'Sam Gone');
    const assignment = await family.parent.collection('assignments').create({
      title: 'Fish again',
      question_sets: [set.id],
      assigned_students: [again.id],
      timeLimit: 10,
      status: 'active',
      created_by: family.parent.authStore.record!.id,
    });
    await quiz(again, assignment.id);
    expect(await keptWrong(asked.id)).toEqual([]);
  }, 60_000);

  it("take a family's counted words out when an administrator deletes the parent, in the delete's transaction", async () => {
    const { pb: creator, id } = await newCreator('Ada Admin');
    const asked = await publishedShortAnswer(creator, id, 'What colour is coal?', 'black');
    const set = await publishedTypingSet(creator, id, 'Coal', [asked.id]);
    const family = await familyWith(set.id, 'Kim Coal');
    const { attempt } = await start(family.pb, family.assignmentId);
    await answer(family.pb, attempt.id, { questionId: asked.id, answer: 'grey' });
    await submit(family.pb, attempt.id);
    expect(await keptWrong(asked.id)).toEqual([{ answer: 'grey', count: 1 }]);
    await admin.collection('parents').delete(family.parent.authStore.record!.id);
    expect(await keptWrong(asked.id)).toEqual([]);
    await expect(admin.collection('students').getOne(family.id)).rejects.toMatchObject({ status: 404 });
  }, 60_000);

  it("take a leaving family's answer out without touching what other children surely gave: never below what its row inherited", async () => {
    const { pb: creator, id } = await newCreator('Ina Leaving');
    const asked = await publishedShortAnswer(creator, id, 'What colour is snow?', 'white');
    const set = await publishedTypingSet(creator, id, 'Snow', [asked.id]);
    // The question's kept answers full, each given by two children, so that the family's words take a place.
    for (let n = 1; n <= WRONG_ANSWERS_KEPT; n += 1) {
      await admin.collection('wrong_answer_tallies').create({ creator: id, question: asked.id, answer: `shade ${n}`, count: 2 });
    }
    const family = await familyWith(set.id, 'Lou Leaving');
    const { attempt } = await start(family.pb, family.assignmentId);
    await answer(family.pb, attempt.id, { questionId: asked.id, answer: 'grey' });
    await submit(family.pb, attempt.id);
    const rows = async () =>
      (
        await admin
          .collection('wrong_answer_tallies')
          .getFullList<{ answer: string; count: number; inherited: number }>({ filter: admin.filter('question = {:q}', { q: asked.id }) })
      ).find((row) => row.answer === 'grey');
    expect(await rows()).toMatchObject({ count: 3, inherited: 2 });
    await family.parent.send('/api/account/delete', { method: 'POST', body: { password: 'Wrong-answers-1', confirm: 'DELETE' } });
    expect(await rows()).toMatchObject({ count: 2, inherited: 2 });
    expect(await keptWrong(asked.id)).toHaveLength(WRONG_ANSWERS_KEPT);
  }, 60_000);

  it("show one child's text only once children surely gave it 3 times: a full question's least common answer is replaced, not its count handed on", async () => {
    const { pb: creator, id } = await newCreator('Ivy Inherit');
    const asked = await publishedShortAnswer(creator, id, 'What colour is the sky?', 'blue');
    const set = await publishedTypingSet(creator, id, 'The sky', [asked.id]);
    // The question's kept answers full, each given by two children (written as the server would have).
    for (let n = 1; n <= WRONG_ANSWERS_KEPT; n += 1) {
      await admin.collection('wrong_answer_tallies').create({ creator: id, question: asked.id, answer: `colour ${n}`, count: 2 });
    }
    const parent = client();
    const email = `ivy-parent-${Date.now()}@test.local`;
    const { id: parentId } = await signUp(parent, {
      email,
      password: 'Inherit-answers-1',
      passwordConfirm: 'Inherit-answers-1',
      name: 'Ivy Parent',
    });
    await admin.collection('parents').update(parentId, { verified: true });
    await parent.collection('parents').authWithPassword(email, 'Inherit-answers-1');
    const child = await addChild(parent, 'Kid Forty');
    const assignment = await parent.collection('assignments').create({
      title: 'The sky',
      question_sets: [set.id],
      assigned_students: [child.id],
      timeLimit: 10,
      status: 'active',
      created_by: parent.authStore.record!.id,
    });
    const { attempt } = await start(child.pb, assignment.id);
    await answer(child.pb, attempt.id, { questionId: asked.id, answer: 'I am Kid 40, 12 Oak Street' });
    await submit(child.pb, attempt.id);
    // The child's words took a place (Space-Saving keeps its estimate of 3), but no creator sees them.
    expect((await keptWrong(asked.id)).find((row) => row.answer.startsWith('i am kid 40'))).toMatchObject({ count: 3 });
    const figures = await creator.send<CreatorAnalytics>('/api/creator/analytics', { method: 'GET' });
    expect(figures.questions.find((q) => q.id === asked.id)!.wrongAnswers).toEqual([]);
  }, 60_000);

  it('are, for a matching question, the pairs got wrong, left -> the right text picked, read through the served options', () => {
    const served = {
      id: 'qmatching',
      type: 'matching',
      options: [
        { id: 'a', text: 'cat', match: 'kitten', matchId: 'm7' },
        { id: 'b', text: 'dog', match: 'puppy', matchId: 'm2' },
        { id: 'c', text: 'cow', match: 'calf', matchId: 'm5' },
      ],
      correctAnswer: '',
      sets: [],
    };
    const counts = countsOf([served], { qmatching: JSON.stringify({ a: 'm2', b: 'm7', c: 'm5' }) }, 33);
    expect(counts.wrong).toEqual([
      { question: 'qmatching', answer: 'cat -> puppy' },
      { question: 'qmatching', answer: 'dog -> kitten' },
    ]);
    expect(counts.answers).toEqual([{ question: 'qmatching', option: '', score: 33, correct: false }]);
  });
});

describe("the manage lists of a creator's own items", () => {
  type Page = {
    page: number;
    perPage: number;
    totalItems: number;
    totalPages: number;
    items: Array<{ id: string; text: string; subject: string; status: string }>;
  };

  it("search, filter, sort and page on the server, with nobody else's items", async () => {
    const { pb: owner, id } = await newCreator('Lena Lists');
    const texts = ['Apples in a basket', 'Bananas on a tree', 'Cherries in a bowl'];
    for (const [i, text] of texts.entries()) {
      await owner.collection('questions').create(
        question({
          text,
          created_by: id,
          subject: i === 2 ? 'Science' : 'Mathematics',
          skills: [i === 2 ? 'Plants' : 'Shapes'],
          topic: '',
        }),
      );
    }
    const list = (query: Record<string, string | number>) => owner.send<Page>('/api/creator/questions', { method: 'GET', query });

    const all = await list({ sort: 'text' });
    expect(all).toMatchObject({ page: 1, perPage: 30, totalItems: 3, totalPages: 1 });
    expect(all.items.map((q) => q.text)).toEqual(texts);
    expect((await list({ subject: 'Science' })).items.map((q) => q.text)).toEqual(['Cherries in a bowl']);
    expect((await list({ q: 'IN A', sort: '-text' })).items.map((q) => q.text)).toEqual(['Cherries in a bowl', 'Apples in a basket']);
    expect(await list({ sort: 'text', perPage: 2, page: 2 })).toMatchObject({
      totalItems: 3,
      totalPages: 2,
      items: [{ text: 'Cherries in a bowl' }],
    });
    expect((await list({ status: 'published' })).totalItems).toBe(0);

    const sets = await owner.send<Page>('/api/creator/question-sets', { method: 'GET' });
    expect(sets.totalItems).toBe(0);
    expect((await failure(() => list({ sort: 'password' }))).response.data?.['sort']?.message).toMatch(/^Sort by one of text/);
    expect((await failure(() => signIn('parentA').then((parent) => parent.send('/api/creator/questions', { method: 'GET' })))).status).toBe(
      403,
    );
  });
});
