// How well a child knows each skill and topic: Bayesian Knowledge Tracing (Corbett and Anderson,
// 1995) with a guess and a slip per question (KT-IDEM, Pardos and Heffernan, 2011), read as four
// levels that a single answer cannot flip back and forth. Computed by the server at each submit and
// stored per child and skill; the screens only name the levels. docs/learning.md explains it for parents.

export const MASTERY_LEVELS = ['not_started', 'practising', 'nearly_there', 'mastered'] as const;
export type MasteryLevel = (typeof MASTERY_LEVELS)[number];

export const MASTERY_LEVEL_LABELS: Record<MasteryLevel, string> = {
  not_started: 'Not started',
  practising: 'Practising',
  nearly_there: 'Nearly there',
  mastered: 'Mastered',
};

/** The model's parameters (docs/learning.md). */
export const MASTERY_MODEL = {
  /** The chance a child already knows a skill before their first answer on it. */
  initialKnown: 0.2,
  /** The chance of learning the skill at each answer (the question, its explanation, the results). */
  learn: 0.15,
  /** A lucky right answer, by how the question is answered: one of two, one of n options, or typed. */
  guess: { trueFalse: 0.5, typed: 0.05, matching: 0.05, choiceMax: 0.34 },
  /** An easier question is easier to guess: this share of what is left to guess is added. */
  easierGuess: { beginner: 0.2, intermediate: 0.1, advanced: 0 },
  /** A slip (a wrong answer from a child who knows it) is likelier on a harder question. */
  slip: { beginner: 0.1, intermediate: 0.15, advanced: 0.2 },
  /** Where a level starts, and where it is left (lower: one answer does not flip a level back and forth). */
  nearlyThere: { enter: 0.7, leave: 0.4 },
  mastered: { enter: 0.95, leave: 0.7 },
  /** Mastered only with answers on this many different days: what is learnt once is not yet kept. */
  masteredDays: 2,
} as const;

export type MasteryQuestion = { type?: string; difficulty?: string; optionCount?: number };

export type SkillState = {
  /** The chance the child knows the skill, 0 to 1. */
  known: number;
  level: MasteryLevel;
  answers: number;
  right: number;
  /** Different days (UTC) with an answer on the skill, and the last of them ('YYYY-MM-DD'). */
  days: number;
  lastDay: string;
};

export const emptySkill = (): SkillState => ({
  known: MASTERY_MODEL.initialKnown,
  level: 'not_started',
  answers: 0,
  right: 0,
  days: 0,
  lastDay: '',
});

const difficultyOf = (difficulty: string | undefined): 'beginner' | 'intermediate' | 'advanced' =>
  difficulty === 'intermediate' || difficulty === 'advanced' ? difficulty : 'beginner';

/** The chance of a right answer without knowing the skill. */
export function guessOf(question: MasteryQuestion): number {
  const { guess, easierGuess } = MASTERY_MODEL;
  let base: number;
  if (question.type === 'true_false') base = guess.trueFalse;
  else if (question.type === 'matching') base = guess.matching;
  else if (question.type === 'fill_blank' || question.type === 'short_answer') base = guess.typed;
  else base = Math.min(guess.choiceMax, 1 / Math.max(2, question.optionCount ?? 4));
  return base + (1 - base) * easierGuess[difficultyOf(question.difficulty)];
}

export const slipOf = (question: MasteryQuestion): number => MASTERY_MODEL.slip[difficultyOf(question.difficulty)];

/** The level for a chance of knowing, from the level before (entering a level asks more than staying in it). */
export function masteryLevelFor(known: number, days: number, before: MasteryLevel): MasteryLevel {
  const { nearlyThere, mastered, masteredDays } = MASTERY_MODEL;
  const rank = MASTERY_LEVELS.indexOf(before);
  if (known >= mastered.enter && days >= masteredDays) return 'mastered';
  if (rank >= 3 && known >= mastered.leave) return 'mastered';
  if (known >= nearlyThere.enter) return 'nearly_there';
  if (rank >= 2 && known >= nearlyThere.leave) return 'nearly_there';
  return 'practising';
}

/** The skill after one answer on `day` ('YYYY-MM-DD'): Bayes' rule on the answer, then the chance of learning. */
export function answerSkill(state: SkillState, question: MasteryQuestion, right: boolean, day: string): SkillState {
  const guess = guessOf(question);
  const slip = slipOf(question);
  const known = state.known;
  const seen = right
    ? (known * (1 - slip)) / (known * (1 - slip) + (1 - known) * guess)
    : (known * slip) / (known * slip + (1 - known) * (1 - guess));
  const after = seen + (1 - seen) * MASTERY_MODEL.learn;
  const days = day === state.lastDay ? state.days : state.days + 1;
  return {
    known: after,
    level: masteryLevelFor(after, days, state.level),
    answers: state.answers + 1,
    right: state.right + (right ? 1 : 0),
    days,
    lastDay: day > state.lastDay ? day : state.lastDay,
  };
}

/** The UTC day of an instant, as skills count days. */
export const masteryDay = (when: Date): string => when.toISOString().slice(0, 10);
