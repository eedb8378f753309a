import { describe, expect, it } from 'vitest';
import { dueDay, earliestToday, hasStarted, isOverdue, isPastDue, localDay } from './assignment-lifecycle.ts';

describe('an assignment has started', () => {
  it('once any child has an attempt or a result on it', () => {
    expect(hasStarted('a', [], [])).toBe(false);
    expect(hasStarted('a', [{ assignment_id: 'b' }], [{ assignment_id: 'c' }])).toBe(false);
    expect(hasStarted('a', [{ assignment_id: 'a' }], [])).toBe(true);
    expect(hasStarted('a', [], [{ assignment_id: 'a' }])).toBe(true);
  });
});

describe('due dates', () => {
  it("a day is the device's calendar day, and the server's today is the one it still is in UTC-12", () => {
    expect(localDay(new Date(2026, 10, 26, 23, 59))).toBe('2026-11-26');
    expect(localDay(new Date(2026, 0, 5, 0, 0))).toBe('2026-01-05');
    // At 06:00 UTC it is already the 26th in London and Auckland, still the 25th in UTC-12.
    expect(earliestToday(new Date('2026-11-26T06:00:00Z'))).toBe('2026-11-25');
    expect(earliestToday(new Date('2026-11-26T12:00:00Z'))).toBe('2026-11-26');
  });

  it('is past only before today: today and later are fine, and no due date never is', () => {
    expect(dueDay('2026-12-02 12:00:00.000Z')).toBe('2026-12-02');
    expect(dueDay('not a date')).toBe('');
    expect(isPastDue('2020-01-01 12:00:00.000Z', '2026-11-26')).toBe(true);
    expect(isPastDue('2026-11-25', '2026-11-26')).toBe(true);
    expect(isPastDue('2026-11-26 12:00:00.000Z', '2026-11-26')).toBe(false);
    expect(isPastDue('2026-11-27', '2026-11-26')).toBe(false);
    expect(isPastDue('', '2026-11-26')).toBe(false);
    expect(isPastDue(undefined, '2026-11-26')).toBe(false);
  });

  it('an assignment is overdue when its due day has passed and it is not finished', () => {
    expect(isOverdue({ dueDate: '2026-11-25 12:00:00.000Z' }, false, '2026-11-26')).toBe(true);
    expect(isOverdue({ dueDate: '2026-11-25 12:00:00.000Z' }, true, '2026-11-26')).toBe(false);
    expect(isOverdue({ dueDate: '2026-11-26 12:00:00.000Z' }, false, '2026-11-26')).toBe(false);
    expect(isOverdue({ dueDate: '' }, false, '2026-11-26')).toBe(false);
  });
});
