// What the creator's analytics say about a question and a set, from submitted quizzes. The server
// works the figures out (backend/pb_hooks/lib/creator-insights.js mirrors discriminationIndex;
// backend/test/rules-mirror.test.ts holds the two together); the screens show them.

/** A discrimination index says little about a question answered fewer times than this. */
export const DISCRIMINATION_MIN_ANSWERS = 10;
/** The share of children, by quiz score, in the upper and in the lower group. */
export const DISCRIMINATION_GROUP_SHARE = 0.27;

export interface AnswerOutcome {
  /** The score (percent) of the quiz the answer was part of. */
  score: number;
  correct: boolean;
}

/**
 * The classic upper-lower index: the share of the best-scoring 27% of children who answered
 * the question correctly, minus that share of the lowest-scoring 27%, from -1 to 1 (two decimals).
 * Near 0 or below, the question does not tell children who know the topic from those who do not.
 * Null under DISCRIMINATION_MIN_ANSWERS answers.
 */
export function discriminationIndex(outcomes: readonly AnswerOutcome[]): number | null {
  if (outcomes.length < DISCRIMINATION_MIN_ANSWERS) return null;
  // Ties are ordered wrong answers first, so that the index never depends on how a sort orders equal scores.
  const ranked = outcomes.toSorted((a, b) => b.score - a.score || Number(a.correct) - Number(b.correct));
  const size = Math.max(1, Math.round(ranked.length * DISCRIMINATION_GROUP_SHARE));
  const share = (group: readonly AnswerOutcome[]) => group.filter((o) => o.correct).length / size;
  return Math.round((share(ranked.slice(0, size)) - share(ranked.slice(-size))) * 100) / 100;
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
