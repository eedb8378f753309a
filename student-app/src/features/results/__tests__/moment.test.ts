import { describe, expect, it } from 'vitest';
import { earnedBy, momentOf } from '../moment.ts';

const moment = (score: number, more: Partial<Parameters<typeof momentOf>[0]> = {}) =>
  momentOf({ score, personalBest: false, timeUp: false, waiting: false, ...more });
/** Noon of a day in the device's time zone. */
const day = (n: number) => new Date(2026, 0, 10 + n, 12).toISOString();

describe("a finished quiz's moment", () => {
  it('is scaled to how it went: great from 90%, good from 60% or for a personal best, kind below', () => {
    expect([100, 90, 89, 60, 59, 0].map((score) => moment(score))).toEqual(['great', 'great', 'good', 'good', 'kind', 'kind']);
    expect(moment(40, { personalBest: true })).toBe('good');
    expect(moment(0, { waiting: true })).toBe('good');
  });

  it('is kind when the clock ended the quiz, unless the score was great all the same', () => {
    expect(moment(80, { timeUp: true })).toBe('kind');
    expect(moment(95, { timeUp: true })).toBe('great');
  });
});

describe('what a result earned', () => {
  it('the achievements it unlocked, not those earned before, and a streak freeze on the third day in a row', () => {
    const results = [
      { id: 'r1', score: 50, completed_at: day(0), assignment_id: 'a1' },
      { id: 'r2', score: 95, completed_at: day(1), assignment_id: 'a2' },
      { id: 'r3', score: 100, completed_at: day(2), assignment_id: 'a3' },
    ];
    const now = new Date(day(2));
    expect(earnedBy(results.slice(0, 1), 'r1', new Date(day(0)))).toEqual({
      unlocked: [expect.objectContaining({ id: 'first-quiz', title: 'First Quiz' })],
      freezeEarned: false,
    });
    expect(earnedBy(results.slice(0, 2), 'r2', new Date(day(1))).unlocked.map((a) => a.id)).toEqual(['high-score']);
    expect(earnedBy(results, 'r3', now)).toEqual({ unlocked: [expect.objectContaining({ id: 'perfect-score' })], freezeEarned: true });
    expect(earnedBy(results, 'nothere', now)).toEqual({ unlocked: [], freezeEarned: false });
  });
});
