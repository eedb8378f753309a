// What one submitted quiz adds to its creators' tallies, from the questions as served and the answers
// given: pure, so that a result as it is written and a recount of every result count alike.
import { isAnswerCorrect, isEssay, scorePercent, wrongAnswerTexts, type QuizQuestion, type TalliedQuestion } from '../domain.ts';

/** A question as a quiz served it, with `sets`: the sets of the assignment it stands for. */
export type ServedQuestion = QuizQuestion & TalliedQuestion & { sets?: string[] };

export interface AnswerCount {
  question: string;
  /** The option picked; '' for a typed answer, which is counted by its outcome only. */
  option: string;
  score: number;
  correct: boolean;
}

export interface Counts {
  answers: AnswerCount[];
  sets: Array<{ set: string; score: number }>;
  wrong: Array<{ question: string; answer: string }>;
}

/**
 * `score`: the quiz's. `answeredBefore`: the questions the child's family had answered in an earlier quiz; a
 * wrong answer counts only when it is the family's first answer to the question, so that no family makes an
 * answer common alone: by retaking, by meeting the question again in another assignment or set, by a brother
 * or sister's answer, or by a child deleted and added again.
 */
export function countsOf(
  served: readonly ServedQuestion[],
  answers: Readonly<Record<string, unknown>>,
  score: number,
  answeredBefore: ReadonlySet<string> = new Set(),
): Counts {
  const answered: AnswerCount[] = [];
  const wrong: Counts['wrong'] = [];
  const sets: Record<string, { right: number; total: number }> = {};
  for (const question of served) {
    // An essay is marked by a parent, not by the server: no creator's figure counts it.
    if (isEssay(question.type)) continue;
    const given = answers[question.id];
    const right = isAnswerCorrect(question, given);
    if (given != null && given !== '') {
      const isOption = (question.options ?? []).some((option) => option.id === given);
      answered.push({ question: question.id, option: isOption ? String(given) : '', score, correct: right });
      if (!right && !isOption && !answeredBefore.has(question.id)) {
        for (const answer of wrongAnswerTexts(question, given)) wrong.push({ question: question.id, answer });
      }
    }
    for (const set of question.sets ?? []) {
      const tally = (sets[set] ??= { right: 0, total: 0 });
      tally.total += 1;
      if (right) tally.right += 1;
    }
  }
  return {
    answers: answered,
    sets: Object.entries(sets).map(([set, tally]) => ({ set, score: scorePercent(tally.right, tally.total) })),
    wrong,
  };
}

/** A result's wrong answers by question: each question's texts, as they were counted. */
export function wrongByQuestion(wrong: Counts['wrong']): Map<string, string[]> {
  const byQuestion = new Map<string, string[]>();
  for (const row of wrong) byQuestion.set(row.question, [...(byQuestion.get(row.question) ?? []), row.answer]);
  return byQuestion;
}
