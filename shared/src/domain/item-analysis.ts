// What the creator's analytics say about a question and a set, from submitted quizzes. The server
// works the figures out (backend/pb_hooks/lib/creator-insights.js, with discriminationIndexOfCounts from
// the bundle of these rules, lib/domain.js); the screens show them.

/** A discrimination index says little about a question answered fewer times than this. */
export const DISCRIMINATION_MIN_ANSWERS = 10;
/** The share of children, by quiz score, in the upper and in the lower group. */
export const DISCRIMINATION_GROUP_SHARE = 0.27;

export interface AnswerOutcome {
  /** The score (percent) of the quiz the answer was part of. */
  score: number;
  correct: boolean;
}

/** Answers of the same quiz score and outcome, counted together (as the server keeps them). */
export interface AnswerOutcomes extends AnswerOutcome {
  count: number;
}

/**
 * The classic upper-lower index: the share of the best-scoring 27% of children who answered
 * the question correctly, minus that share of the lowest-scoring 27%, from -1 to 1 (two decimals).
 * Near 0 or below, the question does not tell children who know the topic from those who do not.
 * Null under DISCRIMINATION_MIN_ANSWERS answers.
 */
export function discriminationIndex(outcomes: readonly AnswerOutcome[]): number | null {
  return discriminationIndexOfCounts(outcomes.map((outcome) => ({ ...outcome, count: 1 })));
}

/** discriminationIndex over counted outcomes, without listing every answer. */
export function discriminationIndexOfCounts(groups: readonly AnswerOutcomes[]): number | null {
  const total = groups.reduce((sum, group) => sum + group.count, 0);
  if (total < DISCRIMINATION_MIN_ANSWERS) return null;
  // Ties are ordered wrong answers first, so that the index never depends on how a sort orders equal scores.
  const ranked = groups.toSorted((a, b) => b.score - a.score || Number(a.correct) - Number(b.correct));
  const size = Math.max(1, Math.round(total * DISCRIMINATION_GROUP_SHARE));
  /** How many of the first `size` answers of the groups, in their order, were right. */
  const rightAmongFirst = (ordered: readonly AnswerOutcomes[]) => {
    let left = size;
    let right = 0;
    for (const group of ordered) {
      const taken = Math.min(left, group.count);
      if (group.correct) right += taken;
      left -= taken;
      if (left === 0) break;
    }
    return right;
  };
  return Math.round(((rightAmongFirst(ranked) - rightAmongFirst(ranked.toReversed())) / size) * 100) / 100;
}

export interface QuestionAnalytics {
  id: string;
  text: string;
  subject: string;
  grade: string;
  status: string;
  type: string;
  /** Each option with how many times children picked it. */
  options: Array<{ id: string; text: string; isCorrect: boolean; picked: number }>;
  /** Times children answered the question in submitted quizzes. */
  answered: number;
  correct: number;
  discrimination: number | null;
}

export interface SetAnalytics {
  id: string;
  title: string;
  subject: string;
  grade: string;
  status: string;
  /** Submitted quizzes that held the set. */
  completions: number;
  /** The mean score (percent) on the set's own questions in those quizzes; null without any. */
  averageScore: number | null;
}

/** The answer of `GET /api/creator/analytics`: the signed-in creator's answered questions and their sets. */
export interface CreatorAnalytics {
  questions: QuestionAnalytics[];
  sets: SetAnalytics[];
}

/** The answer of `GET /api/creator/overview`: the dashboard's four tiles. */
export interface CreatorOverview {
  totalQuestions: number;
  published: number;
  questionSets: number;
  /** Answers children gave to the creator's questions in submitted quizzes. */
  totalUsage: number;
}
