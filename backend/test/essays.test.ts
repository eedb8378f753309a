// Essays against a real PocketBase (docs/question-types.md, "Essays and the score"): written in the quiz up to 1,000 characters, never
// marked by the server, the score over the other questions until the parent marks it through
// `POST /api/results/{id}/mark`, which only the child's parent may call, and which scores the result
// again (points, levels and the dashboards are derived from results).
import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ResultReview } from 'shared/api';
import {
  ESSAY_ANSWER_MAX,
  ESSAY_MESSAGES,
  MARK_COMMENT_MAX,
  TYPED_ANSWER_MAX,
  notificationText,
  totalPoints,
} from '../../shared/src/domain/index.ts';
import { draftQuestion, failure, fixtures, signIn, superuser } from './actors.ts';
import { answer, quizOf as quizOfQuestions, submit } from './quiz-api.ts';

const GUIDE = 'Look for a beginning, a middle and an end: the guide is for the parent.';
const ESSAY = {
  text: 'Write three sentences about your last holiday.',
  type: 'essay',
  options: [],
  correctAnswer: '',
  explanation: GUIDE,
  subject: 'English',
  topic: 'Writing',
  skills: ['Sentence Structure'],
};
const SUM = { text: 'What is 6 + 7?', type: 'short_answer', options: [], correctAnswer: '13', explanation: 'Six and seven make thirteen.' };

type Review = Omit<ResultReview, 'result' | 'details'> & {
  result: ResultReview['result'] & { awaiting_marking: number; marks: Record<string, { correct: boolean; comment: string }> | null };
  details: Array<
    ResultReview['details'][number] & { type: string; awaitingMarking?: boolean; mark?: { correct: boolean; comment: string } | null }
  >;
};

let admin: PocketBase;
let parent: PocketBase;
const creatorId = fixtures.creators.find((c) => !c.reviewer)!.id;

beforeAll(async () => {
  admin = await superuser();
  parent = await signIn('parentB');
});

/** A published set of the questions given, assigned by parent B to a new child, started. */
const quizOf = (title: string, questions: Array<Record<string, unknown>>) =>
  quizOfQuestions(admin, title, questions, { subject: 'English', grade: 'Grade 3', skills: ['Sentence Structure'] });

const mark = (pb: PocketBase, resultId: string, body: Record<string, unknown>) =>
  pb.send<Review>(`/api/results/${resultId}/mark`, { method: 'POST', body });

