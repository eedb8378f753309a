// The quiz engine against a real PocketBase: scoring, secrecy, double submit, tampering,
// late answers, the overdue cron and exit.
import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/src/domain/index.ts';
import { draftQuestion, failure, fixtures, signIn, superuser } from './actors.ts';
import { answer, correctOption, exit, quizOf as quizOfQuestions, start, submit } from './quiz-api.ts';
import * as choices from '../src/quiz/choices.ts';

const KEY_NAMES = ['isCorrect', 'correctAnswer', 'explanation'];
const EXPLANATIONS = fixtures.questions.map((q) => q.explanation);

/** Fails when a response a student can obtain carries an answer key. */
function expectNoAnswerKeys(body: unknown) {
  const text = JSON.stringify(body);
  for (const name of KEY_NAMES) expect(text).not.toContain(`"${name}"`);
  for (const explanation of EXPLANATIONS) expect(text).not.toContain(JSON.stringify(explanation).slice(1, -1));
}

let student: PocketBase;
let admin: PocketBase;

beforeAll(async () => {
  admin = await superuser();
  student = await signIn('studentA');
});

describe('start', () => {
  it('gives the five maths questions without answer keys, a 30-minute deadline from the server clock, and resumes', async () => {
    const before = Date.now();
    const first = await start(student, 'assignmaths0001');
    // In an order of the attempt's own (attempt-plan.test.ts): the same questions and options.
    expect(first.questions.map((q) => q.id).toSorted()).toEqual(fixtures.question_sets[0]!.questions.toSorted());
    expect(
      first.questions.find((q) => q.id === 'qmathadd0000001')!.options.toSorted((x, y) => String(x['id']).localeCompare(String(y['id']))),
    ).toEqual([
      { id: 'a', text: '13' },
      { id: 'b', text: '14' },
      { id: 'c', text: '15' },
      { id: 'd', text: '16' },
    ]);
    const deadline = Date.parse(first.attempt.deadline!);
    expect(deadline - Date.parse(first.attempt.started_at)).toBe(30 * 60 * 1000);
    expect(deadline).toBeGreaterThanOrEqual(before + 30 * 60 * 1000 - 2000);
    expectNoAnswerKeys(first);
    // A new attempt is answered from what was written, a resumed one from what was read back: the same.
    const { serverTime: _first, ...started } = first;
    const { serverTime: _resumed, ...resumed } = await start(student, 'assignmaths0001');
    expect(resumed).toEqual(started);

    await answer(student, first.attempt.id, { questionId: 'qmathadd0000001', answer: 'c' });
    await answer(student, first.attempt.id, { questionId: 'qmathdiv0000001', flagged: true });
    const again = await start(student, 'assignmaths0001');
    expect(again.attempt.id).toBe(first.attempt.id);
    expect(again.attempt.answers).toEqual({ qmathadd0000001: 'c' });
    expect(again.attempt.flagged).toEqual(['qmathdiv0000001']);
    await exit(student, first.attempt.id);
  });

  it('refuses an assignment the student does not hold, or a draft', async () => {
    const liamOnly = await failure(() => start(student, 'assignfraction1'));
    expect(liamOnly.status).toBe(404);
    expect(liamOnly.response.message).toBe('Quiz not found.');
    const other = await signIn('studentB');
    expect((await failure(() => start(other, 'assignmaths0001'))).status).toBe(404);
    const parent = await signIn('parentA');
    expect((await failure(() => start(parent, 'assignmaths0001'))).status).toBe(403);
  });
});

