// What the creator's analytics say about a question and a set, from submitted quizzes. The server
// works the figures out (backend/pb_hooks/lib/creator-insights.js, with discriminationIndexOfCounts and
// wrongAnswerTexts from the bundle of these rules, lib/domain.js); the screens show them.
import { pairLeftLabel } from './matching.ts';
import { isAnswerCorrect } from './scoring.ts';
import { isTypedType, normaliseTyped, readBlanks } from './typed-answers.ts';

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

/** How many of a question's most common wrong answers (typed) or confused pairs (matching) the analytics show. */
export const WRONG_ANSWERS_SHOWN = 5;
/**
 * A wrong answer is shown to its creator only once this many children's first answers to the question gave it:
 * what one child types (a name, an address, a rude word) never reaches a stranger's screen, and no one child can
 * make an answer the most common by retaking a quiz or meeting the question again (only a first answer counts).
 */
export const WRONG_ANSWER_SHOWN_FROM = 3;
/**
 * How many different wrong answers the server keeps per question: the most common ones, so that a child
 * typing thousands of different answers grows nothing past this. Counts are exact while a question has
 * fewer different wrong answers; past it, a new one takes the place of the least common (Space-Saving),
 * so any answer given more often than one in WRONG_ANSWERS_KEPT stays, its count at most that many too high.
 */
export const WRONG_ANSWERS_KEPT = 20;
/** A kept wrong answer's length, in characters (the tally column's size); longer ones are cut. */
export const WRONG_ANSWER_MAX = 50;

/** A served question as the tallies read it: a matching question's options carry the right text (`match`) and its opaque id (`matchId`). */
export interface TalliedQuestion {
  id: string;
  type?: string;
  options?: ReadonlyArray<{ id: string; text?: string; isCorrect?: boolean; match?: string; matchId?: string; alt?: string }>;
  correctAnswer?: string;
}

const cut = (text: string) => Array.from(text).slice(0, WRONG_ANSWER_MAX).join('');

/** A matching answer as sent: a JSON object of left id to the matchId picked; an empty object for anything else. */
function readPairs(answer: unknown): Record<string, unknown> {
  if (typeof answer !== 'string' || !answer.startsWith('{')) return {};
  try {
    const pairs: unknown = JSON.parse(answer);
    return pairs && typeof pairs === 'object' && !Array.isArray(pairs) ? (pairs as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Whether a question of this type has wrong answers to count (typed and matching ones: a choice question's are its options' picks). */
export function keepsWrongAnswers(type: unknown): boolean {
  return type === 'matching' || isTypedType(type);
}

/**
 * What a wrong answer is tallied as, for the analytics' most common wrong answers: a typed answer as
 * normaliseTyped reads it (a fill-in's blanks joined with `; `), a matching answer as each pair it got
 * wrong, `left -> the right text picked`; each cut to WRONG_ANSWER_MAX. Nothing for a right answer, a
 * blank one, or a choice question (its options' picks say it).
 */
export function wrongAnswerTexts(question: TalliedQuestion, answer: unknown): string[] {
  if (answer == null || answer === '') return [];
  if (question.type === 'matching') {
    const options = question.options ?? [];
    const pairs = readPairs(answer);
    return options.flatMap((option) => {
      const picked = pairs[option.id];
      if (typeof picked !== 'string' || picked === option.matchId) return [];
      const partner = options.find((other) => other.matchId !== undefined && other.matchId === picked);
      // A picture on the left is named by its words (its alt text).
      return partner ? [cut(`${pairLeftLabel(option)} -> ${partner.match ?? ''}`)] : [];
    });
  }
  if (!isTypedType(question.type) || isAnswerCorrect(question, answer)) return [];
  const text = question.type === 'fill_blank' ? readBlanks(answer).map(normaliseTyped).join('; ') : normaliseTyped(answer);
  return text.replace(/[;\s]+/g, '') ? [cut(text)] : [];
}

export interface QuestionAnalytics {
  id: string;
  text: string;
  subject: string;
  grade: string;
  status: string;
  type: string;
  /** Each option with how many times children picked it (choice questions). */
  options: Array<{ id: string; text: string; isCorrect: boolean; picked: number }>;
  /**
   * The most common wrong answers, most common first, at most WRONG_ANSWERS_SHOWN: typed as wrongAnswerTexts
   * writes them (fill-in, short answer), or the pairs most often confused (matching); empty for choice questions.
   */
  wrongAnswers: Array<{ answer: string; count: number }>;
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
