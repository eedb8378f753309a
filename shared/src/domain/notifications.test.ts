import { describe, expect, it } from 'vitest';
import { CHILDREN_MAX, CHILD_NAME_MAX } from './constants.ts';
import { notificationText } from './notifications.ts';

// A notification's message is stored in a field of at most 1,000 characters: one that does not fit is not written,
// and the work that writes it (the weekly summary, the reminders) fails for that family.
const MESSAGE_MAX = 1000;

describe("a notification naming a family's children", () => {
  it('names up to three and counts the rest', () => {
    expect(notificationText.weeklySummary(['Ann'], false).message).toBe('How Ann did this week: open Progress to see it.');
    expect(notificationText.weeklySummary(['Ann', 'Ben', 'Cal'], true).message).toBe(
      'How Ann, Ben and Cal did this week is in your email: open Progress to see it.',
    );
    expect(notificationText.weeklySummary(['Ann', 'Ben', 'Cal', 'Dee', 'Eve'], false).message).toBe(
      'How Ann, Ben, Cal and 2 more did this week: open Progress to see it.',
    );
  });

  it('fits its field with the most children a family may have, each with the longest name', () => {
    const longest = Array.from({ length: CHILDREN_MAX }, (_, i) => `${'N'.repeat(CHILD_NAME_MAX - 2)}${String(i).padStart(2, '0')}`);
    expect(notificationText.weeklySummary(longest, true).message.length).toBeLessThanOrEqual(MESSAGE_MAX);
    expect(notificationText.assignmentOverdue('Fractions', longest).message.length).toBeLessThanOrEqual(MESSAGE_MAX);
  });
});
