import { describe, expect, it } from 'vitest';
import { capitalised, formatCount, formatDate } from './format.ts';

const enGB = (date: Date) => date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

describe('formatDate', () => {
  it("reads PocketBase's dates and ISO dates alike, and says nothing for no date", () => {
    expect(formatDate('2026-01-10 12:00:00.000Z')).toBe('10 Jan 2026');
    expect(formatDate('2026-03-02T12:00:00.000Z')).toBe('2 Mar 2026');
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('writes every month as en-GB does, in the local time zone', () => {
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(2026, month, 28, 23, 30);
      expect(formatDate(date.toISOString())).toBe(enGB(date));
    }
  });
});

describe('formatCount', () => {
  it('separates thousands as en-GB does', () => {
    for (const value of [0, 7, 999, 1000, 12345, 999999, 1234567, -4321]) {
      expect(formatCount(value)).toBe(value.toLocaleString('en-GB'));
    }
  });
});

describe('capitalised', () => {
  it('starts a word with a capital, as a label does', () => {
    expect(['beginner', 'Advanced', 'e', ''].map(capitalised)).toEqual(['Beginner', 'Advanced', 'E', '']);
  });
});
