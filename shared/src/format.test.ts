import { describe, expect, it } from 'vitest';
import { capitalised, formatCount, formatDate, formatTime, timeAgo } from './format.ts';

const enGB = (date: Date) => date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

describe('formatTime', () => {
  it("writes a time of day on the 24-hour clock with two digits each, as en-GB does, whatever the device's language", () => {
    expect(formatTime(new Date(2026, 10, 26, 18, 4))).toBe('18:04');
    expect(formatTime(new Date(2026, 10, 26, 7, 30))).toBe('07:30');
    expect(formatTime(new Date(2026, 10, 26, 0, 0))).toBe('00:00');
    for (let minute = 0; minute < 24 * 60; minute += 37) {
      const date = new Date(2026, 0, 1, 0, minute);
      expect(formatTime(date)).toBe(date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' }));
    }
  });
});

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

describe('timeAgo', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');
  it('says how long ago in plain words, then the date', () => {
    expect(timeAgo('2026-11-26 11:59:30.000Z', now)).toBe('just now');
    expect(timeAgo('2026-11-26 11:59:00.000Z', now)).toBe('1 minute ago');
    expect(timeAgo('2026-11-26 11:15:00.000Z', now)).toBe('45 minutes ago');
    expect(timeAgo('2026-11-26T11:00:00Z', now)).toBe('1 hour ago');
    expect(timeAgo('2026-11-25 13:00:00.000Z', now)).toBe('23 hours ago');
    expect(timeAgo('2026-11-25 11:00:00.000Z', now)).toBe('yesterday');
    expect(timeAgo('2026-11-20 11:00:00.000Z', now)).toBe('20 Nov 2026');
    // A clock a little ahead of the device's is "just now", not a time to come.
    expect(timeAgo('2026-11-26 12:00:05.000Z', now)).toBe('just now');
    expect(timeAgo('', now)).toBe('');
  });
});
