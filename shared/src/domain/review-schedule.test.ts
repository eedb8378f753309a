import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recallChance, REVIEW_SCHEDULE, scheduleAnswer, type ReviewCard } from './review-schedule.ts';

const DAY = 86_400_000;
const start = new Date('2026-10-05T16:00:00Z');
const daysAfter = (card: ReviewCard, from: Date) => (Date.parse(card.due) - from.getTime()) / DAY;

describe('the review schedule', () => {
  it('brings a question answered wrong back at once', () => {
    const card = scheduleAnswer(null, false, start);
    expect(card.due).toBe(start.toISOString());
    expect(card.lastRight).toBe(false);
    expect(card.lapses).toBe(0);
  });

  it('waits days after a right answer, longer after each right answer on a later day', () => {
    let when = start;
    let card = scheduleAnswer(null, true, when);
    let gap = daysAfter(card, when);
    expect(gap).toBeGreaterThanOrEqual(1);
    for (let i = 0; i < 3; i += 1) {
      when = new Date(card.due);
      card = scheduleAnswer(card, true, when);
      const next = daysAfter(card, when);
      expect(next).toBeGreaterThan(gap);
      gap = next;
    }
    expect(gap).toBeLessThan(REVIEW_SCHEDULE.maximumIntervalDays);
  });

  it('a mistake practised right comes back later, sooner than a question never missed', () => {
    const missed = scheduleAnswer(null, false, start);
    const practised = scheduleAnswer(missed, true, new Date(start.getTime() + 60_000));
    const known = scheduleAnswer(null, true, start);
    expect(Date.parse(practised.due)).toBeGreaterThan(start.getTime() + 60_000);
    expect(practised.stability).toBeLessThan(known.stability);
  });

  it('a slip after a long run shortens the next gap and counts a lapse', () => {
    let when = start;
    let card = scheduleAnswer(null, true, when);
    for (let i = 0; i < 4; i += 1) {
      when = new Date(card.due);
      card = scheduleAnswer(card, true, when);
    }
    const slip = scheduleAnswer(card, false, new Date(card.due));
    expect(slip.lapses).toBe(1);
    expect(slip.stability).toBeLessThan(card.stability);
    expect(Date.parse(slip.due)).toBe(Date.parse(card.due));
  });

  it('the chance of remembering is 1 right after an answer and falls with time', () => {
    const card = scheduleAnswer(null, true, start);
    const soon = recallChance(card, new Date(start.getTime() + DAY));
    const later = recallChance(card, new Date(start.getTime() + 30 * DAY));
    expect(soon).toBeGreaterThan(later);
    expect(recallChance(card, new Date(card.due))).toBeCloseTo(REVIEW_SCHEDULE.requestRetention, 1);
  });

  it('gives the same date for the same answers', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ right: fc.boolean(), after: fc.integer({ min: 0, max: 40 * DAY }) }), { minLength: 1, maxLength: 12 }),
        (answers) => {
          const run = () => {
            let when = start.getTime();
            let card: ReviewCard | null = null;
            for (const answer of answers) {
              when += answer.after;
              card = scheduleAnswer(card, answer.right, new Date(when));
            }
            return card;
          };
          const card = run()!;
          expect(run()).toEqual(card);
          expect(Date.parse(card.due)).toBeGreaterThanOrEqual(Date.parse(card.lastReview));
          expect(card.reps).toBe(answers.length);
        },
      ),
    );
  });
});
