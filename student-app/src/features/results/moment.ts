import { achievements, ACHIEVEMENT_SCORE, scoreBand, streakWithFreezes, type Achievement, type ResultLike } from 'shared';

/** How a finished quiz went, for its moment: a cheer, a smile, or kind words and another go. */
export type Moment = 'great' | 'good' | 'kind';

/**
 * The moment of a finished quiz, scaled to how it went: great from the achievement score (90%), good
 * from its "Keep Practicing!" band (60%), for a new personal best, or while an essay waits for marking;
 * otherwise kind (below 60%, or the clock ran out), never a scolding.
 */
export function momentOf({
  score,
  personalBest,
  timeUp,
  waiting,
}: {
  score: number;
  personalBest: boolean;
  timeUp: boolean;
  waiting: boolean;
}): Moment {
  if (waiting) return 'good';
  if (score >= ACHIEVEMENT_SCORE) return 'great';
  if (timeUp) return 'kind';
  return personalBest || scoreBand(score).color !== 'red' ? 'good' : 'kind';
}

/**
 * What the latest result earned: the achievements it unlocked (earned by it, not before) and whether it
 * earned a streak freeze. `results` are all the child's results, the latest among them.
 */
export function earnedBy<R extends ResultLike & { id: string }>(
  results: readonly R[],
  latestId: string,
  now: Date = new Date(),
): { unlocked: Achievement[]; freezeEarned: boolean } {
  const latest = results.find((result) => result.id === latestId);
  if (!latest) return { unlocked: [], freezeEarned: false };
  const before = results.filter((result) => result.id !== latestId);
  const earnedBefore = new Set(
    achievements(before)
      .filter((achievement) => achievement.earnedAt !== null)
      .map((achievement) => achievement.id),
  );
  const unlocked = achievements(results).filter((achievement) => achievement.earnedAt !== null && !earnedBefore.has(achievement.id));
  return { unlocked, freezeEarned: streakWithFreezes(results, now).freezes > streakWithFreezes(before, now).freezes };
}
