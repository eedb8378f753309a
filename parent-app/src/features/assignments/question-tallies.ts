import type { ReviewedQuestion } from 'shared/api';

export type QuestionTally = { id: string; text: string; right: number; total: number };

/**
 * For each question, in the order served, how many of the reviewed results got it right; an essay still
 * waiting for the parent's mark counts in neither (it is not wrong yet).
 */
export function questionTallies(reviews: ReadonlyArray<readonly ReviewedQuestion[]>): QuestionTally[] {
  const tallies = new Map<string, QuestionTally>();
  for (const details of reviews) {
    for (const question of details) {
      const tally = tallies.get(question.id) ?? { id: question.id, text: question.text, right: 0, total: 0 };
      tallies.set(question.id, tally);
      if (question.awaitingMarking) continue;
      tally.total += 1;
      if (question.isCorrect) tally.right += 1;
      tallies.set(question.id, tally);
    }
  }
  return [...tallies.values()];
}
