import { HttpResponse, type HttpHandler } from 'msw';
import { ESSAY_MESSAGES, isEssay, markProblems, pointsForScore, scoreAnswers, verdictOf, type EssayMarks, type QuizQuestion } from 'shared';
import type { MockDb, MockRecord } from '../db.ts';
import { REFUSALS } from 'shared/api';
import { apiRoute, forbidden, invalidIfAny, refuse, unauthorized, userOf, type HandlerContext } from './context.ts';

export type StoredQuestion = Omit<QuizQuestion, 'options'> & {
  text: string;
  options: Array<{ id: string; text: string; isCorrect?: boolean }>;
  explanation?: string;
};

/** The questions of an assignment, in set order, each once. */
export function assignmentQuestions(db: MockDb, assignmentId: unknown): StoredQuestion[] {
  const assignment = db.collections['assignments']?.find((a) => a.id === assignmentId);
  const setIds = (assignment?.['question_sets'] ?? []) as string[];
  const ids = [
    ...new Set(setIds.flatMap((id) => (db.collections['question_sets']?.find((set) => set.id === id)?.['questions'] ?? []) as string[])),
  ];
  return ids.map((id) => db.collections['questions']?.find((q) => q.id === id)).filter(Boolean) as unknown as StoredQuestion[];
}

/** A stored result as the server reviews it: the result, its points, and each question with its key and the answer given. */
export function reviewOf(db: MockDb, result: MockRecord) {
  const answers = (result['answers'] ?? {}) as Record<string, string>;
  const marks = (result['marks'] ?? {}) as EssayMarks;
  const details = assignmentQuestions(db, result['assignment_id']).map((question) => {
    const verdict = verdictOf(question, answers[question.id], marks[question.id]);
    return {
      id: question.id,
      type: question.type ?? 'multiple_choice',
      text: question.text,
      options: question.options,
      correctAnswer: question.correctAnswer ?? '',
      explanation: question.explanation ?? '',
      selected: answers[question.id] ?? null,
      isCorrect: verdict === true,
      ...(isEssay(question.type) && { mark: marks[question.id] ?? null, awaitingMarking: verdict === null }),
    };
  });
  return { result, points: pointsForScore(Number(result['score'])), details };
}

/**
 * Results: a child reads their own, a parent their children's; and the review of one stored
 * result (`GET /api/quiz/results/{id}`), which only reads what was saved. Taking a quiz is the
 * quiz engine's, answered per test with `mockServer.use`.
 */
export function resultHandlers({ db, mayRead }: HandlerContext): HttpHandler[] {
  const childOf = (result: MockRecord) => db.collections['students']?.find((s) => s.id === result['student_id']);
  const readable = (result: MockRecord, request: Request) => {
    const user = userOf(request, db);
    return Boolean(user && (result['student_id'] === user.id || childOf(result)?.['parent_id'] === user.id));
  };
  mayRead.set('results', readable);

  return [
    apiRoute('resultReview', ({ params, request }) => {
      const result = db.collections['results']?.find((r) => r.id === params['resultId']);
      if (!result || !readable(result, request)) return refuse(REFUSALS.resultNotFound);
      return HttpResponse.json(reviewOf(db, result));
    }),

    // A parent marks an essay of their child's result (backend/pb_hooks/lib/quiz/marking.js).
    apiRoute('resultMark', async ({ params, request }) => {
      const user = userOf(request, db);
      if (!user) return unauthorized();
      if (user.collectionName !== 'parents') return forbidden();
      const result = db.collections['results']?.find((r) => r.id === params['resultId']);
      if (!result || childOf(result)?.['parent_id'] !== user.id) return refuse(REFUSALS.resultNotFound);
      const body = (await request.json()) as { questionId?: unknown; correct?: unknown; comment?: unknown };
      const refused = invalidIfAny(markProblems(body));
      if (refused) return refused;
      const questions = assignmentQuestions(db, result['assignment_id']);
      const question = questions.find((q) => q.id === body.questionId);
      if (!question || !isEssay(question.type)) return invalidIfAny({ questionId: ESSAY_MESSAGES.markQuestion })!;
      const answers = (result['answers'] ?? {}) as Record<string, string>;
      if (!answers[question.id]?.trim()) return invalidIfAny({ questionId: ESSAY_MESSAGES.markUnanswered })!;
      const comment = typeof body.comment === 'string' ? body.comment.trim() : '';
      const marks = {
        ...(result['marks'] as EssayMarks | undefined),
        [question.id]: { correct: body.correct === true, comment, marked_at: new Date().toISOString() },
      };
      const scored = scoreAnswers(questions, answers, marks);
      Object.assign(result, { marks, score: scored.score ?? 0, correct_answers: scored.correct, awaiting_marking: scored.awaiting });
      return HttpResponse.json(reviewOf(db, result));
    }),
  ];
}