describe('answers and submit', () => {
  it('saves idempotently, scores on the server, and a second submit returns the same result', async () => {
    const { attempt, questions } = await start(student, 'assignmaths0001');
    const ids = questions.map((q) => q.id);
    // three right, one wrong, one unanswered: 3 of 5 = 60%
    for (const id of ids.slice(0, 3)) {
      await answer(student, attempt.id, { questionId: id, answer: correctOption(id) });
      await answer(student, attempt.id, { questionId: id, answer: correctOption(id) });
    }
    const wrong = ids[3]!;
    const wrongOption = correctOption(wrong) === 'a' ? 'b' : 'a';
    const saved = await answer(student, attempt.id, { questionId: wrong, answer: wrongOption });
    expect(saved).toEqual({ questionId: wrong, answer: wrongOption, flagged: false });
    expectNoAnswerKeys(saved);
    expect(await answer(student, attempt.id, { questionId: wrong, flagged: true })).toEqual({
      questionId: wrong,
      answer: wrongOption,
      flagged: true,
    });
    expect(await answer(student, attempt.id, { questionId: wrong, flagged: false })).toEqual({
      questionId: wrong,
      answer: wrongOption,
      flagged: false,
    });

    const first = await submit(student, attempt.id);
    expect(first.result).toMatchObject({ score: 60, correct_answers: 3, total_questions: 5 });
    expect(first.points).toBe(120);
    expect(first.result.time_taken).toBeGreaterThanOrEqual(0);
    expect(first.result.time_taken).toBeLessThan(60);
    expect(first.details).toHaveLength(5);
    expect(first.details[0]).toMatchObject({ selected: correctOption(ids[0]!), isCorrect: true });
    expect(first.details[0]!.explanation).toBe(fixtures.questions.find((q) => q.id === ids[0])!.explanation);
    expect(first.details[4]).toMatchObject({ selected: null, isCorrect: false });

    const second = await submit(student, attempt.id);
    expect(second.result.id).toBe(first.result.id);
    const results = await admin.collection('results').getFullList({ filter: admin.filter('attempt_id = {:id}', { id: attempt.id }) });
    expect(results).toHaveLength(1);

    const late = await failure(() => answer(student, attempt.id, { questionId: ids[4]!, answer: 'a' }));
    expect(late.status).toBe(409);
    expect(late.response.message).toBe('This quiz has already been submitted.');
  });

  it('the SPEC "save quiz result" call keeps its shape but the score is the server\'s', async () => {
    const { attempt, questions } = await start(student, 'assignmaths0001');
    const result = await student.collection('results').create({
      student_id: fixtures.students[0]!.id,
      assignment_id: 'assignmaths0001',
      score: 100,
      total_questions: 5,
      correct_answers: 5,
      time_taken: 1,
      // Not one of its options: not kept, as the answer route would refuse it.
      answers: { [questions[0]!.id]: correctOption(questions[0]!.id), [questions[1]!.id]: 'a,b' },
      completed_at: new Date().toISOString(),
    });
    expect(result).toMatchObject({ score: 20, correct_answers: 1, total_questions: 5, attempt_id: attempt.id });
    expect(result['answers']).toEqual({ [questions[0]!.id]: correctOption(questions[0]!.id) });
    const again = await student
      .collection('results')
      .create({ student_id: fixtures.students[0]!.id, assignment_id: 'assignmaths0001', score: 100 });
    expect(again.id).toBe(result.id);
    expect(again.score).toBe(20);
  });

  it('rejects bad answers with a message per field and stores nothing', async () => {
    const { attempt } = await start(student, 'assignmaths0001');
    const unknown = await failure(() => answer(student, attempt.id, { questionId: 'qengnoun0000001', answer: 'c' }));
    expect(unknown.status).toBe(400);
    expect(unknown.response.data?.questionId?.message).toBe('Not a question of this quiz.');
    const wrongType = await failure(() => answer(student, attempt.id, { questionId: 'qmathadd0000001', answer: 3, flagged: 'yes' }));
    expect(wrongType.response.data?.answer?.message).toMatch(/option id/);
    expect(wrongType.response.data?.flagged?.message).toBe('Flagged must be true or false.');
    const tooLong = await failure(() => answer(student, attempt.id, { questionId: 'qmathadd0000001', answer: 'x'.repeat(501) }));
    expect(tooLong.status).toBe(400);
    // A choice question takes one of its options, nothing else (a typed answer is for the typed question types).
    // Two options together are not one, in any order the options were served in.
    const pairs = ['a', 'b', 'c', 'd'].flatMap((x) => ['a', 'b', 'c', 'd'].filter((y) => y !== x).map((y) => `${x},${y}`));
    for (const notAnOption of ['e', 'A', 'a\u0000', ' a', 'Paris', 'ab', ',a', 'a,', ',', ...pairs]) {
      const refused = await failure(() =>
        answer(student, attempt.id, { questionId: 'qmathadd0000001', answer: notAnOption, flagged: true }),
      );
      expect(refused.status).toBe(400);
      expect(refused.response.data?.answer?.message).toBe('Choose one of the options of this question.');
    }
    expect(await answer(student, attempt.id, { questionId: 'qmathadd0000001', flagged: true })).toEqual({
      questionId: 'qmathadd0000001',
      answer: null,
      flagged: true,
    });
    expect(await answer(student, attempt.id, { questionId: 'qmathadd0000001', answer: 'd' })).toEqual({
      questionId: 'qmathadd0000001',
      answer: 'd',
      flagged: true,
    });
    expect(await answer(student, attempt.id, { questionId: 'qmathadd0000001', answer: null, flagged: false })).toEqual({
      questionId: 'qmathadd0000001',
      answer: null,
      flagged: false,
    });
    expect((await start(student, 'assignmaths0001')).attempt.answers).toEqual({});
    const otherStudent = await signIn('studentB');
    const stranger = await failure(() => answer(otherStudent, attempt.id, { questionId: 'qmathadd0000001', answer: 'c' }));
    expect(stranger.status).toBe(404);
    await exit(student, attempt.id);
  });
});

