// When each question a child has answered comes back for review: FSRS (the Free Spaced Repetition
// Scheduler), through ts-fsrs, the same code in the browser's tests and in PocketBase's hooks (the
// domain bundle). docs/learning.md says why FSRS and with which parameters.
import { createEmptyCard, fsrs, generatorParameters, Rating, State, type Card } from 'ts-fsrs';

/** FSRS's own weights (trained on millions of reviews); what is ours is the target and the longest gap. */
export const REVIEW_SCHEDULE = {
  /** Ask again when the chance of remembering has fallen to 90%. */
  requestRetention: 0.9,
  /** A school year: a question known for good still comes back within one. */
  maximumIntervalDays: 365,
} as const;

const scheduler = fsrs(
  generatorParameters({
    request_retention: REVIEW_SCHEDULE.requestRetention,
    maximum_interval: REVIEW_SCHEDULE.maximumIntervalDays,
    // Reviews come as quizzes, at most a few a day: no minute-long learning steps, and the same
    // question twice in one day does not count as remembering it over a day.
    enable_short_term: false,
    // The same answers always give the same date: a parent and the tests can follow it.
    enable_fuzz: false,
  }),
);

/** A question's schedule for one child, as stored (review_cards): dates as ISO strings. */
export type ReviewCard = {
  due: string;
  stability: number;
  difficulty: number;
  reps: number;
  lapses: number;
  /** FSRS's state: 0 new, 1 learning, 2 review, 3 relearning. */
  state: number;
  scheduledDays: number;
  lastReview: string;
  /** The last answer was right: a wrong one makes the question one of "your mistakes". */
  lastRight: boolean;
};

function toFsrs(card: ReviewCard | null, now: Date): Card {
  if (!card) return createEmptyCard(now);
  return {
    due: new Date(card.due),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: 0,
    scheduled_days: card.scheduledDays,
    learning_steps: 0,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state as State,
    last_review: card.lastReview ? new Date(card.lastReview) : undefined,
  };
}

/**
 * The schedule after one answer: right is FSRS's Good, wrong its Again. A question answered wrong is
 * due at once, whatever FSRS would wait, so that right after a quiz the child can practise it; its
 * memory state (stability, difficulty, lapses) is FSRS's all the same.
 */
export function scheduleAnswer(card: ReviewCard | null, right: boolean, at: Date | string): ReviewCard {
  const now = new Date(at);
  const next = scheduler.next(toFsrs(card, now), now, right ? Rating.Good : Rating.Again).card;
  return {
    due: (right ? next.due : now).toISOString(),
    stability: next.stability,
    difficulty: next.difficulty,
    reps: next.reps,
    lapses: next.lapses,
    state: next.state,
    scheduledDays: next.scheduled_days,
    lastReview: now.toISOString(),
    lastRight: right,
  };
}

/** FSRS's chance that the child still remembers the answer at `when` (1 right after an answer). */
export function recallChance(card: ReviewCard, at: Date | string): number {
  const when = new Date(at);
  return scheduler.get_retrievability(toFsrs(card, when), when, false);
}
