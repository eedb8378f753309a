import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIME_LIMIT } from './constants.ts';
import { childMinutes, optionLetter, secondsLeft, timerThresholds, timerTone, timerWarning } from './quiz-timer.ts';

const thirty = timerThresholds(30);
const five = timerThresholds(5);

describe('the quiz timer (SPEC.md section 9)', () => {
  it('on a quiz of 30 minutes or more is red under 300 seconds, yellow under 600, otherwise green', () => {
    expect([1800, 600, 599, 300, 299, 0].map((s) => timerTone(s, thirty))).toEqual(['green', 'green', 'yellow', 'yellow', 'red', 'red']);
    expect(timerThresholds(180)).toEqual(thirty);
  });

  it("on a quiz of 30 minutes or more warns in SPEC's minutes: 10 under 600 seconds, then 5 under 300", () => {
    expect([600, 599, 300, 299].map((s) => timerWarning(s, thirty))).toEqual([
      null,
      { level: 'soon', minutes: 10 },
      { level: 'soon', minutes: 10 },
      { level: 'last', minutes: 5 },
    ]);
  });

  it('on a shorter quiz warns at a third and a sixth of its time, never from its first second', () => {
    expect(five).toEqual({ soon: 100, last: 50 });
    expect(timerWarning(300, five)).toBeNull();
    expect(timerTone(300, five)).toBe('green');
    expect(timerWarning(99, five)).toEqual({ level: 'soon', minutes: 2 });
    expect(timerTone(99, five)).toBe('yellow');
    expect(timerWarning(49, five)).toEqual({ level: 'last', minutes: 1 });
    expect(timerTone(49, five)).toBe('red');
    expect(timerThresholds(15)).toEqual({ soon: 300, last: 150 });
    expect(timerWarning(299, timerThresholds(15))).toEqual({ level: 'soon', minutes: 5 });
    expect(timerWarning(149, timerThresholds(15))).toEqual({ level: 'last', minutes: 3 });
  });

  it('for any time limit and time allowance: no warning at the start, warnings that only grow, and minutes that are true', () => {
    const allowances = fc.constantFrom('standard', 'extra_half', 'double');
    const limits = fc.integer({ min: TIME_LIMIT.min, max: TIME_LIMIT.max });
    fc.assert(
      fc.property(limits, allowances, fc.integer({ min: 0, max: 180 * 60 * 2 }), (limit, allowance, seconds) => {
        const thresholds = timerThresholds(limit);
        const own = Math.round(childMinutes(limit, allowance)! * 60);
        expect(timerWarning(own, thresholds)).toBeNull();
        expect(timerTone(own, thresholds)).toBe('green');
        // "Less than N minutes" is true whenever it is said.
        expect(seconds).toBeLessThan((timerWarning(seconds, thresholds)?.minutes ?? Number.POSITIVE_INFINITY) * 60);
        const rank = (s: number) => ({ none: 0, soon: 1, last: 2 })[timerWarning(s, thresholds)?.level ?? 'none'];
        expect(rank(Math.max(0, seconds - 1))).toBeGreaterThanOrEqual(rank(seconds));
        expect(timerWarning(0, thresholds)?.level).toBe('last');
      }),
    );
  });

  it("counts on the server's clock, never below zero", () => {
    const serverTime = '2026-01-10T12:00:00.000Z';
    expect(secondsLeft('2026-01-10T12:30:00.000Z', serverTime, 0)).toBe(1800);
    expect(secondsLeft('2026-01-10T12:30:00.000Z', serverTime, 1500)).toBe(1799);
    expect(secondsLeft('2026-01-10T12:30:00.000Z', serverTime, 3_600_000)).toBe(0);
  });

  it('letters options in the order they are shown', () => {
    expect([0, 1, 2, 5].map(optionLetter)).toEqual(['A', 'B', 'C', 'F']);
  });
});

describe("a child's own time", () => {
  it('is the time limit times the allowance, or none for an untimed child', () => {
    expect(childMinutes(30, 'extra_half')).toBe(45);
    expect(childMinutes(15, 'extra_half')).toBe(22.5);
    expect(childMinutes(30, 'double')).toBe(60);
    expect(childMinutes(30, 'standard')).toBe(30);
    expect(childMinutes(30, '')).toBe(30);
    expect(childMinutes(30, 'toString')).toBe(30);
    expect(childMinutes(30, 'untimed')).toBeNull();
  });
});
