import { describe, expect, it } from 'vitest';
import { formatDate } from './dates.ts';

describe('formatDate', () => {
  it("reads PocketBase's dates and ISO dates alike, and says nothing for no date", () => {
    expect(formatDate('2026-01-10 12:00:00.000Z')).toBe('10 Jan 2026');
    expect(formatDate('2026-03-02T12:00:00.000Z')).toBe('2 Mar 2026');
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
  });
});