/** A published one-question quiz of a question the test describes, given to a new child of parentB, started. */
async function quizOf(title: string, question: Record<string, unknown>) {
  const quiz = await quizOfQuestions(admin, title, [question]);
  return { questionId: quiz.ids[0]!, child: quiz.child.pb, attemptId: quiz.attemptId, started: quiz.started };
}

describe('choices kept at start', () => {
  it('an answer naming two options, or a comma, is never chosen, and a row no start wrote takes no answer', async () => {
    const { questionId, child, attemptId } = await quizOf('Two at once', { text: 'Which is true?' });
    for (const notChosen of ['a,b', ',a,', ',', 'c']) {
      const refused = await failure(() => answer(child, attemptId, { questionId, answer: notChosen }));
      expect(refused.response.data?.answer?.message).toBe('Choose one of the options of this question.');
    }
    expect(await answer(child, attemptId, { questionId, answer: 'b' })).toMatchObject({ answer: 'b' });

    // A row whose choices no start wrote (empty) takes nothing, rather than anything.
    const [row] = await admin.collection('attempt_answers').getFullList({ filter: admin.filter('attempt = {:a}', { a: attemptId }) });
    await admin.collection('attempt_answers').update(row!.id, { choices: '' });
    expect((await failure(() => answer(child, attemptId, { questionId, answer: 'b' }))).status).toBe(400);
    await exit(child, attemptId);
  });

  it('an option id that is not a non-empty text without a comma (a question from before the option rules) is never a choice', () => {
    const served = { type: 'true_false', options: [{ id: 'a,b' }, { id: 'x' }, { id: '' }, { id: 7 }, null] };
    expect(choices.choicesOf(served)).toBe(',x,');
    expect(['a,b', 'a', 'b', 'x', ''].map((id) => choices.isOptionOf(served, id))).toEqual([false, false, false, true, false]);
    expect(choices.choicesOf({ type: 'fill_blank', options: [] })).toBe(choices.TYPED);
  });
});

describe('true or false', () => {
  it('is answered with an option and scored by the option chosen', async () => {
    const options = [
      { id: 'a', text: 'True', isCorrect: false },
      { id: 'b', text: 'False', isCorrect: true },
    ];
    const right = await quizOf('True or false, right', {
      text: 'Three and four make eight.',
      type: 'true_false',
      options,
      correctAnswer: 'False',
    });
    expect(await answer(right.child, right.attemptId, { questionId: right.questionId, answer: 'b' })).toMatchObject({ answer: 'b' });
    const submitted = await submit(right.child, right.attemptId);
    expect(submitted.result).toMatchObject({ score: 100, correct_answers: 1 });
    expect(submitted.details[0]).toMatchObject({ selected: 'b', isCorrect: true });

    const wrong = await quizOf('True or false, wrong', {
      text: 'Three and four make eight.',
      type: 'true_false',
      options,
      correctAnswer: 'False',
    });
    const refused = await failure(() => answer(wrong.child, wrong.attemptId, { questionId: wrong.questionId, answer: 'False' }));
    expect(refused.response.data?.answer?.message).toBe('Choose one of the options of this question.');
    await answer(wrong.child, wrong.attemptId, { questionId: wrong.questionId, answer: 'a' });
    expect((await submit(wrong.child, wrong.attemptId)).result).toMatchObject({ score: 0, correct_answers: 0 });
  });

  it('is refused with options that do not say True and False, the right one marked', async () => {
    const creator = await signIn('creator');
    const creatorId = creator.authStore.record!.id;
    const refused = await failure(() =>
      creator.collection('questions').create(
        draftQuestion(creatorId, {
          type: 'true_false',
          correctAnswer: 'True',
          options: [
            { id: 'a', text: 'True', isCorrect: false },
            { id: 'b', text: 'False', isCorrect: true },
          ],
        }),
      ),
    );
    expect(refused.status).toBe(400);
    expect(refused.response.data?.options?.message).toBe(`${MESSAGES.trueFalseOptions}.`);
  });
});