describe('an essay in the quiz', () => {
  it('is served without its marking guide, takes up to 1,000 characters where another typed answer takes 500, and waits for marking', async () => {
    const quiz = await quizOf('Essay and a sum', [ESSAY, SUM]);
    const [essayId, sumId] = quiz.ids as [string, string];
    // Nothing served before submitting holds the guide (or the other question's key).
    expect(JSON.stringify(quiz.started)).not.toContain('beginning, a middle');
    expect(JSON.stringify(quiz.started)).not.toContain('"explanation"');
    expect(quiz.started.questions.find((q) => q.id === essayId)).toEqual({
      id: essayId,
      type: 'essay',
      text: ESSAY.text,
      options: [],
      media: {},
    });

    const long = 'é'.repeat(ESSAY_ANSWER_MAX);
    expect(await answer(quiz.child.pb, quiz.attemptId, { questionId: essayId, answer: long })).toMatchObject({ answer: long });
    const tooLong = await failure(() =>
      answer(quiz.child.pb, quiz.attemptId, { questionId: essayId, answer: 'x'.repeat(ESSAY_ANSWER_MAX + 1) }),
    );
    expect(tooLong.status).toBe(400);
    const shortTooLong = await failure(() =>
      answer(quiz.child.pb, quiz.attemptId, { questionId: sumId, answer: '1'.repeat(TYPED_ANSWER_MAX + 1) }),
    );
    expect(shortTooLong.response.data?.['answer']?.message).toBe(
      `An answer to this question is a text of at most ${TYPED_ANSWER_MAX} characters.`,
    );
    await answer(quiz.child.pb, quiz.attemptId, { questionId: essayId, answer: 'We went to the sea. We swam. We ate ice cream.' });
    await answer(quiz.child.pb, quiz.attemptId, { questionId: sumId, answer: '13' });

    const submitted = (await submit(quiz.child.pb, quiz.attemptId)) as Review;
    // correct / (questions − essays waiting) = 1 / (2 − 1).
    expect(submitted.result).toMatchObject({ score: 100, correct_answers: 1, total_questions: 2, awaiting_marking: 1 });
    expect(submitted.details.find((d) => d.id === essayId)).toMatchObject({
      selected: 'We went to the sea. We swam. We ate ice cream.',
      isCorrect: false,
      awaitingMarking: true,
      mark: null,
      explanation: GUIDE,
    });
  });

  it('is refused with a key or options, in words', async () => {
    const refused = await failure(() =>
      admin.collection('questions').create(draftQuestion(creatorId, { ...ESSAY, correctAnswer: 'the sea' })),
    );
    expect(refused.response.data?.['correctAnswer']?.message).toBe(`${ESSAY_MESSAGES.essayKey}.`);
  });

  it('left empty is wrong: nobody needs to mark it, and it cannot be marked', async () => {
    const quiz = await quizOf('Empty essay', [ESSAY, SUM]);
    await answer(quiz.child.pb, quiz.attemptId, { questionId: quiz.ids[1], answer: '13' });
    const submitted = (await submit(quiz.child.pb, quiz.attemptId)) as Review;
    expect(submitted.result).toMatchObject({ score: 50, correct_answers: 1, awaiting_marking: 0 });
    const refused = await failure(() => mark(parent, submitted.result.id, { questionId: quiz.ids[0], correct: true }));
    expect(refused.response.data?.['questionId']?.message).toBe(`${ESSAY_MESSAGES.markUnanswered}.`);
  });
});

