// What is decided once, when an attempt starts, and kept for the attempt: its deadline (the
// assignment's limit times the child's time allowance, or none), the breaks it allows and the order
// of its questions and of each question's options. The allowances are TIME_ALLOWANCES and
// BREAK_ALLOWANCES of shared/src/domain/constants.ts. Pure: the tests run it in Node.
import { BREAK_ALLOWANCES, TIME_ALLOWANCES } from '../domain.ts';

/** An option as the plan reads it: a matching pair's partner and picture, and the ids the plan gives them. */
export interface PlanOption {
  id: string;
  text?: string;
  match?: string;
  image?: string;
  /** Made per attempt for a matching pair's partner. */
  matchId?: string;
  /** Made per attempt for a matching pair's picture. */
  imageId?: string;
}

/** A question as the plan reads it (src/quiz/questions.ts's ServedQuestion, or less in the tests). */
export interface PlanQuestion {
  type?: string;
  options?: PlanOption[];
  image?: string;
  audio?: string;
  imageId?: string;
  audioId?: string;
}

/** A matching question's partners, served apart from their pairs. */
export interface ServedMatch {
  id: string;
  text: string | undefined;
}

/** A question as planned for an attempt: its picture and sound under ids of the attempt, a matching question's partners apart. */
export type Planned<Q extends PlanQuestion> = Q & {
  options: NonNullable<Q['options']>;
  imageId?: string;
  audioId?: string;
  matches?: ServedMatch[];
};

/** A question with its options in the attempt's order. */
type OrderedQuestion = PlanQuestion & { options: PlanOption[] };

const own = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

/**
 * `allowance`: a student's `time_allowance` ('' is standard). Returns the deadline in milliseconds, or
 * null for an untimed attempt.
 */
export function deadlineFor(startMs: number, timeLimitMinutes: number, allowance: string): number | null {
  const factor = own(TIME_ALLOWANCES, allowance) ? TIME_ALLOWANCES[allowance as keyof typeof TIME_ALLOWANCES] : 1;
  if (factor === null) return null;
  return startMs + Math.round(timeLimitMinutes * 60 * factor) * 1000;
}

/** How many breaks a new attempt allows: the child's allowance (`breaks`, '' is one); none without a deadline. */
export function breaksFor(breaks: string, deadline: number | null): number {
  if (deadline === null) return 0;
  return own(BREAK_ALLOWANCES, breaks) ? BREAK_ALLOWANCES[breaks as keyof typeof BREAK_ALLOWANCES] : BREAK_ALLOWANCES.one;
}

/** A shuffled copy (Fisher-Yates); `random` in [0, 1). */
function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = items.slice();
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/**
 * The questions in a new order, each with its options in a new order (a true/false question's stay True,
 * False). Options keep their ids, so answers and scoring (by option id) do not depend on the order; the
 * letters a child sees follow it. `newId`: a matching partner's and a picture's id.
 */
export function shuffleQuestions<Q extends PlanQuestion>(
  questions: readonly Q[],
  random: () => number = Math.random,
  newId?: () => string,
): Array<Planned<Q>> {
  const madeId = newId ?? randomId(random);
  return shuffled(questions, random).map((question) => {
    // True comes before False, always: a child of six reads them in that order.
    const options = question.type === 'true_false' ? (question.options ?? []) : shuffled(question.options ?? [], random);
    // Copies of the question and its options, every field kept: what was a Q still is one.
    return withMatches(withMediaIds({ ...question, options }, madeId), random, madeId) as Planned<Q>;
  });
}

/** Ids of 10 letters and digits drawn with `random` (the hooks pass PocketBase's secure ids instead). */
function randomId(random: () => number): () => string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return () => {
    let id = '';
    for (let i = 0; i < 10; i += 1) id += alphabet[Math.floor(random() * alphabet.length)];
    return id;
  };
}

/**
 * A question's own picture and sound get ids of this attempt (`imageId`, `audioId`): the quiz serves them
 * under those (src/quiz/media.ts), never under their file names, which their author chose and which could
 * say the answer (`the_answer_is_dog.png`).
 */
function withMediaIds(question: OrderedQuestion, madeId: () => string): OrderedQuestion {
  const served = { ...question };
  delete served.imageId;
  delete served.audioId;
  if (question.image) served.imageId = madeId();
  if (question.audio) served.audioId = madeId();
  return served;
}

/**
 * A matching question's partners, for this attempt: each pair's partner gets an id made here (`matchId`,
 * kept with the served question) and the partners are served apart, in an order of their own (`matches`),
 * so that neither their order nor their ids pair them before the child has submitted. A pair's picture
 * gets one too (`imageId`): the quiz serves it under that id, not under its file name (src/quiz/media.ts).
 */
function withMatches(question: OrderedQuestion, random: () => number, madeId: () => string): OrderedQuestion & { matches?: ServedMatch[] } {
  if (question.type !== 'matching') return question;
  const options = question.options.map((option) => {
    // Only ids made here: none an author wrote into the pair (the rules refuse them, src/domain.ts).
    const served: PlanOption & { matchId: string } = { ...option, matchId: madeId() };
    delete served.imageId;
    if (option.image) served.imageId = madeId();
    return served;
  });
  const matches = shuffled(
    options.map((option) => ({ id: option.matchId, text: option.match })),
    random,
  );
  return { ...question, options, matches };
}