describe('typed answers', () => {
  it('are for the typed question types: a fill-in-the-blank question takes a short text, scored as typed answers compare', async () => {
    const { questionId, child, attemptId } = await quizOf('Typed answers', {
      text: 'Three and four make ___.',
      type: 'fill_blank',
      options: [],
      correctAnswer: 'seven',
    });
    expect(await answer(child, attemptId, { questionId, answer: ' Seven. ' })).toEqual({ questionId, answer: ' Seven. ', flagged: false });
    // Scored as typed answers are compared: case, spaces and a full stop do not count.
    const submitted = await submit(child, attemptId);
    expect(submitted.result).toMatchObject({ score: 100, correct_answers: 1 });
    expect(submitted.details[0]).toMatchObject({ selected: ' Seven. ', isCorrect: true });
  });

  it('a fill-in question of two blanks is scored blank by blank, each against its alternatives; nothing served before submitting names one', async () => {
    const question = { text: 'A ___ has ___ legs.', type: 'fill_blank', options: [], correctAnswer: 'spider | arachnid ; eight | 8' };
    const right = await quizOf('Two blanks, right', question);
    expectNoAnswerKeys(right.started);
    for (const secret of ['spider', 'arachnid', 'eight']) expect(JSON.stringify(right.started)).not.toContain(secret);
    expect(right.started.questions[0]).toEqual({
      id: right.questionId,
      type: 'fill_blank',
      text: 'A ___ has ___ legs.',
      options: [],
      media: {},
    });
    await answer(right.child, right.attemptId, { questionId: right.questionId, answer: JSON.stringify(['Arachnid', '08']) });
    const marked = await submit(right.child, right.attemptId);
    expect(marked.result).toMatchObject({ score: 100, correct_answers: 1 });
    expect(marked.details[0]).toMatchObject({
      selected: '["Arachnid","08"]',
      correctAnswer: 'spider | arachnid ; eight | 8',
      isCorrect: true,
    });

    const wrong = await quizOf('Two blanks, one wrong', question);
    await answer(wrong.child, wrong.attemptId, { questionId: wrong.questionId, answer: JSON.stringify(['spider', 'six']) });
    expect((await submit(wrong.child, wrong.attemptId)).result).toMatchObject({ score: 0, correct_answers: 0 });
  });

  it('a short answer with a margin takes a number within it; the key is not served before submitting', async () => {
    const question = { text: 'About how many metres tall is a giraffe?', type: 'short_answer', options: [], correctAnswer: '5 ± 0.5' };
    const within = await quizOf('Margin, within', question);
    expect(JSON.stringify(within.started)).not.toContain('0.5');
    expectNoAnswerKeys(within.started);
    await answer(within.child, within.attemptId, { questionId: within.questionId, answer: '4.5' });
    expect((await submit(within.child, within.attemptId)).result).toMatchObject({ score: 100 });
    const past = await quizOf('Margin, past', question);
    await answer(past.child, past.attemptId, { questionId: past.questionId, answer: '5.6' });
    expect((await submit(past.child, past.attemptId)).result).toMatchObject({ score: 0 });
  });

  it('takes what a teacher would: the counted noun after a number, a misspelt word (its spelling shown after submitting), not where the author asks for exact spelling', async () => {
    const seconds = await quizOf('Counted noun', {
      text: 'How many seconds are there in 3 minutes?',
      type: 'short_answer',
      options: [],
      correctAnswer: '180',
    });
    await answer(seconds.child, seconds.attemptId, { questionId: seconds.questionId, answer: '180 seconds' });
    expect((await submit(seconds.child, seconds.attemptId)).result).toMatchObject({ score: 100 });
    const minutes = await quizOf('Another unit', {
      text: 'How many seconds are there in 3 minutes?',
      type: 'short_answer',
      options: [],
      correctAnswer: '180',
    });
    await answer(minutes.child, minutes.attemptId, { questionId: minutes.questionId, answer: '180 minutes' });
    expect((await submit(minutes.child, minutes.attemptId)).result).toMatchObject({ score: 0 });

    const day = {
      text: 'Which day of the week comes after Tuesday?',
      type: 'short_answer',
      options: [],
      correctAnswer: 'Wednesday',
      subject: 'History',
      topic: 'Timelines and Chronology',
      skills: ['Chronology'],
    };
    const misspelt = await quizOf('Near miss', day);
    await answer(misspelt.child, misspelt.attemptId, { questionId: misspelt.questionId, answer: 'Wensday' });
    const marked = await submit(misspelt.child, misspelt.attemptId);
    expect(marked.result).toMatchObject({ score: 100 });
    expect(marked.details[0]).toMatchObject({ isCorrect: true, spelt: ['Wednesday'] });

    const exact = await quizOf('Exact spelling', { ...day, exactSpelling: true });
    await answer(exact.child, exact.attemptId, { questionId: exact.questionId, answer: 'Wensday' });
    const refused = await submit(exact.child, exact.attemptId);
    expect(refused.result).toMatchObject({ score: 0 });
    expect(refused.details[0]).not.toHaveProperty('spelt');
  });

  it('a matching question serves its partners apart, under ids of the attempt, and is right only when every pair is', async () => {
    const pairs = [
      { id: 'a', text: 'cat', match: 'kitten' },
      { id: 'b', text: 'dog', match: 'puppy' },
      { id: 'c', text: 'cow', match: 'calf' },
    ];
    const question = { text: 'Match each animal to its baby.', type: 'matching', options: pairs, correctAnswer: '' };
    const right = await quizOf('Matching, right', question);
    const served = { options: right.started.questions[0]!.options, matches: right.started.questions[0]!.matches ?? [] };
    expectNoAnswerKeys(right.started);
    for (const option of served.options) expect(Object.keys(option).toSorted()).toEqual(['id', 'text']);
    expect(served.matches.map((match) => match.text).toSorted()).toEqual(['calf', 'kitten', 'puppy']);
    // The partners' ids are the attempt's own: not the options' letters, and another attempt's differ.
    for (const match of served.matches) expect(match.id).toMatch(/^[a-z0-9]{10}$/);
    const again = await quizOf('Matching, again', question);
    const againMatches = again.started.questions[0]!.matches ?? [];
    const otherIds = againMatches.map((match) => match.id);
    expect(otherIds.some((id) => served.matches.some((match) => match.id === id))).toBe(false);

    const idOf = (matches: typeof served.matches, text: string) => matches.find((match) => match.text === text)!.id;
    const answerOf = (matches: typeof served.matches, partner: (pair: (typeof pairs)[number]) => string) =>
      JSON.stringify(Object.fromEntries(pairs.map((pair) => [pair.id, idOf(matches, partner(pair))])));
    await answer(right.child, right.attemptId, { questionId: right.questionId, answer: answerOf(served.matches, (pair) => pair.match) });
    const marked = await submit(right.child, right.attemptId);
    expect(marked.result).toMatchObject({ score: 100, correct_answers: 1 });
    expect(marked.details[0]!.options).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 'a', text: 'cat', match: 'kitten' })]),
    );

    // Two partners swapped: the question is wrong.
    const swapped = { a: 'puppy', b: 'kitten', c: 'calf' } as Record<string, string>;
    await answer(again.child, again.attemptId, {
      questionId: again.questionId,
      answer: answerOf(againMatches, (pair) => swapped[pair.id]!),
    });
    expect((await submit(again.child, again.attemptId)).result).toMatchObject({ score: 0 });
  });

  it('an essay: nothing served before submitting holds its marking guide (the explanation); it takes a text of up to 1,000 characters', async () => {
    const guide = 'A good answer names two seasons.';
    const essay = await quizOf('Essay secrecy', {
      text: 'Which season do you like best, and why?',
      type: 'essay',
      options: [],
      correctAnswer: '',
      explanation: guide,
    });
    expectNoAnswerKeys(essay.started);
    expect(JSON.stringify(essay.started)).not.toContain('two seasons');
    const saved = await answer(essay.child, essay.attemptId, {
      questionId: essay.questionId,
      answer: 'Summer, because '.repeat(60).slice(0, 1000),
    });
    expectNoAnswerKeys(saved);
    expect((await start(essay.child, essay.started.assignment.id)).questions[0]).toEqual({
      id: essay.questionId,
      type: 'essay',
      text: 'Which season do you like best, and why?',
      options: [],
      media: {},
    });
    const submitted = await submit(essay.child, essay.attemptId);
    expect(submitted.details[0]).toMatchObject({ explanation: guide, isCorrect: false, awaitingMarking: true });
  });

  it("a key a child could never match is refused when the question is saved, in the author's words", async () => {
    const creatorId = fixtures.creators.find((c) => !c.reviewer)!.id;
    const noBlank = await failure(() =>
      admin
        .collection('questions')
        .create(draftQuestion(creatorId, { text: 'Name a spider.', type: 'fill_blank', options: [], correctAnswer: 'spider' })),
    );
    expect(noBlank.status).toBe(400);
    expect(noBlank.response.data?.['text']?.message).toBe('Put ___ (three underscores) where each blank goes.');
    const tooFew = await failure(() =>
      admin
        .collection('questions')
        .create(draftQuestion(creatorId, { text: 'A ___ has ___ legs.', type: 'fill_blank', options: [], correctAnswer: 'spider' })),
    );
    expect(tooFew.response.data?.['correctAnswer']?.message).toBe('Give an answer for each of the 2 blanks, with ; between them.');
  });
});