describe('marking (POST /api/results/{id}/mark)', () => {
  it("a quiz of only essays has no score until the parent marks it; marking scores the result again and the child's points follow", async () => {
    const quiz = await quizOf('Two essays', [ESSAY, { ...ESSAY, text: 'Write about your best friend.' }]);
    const [first, second] = quiz.ids as [string, string];
    await answer(quiz.child.pb, quiz.attemptId, { questionId: first, answer: 'The beach.' });
    await answer(quiz.child.pb, quiz.attemptId, { questionId: second, answer: 'Sam is kind.' });
    const submitted = (await submit(quiz.child.pb, quiz.attemptId)) as Review;
    expect(submitted.result).toMatchObject({ score: 0, correct_answers: 0, total_questions: 2, awaiting_marking: 2 });
    const resultId = submitted.result.id;
    const told = await admin
      .collection('notifications')
      .getFirstListItem(admin.filter('recipient = {:r} && type = "assignment_completed"', { r: parent.authStore.record!.id }), {
        sort: '-created',
      });
    expect(told['message']).toBe(notificationText.assignmentCompleted('Two essays child', 'Two essays', null, 0, false, 2).message);

    const once = await mark(parent, resultId, { questionId: first, correct: true, comment: '  Lovely detail about the waves.  ' });
    expect(once.result).toMatchObject({ score: 100, correct_answers: 1, awaiting_marking: 1 });
    expect(once.details.find((d) => d.id === first)).toMatchObject({
      isCorrect: true,
      awaitingMarking: false,
      mark: { correct: true, comment: 'Lovely detail about the waves.' },
    });
    const both = await mark(parent, resultId, { questionId: second, correct: false });
    expect(both.result).toMatchObject({ score: 50, correct_answers: 1, awaiting_marking: 0 });
    // Marked again: the mark is replaced and the result scored again.
    const again = await mark(parent, resultId, { questionId: second, correct: true, comment: 'On second reading, yes.' });
    expect(again.result).toMatchObject({ score: 100, correct_answers: 2, awaiting_marking: 0 });

    // The child reads the same result, with the comment; their points are derived from it.
    const seen = await quiz.child.pb.send<Review>(`/api/quiz/results/${resultId}`, { method: 'GET' });
    expect(seen.details.find((d) => d.id === second)?.mark).toMatchObject({ correct: true, comment: 'On second reading, yes.' });
    const results = await quiz.child.pb.collection('results').getFullList();
    expect(
      totalPoints(results.map((r) => ({ score: r['score'], completed_at: r['completed_at'], assignment_id: r['assignment_id'] }))),
    ).toBe(200);

    // The child heard of it once: marks sent again change the unread notice rather than adding to it.
    const notices = await quiz.child.pb.collection('notifications').getFullList({ filter: 'type = "essay_marked"' });
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject(notificationText.essayMarked('Two essays', true));
  });

  it('only the parent of the child may mark, only an essay, with a comment of at most 500 characters', async () => {
    const quiz = await quizOf('Marking rules', [ESSAY, SUM]);
    const [essayId, sumId] = quiz.ids as [string, string];
    await answer(quiz.child.pb, quiz.attemptId, { questionId: essayId, answer: 'My holiday.' });
    const { result } = await submit(quiz.child.pb, quiz.attemptId);
    const body = { questionId: essayId, correct: true };

    // Another family's parent learns nothing about the result, not even that it exists, whatever the body.
    const otherParent = await signIn('parentA');
    for (const sent of [body, { questionId: sumId, correct: 'x' }])
      expect((await failure(() => mark(otherParent, result.id, sent))).status).toBe(404);
    expect((await failure(() => mark(parent, 'nosuchresult000', body))).status).toBe(404);
    // The child, another child, a creator, a stranger: not parents.
    for (const who of [quiz.child.pb, await signIn('studentA'), await signIn('creator'), await signIn('reviewer')])
      expect((await failure(() => mark(who, result.id, body))).status).toBe(403);
    const guest = await signIn('guest');
    expect((await failure(() => mark(guest, result.id, body))).status).toBe(401);

    const notEssay = await failure(() => mark(parent, result.id, { questionId: sumId, correct: true }));
    expect(notEssay.response.data?.['questionId']?.message).toBe(`${ESSAY_MESSAGES.markQuestion}.`);
    const unknown = await failure(() => mark(parent, result.id, { questionId: 'qmathadd0000001', correct: true }));
    expect(unknown.response.data?.['questionId']?.message).toBe(`${ESSAY_MESSAGES.markQuestion}.`);
    const bad = await failure(() =>
      mark(parent, result.id, { questionId: essayId, correct: 'yes', comment: 'x'.repeat(MARK_COMMENT_MAX + 1) }),
    );
    expect(bad.response.data).toMatchObject({
      correct: { message: `${ESSAY_MESSAGES.markCorrect}.` },
      comment: { message: `${ESSAY_MESSAGES.markComment}.` },
    });
    // A body past the route's limit is not read at all.
    expect((await failure(() => mark(parent, result.id, { ...body, comment: 'x'.repeat(8 * 1024) }))).status).toBe(413);

    // Nothing of the refusals changed the result.
    const unchanged = await parent.send<Review>(`/api/quiz/results/${result.id}`, { method: 'GET' });
    expect(unchanged.result).toMatchObject({ score: 0, correct_answers: 0, awaiting_marking: 1 });
    expect(unchanged.result.marks ?? {}).toEqual({});
    // Nor can a parent write a mark or a score through the records API.
    expect(
      (await failure(() => parent.collection('results').update(result.id, { marks: { [essayId]: { correct: true } }, score: 100 }))).status,
    ).toBe(403);
  });
});
