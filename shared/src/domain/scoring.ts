// Scoring (docs/product.md, "Scoring and points"). The server scores with the same functions (backend/pb_hooks/lib/domain.js, bundled from here).
import { CHOICE_QUESTION_TYPES } from './constants.ts';
import { isMatchingCorrect } from './matching.ts';
import { essayVerdict, isEssay, type EssayMark, type EssayMarks } from './essays.ts';
import { isTypedAnswerCorrect } from './typed-answers.ts';

export const POINTS_PER_PERCENT = 2;
export const ACHIEVEMENT_SCORE = 90;

export type QuizQuestion = {
  id: string;
  type?: string;
  /** The question's words: a typed answer may carry the unit or noun they count (typed-answers.ts). */
  text?: string;
  /** Typed answers: only the key's spelling is right (typed-answers.ts, nearMissAllowed). */
  exactSpelling?: boolean;
  options?: ReadonlyArray<{ id: string; isCorrect?: boolean; match?: string; matchId?: string }>;
  correctAnswer?: string;
};

/** Percent of correct answers, rounded. */
export function scorePercent(correct: number, total: number): number {
  return total ? Math.round((correct / total) * 100) : 0;
}

/** A review holds at most this many of the child's due questions, the most overdue first. */
export const REVIEW_QUESTIONS_MAX = 10;

/** A review's points: a quiz's for its score, in proportion to its questions out of a full review. */
export function reviewPoints(score: number, questions: number): number {
  return Math.round((pointsForScore(score) * Math.min(Math.max(questions, 0), REVIEW_QUESTIONS_MAX)) / REVIEW_QUESTIONS_MAX);
}

export function pointsForScore(score: number): number {
  return score * POINTS_PER_PERCENT;
}

export type ScoreBand = { label: string; color: 'green' | 'blue' | 'yellow' | 'red'; badge: 'default' | 'secondary' | 'destructive' };

export function scoreBand(score: number): ScoreBand {
  if (score >= 90) return { label: 'Excellent!', color: 'green', badge: 'default' };
  if (score >= 75) return { label: 'Good Job!', color: 'blue', badge: 'secondary' };
  if (score >= 60) return { label: 'Keep Practicing!', color: 'yellow', badge: 'destructive' };
  return { label: 'Need More Practice', color: 'red', badge: 'destructive' };
}

/** Answered by choosing one of the options (multiple choice, true/false; a question without a type is multiple choice). */
export const isChoiceType = (type: string | undefined) => !type || CHOICE_QUESTION_TYPES.some((choice) => choice === type);

/**
 * The score with essays: correct / (questions − essays waiting for marking) × 100, rounded. A
 * marked essay counts as right or wrong like any question. null while every question waits for
 * marking: there is no score yet (the result says "Waiting for marking").
 */
export function scoreOf(correct: number, total: number, awaiting = 0): number | null {
  if (total > 0 && awaiting >= total) return null;
  return scorePercent(correct, total - awaiting);
}

/**
 * A choice question (multiple choice, true/false) by the option id chosen; matching pair by pair (matching.ts); the typed
 * ones by their key (typed-answers.ts). An essay no machine marks: never right here.
 */
export function isAnswerCorrect(question: QuizQuestion, answer: unknown): boolean {
  if (answer == null || answer === '' || isEssay(question.type)) return false;
  if (question.type === 'matching') return isMatchingCorrect(question.options, answer);
  if (isChoiceType(question.type)) {
    return (question.options ?? []).some((option) => option.id === answer && option.isCorrect === true);
  }
  return isTypedAnswerCorrect(question, answer);
}

/** Right (true), wrong (false), or waiting for the parent's marking (null: an essay written and not marked yet). */
export function verdictOf(question: QuizQuestion, answer: unknown, mark?: EssayMark): boolean | null {
  return isEssay(question.type) ? essayVerdict(answer, mark) : isAnswerCorrect(question, answer);
}

/** `marks`: the parent's marks of the essays (essays.ts); an essay written and not yet marked is `awaiting`. */
export function scoreAnswers(questions: readonly QuizQuestion[], answers: Readonly<Record<string, unknown>>, marks: EssayMarks = {}) {
  let correct = 0;
  let awaiting = 0;
  for (const question of questions) {
    const verdict = verdictOf(question, answers[question.id], marks[question.id]);
    if (verdict === null) awaiting += 1;
    else if (verdict) correct += 1;
  }
  const score = scoreOf(correct, questions.length, awaiting);
  return { correct, total: questions.length, awaiting, score, points: pointsForScore(score ?? 0) };
}