describe('deadline', () => {
  it('rejects answers after the deadline plus grace, and the cron submits what was saved', async () => {
    const { attempt } = await start(student, 'assignscience01');
    await answer(student, attempt.id, { questionId: 'qsciroot0000001', answer: 'c' });
    const past = new Date(Date.now() - 2 * 60 * 1000).toISOString();
    await admin
      .collection('attempts')
      .update(attempt.id, { deadline: past, started_at: new Date(Date.now() - 22 * 60 * 1000).toISOString() });

    const late = await failure(() => answer(student, attempt.id, { questionId: 'qsciherb000001a', answer: 'b' }));
    expect(late.status).toBe(409);
    expect(late.response.message).toBe('Time is up for this quiz: answers can no longer be changed.');

    // PocketBase runs a triggered cron job in the background: wait for its result.
    await admin.send('/api/crons/quiz-overdue', { method: 'POST' });
    await expect.poll(async () => (await admin.collection('attempts').getOne(attempt.id)).status, { timeout: 15_000 }).toBe('submitted');
    const result = await admin.collection('results').getFirstListItem(admin.filter('attempt_id = {:id}', { id: attempt.id }));
    expect(result).toMatchObject({ score: 33, correct_answers: 1, total_questions: 3, time_taken: 20 * 60 });
  });
});

