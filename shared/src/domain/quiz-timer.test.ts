import { describe, expect, it } from 'vitest';
import { childMinutes, optionLetter, secondsLeft, timerTone, timerWarning } from './quiz-timer.ts';

describe('the quiz timer (SPEC.md section 9)', () => {
  it('is red under 300 seconds, yellow under 600, otherwise green', () => {
    expect([1800, 600, 599, 300, 299, 0].map(timerTone)).toEqual(['green', 'green', 'yellow', 'yellow', 'red', 'red']);
  });

  it('warns under 600 seconds, then under 300', () => {
    expect([600, 599, 300, 299].map(timerWarning)).toEqual([null, 'tenMinutes', 'tenMinutes', 'fiveMinutes']);
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