describe('exit', () => {
  it('discards the attempt and its answers; the next start is a fresh attempt', async () => {
    const { attempt } = await start(student, 'assignscience01');
    await answer(student, attempt.id, { questionId: 'qsciroot0000001', answer: 'c' });
    await exit(student, attempt.id);
    expect((await failure(() => admin.collection('attempts').getOne(attempt.id))).status).toBe(404);
    const fresh = await start(student, 'assignscience01');
    expect(fresh.attempt.id).not.toBe(attempt.id);
    expect(fresh.attempt.answers).toEqual({});
    await exit(student, fresh.attempt.id);
  });
});

describe('answer secrecy', () => {
  it('no response a student can obtain before submitting carries an answer key', async () => {
    const pb = await signIn('studentA');
    const { attempt } = await start(pb, 'assignscience01');
    const bodies: unknown[] = [];
    const tryGet = async (path: string, method = 'GET') => {
      try {
        bodies.push(await pb.send(path, { method }));
      } catch (error) {
        bodies.push(error && typeof error === 'object' && 'response' in error ? error.response : error);
      }
    };
    for (const collection of ['questions', 'question_sets', 'assignments', 'attempts', 'attempt_answers', 'results', 'students']) {
      await tryGet(`/api/collections/${collection}/records?expand=question_sets.questions,assignment_id.question_sets.questions`);
    }
    await tryGet('/api/collections/questions/records/qsciroot0000001');
    await tryGet('/api/collections/question_sets/records/setscience00001?expand=questions');
    await tryGet('/api/collections/assignments/records/assignscience01?expand=question_sets.questions');
    await tryGet(`/api/collections/attempts/records/${attempt.id}?expand=assignment_id.question_sets.questions`);
    bodies.push(await start(pb, 'assignscience01'));
    bodies.push(await answer(pb, attempt.id, { questionId: 'qsciroot0000001', answer: 'a', flagged: true }));
    await tryGet('/api/session');
    await tryGet('/api/collections/students/auth-refresh', 'POST');
    expect(bodies.length).toBeGreaterThan(10);
    for (const body of bodies) expectNoAnswerKeys(body);

    const submitted = await submit(pb, attempt.id);
    expect(JSON.stringify(submitted)).toContain('"isCorrect"');
    const review = await pb.send(`/api/quiz/results/${submitted.result.id}`, { method: 'GET' });
    expect(review).toMatchObject({ result: { id: submitted.result.id } });
  });
});
