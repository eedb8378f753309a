import { describe, expect, it } from 'vitest';
import { hasStarted } from './assignment-lifecycle.ts';

describe('an assignment has started', () => {
  it('once any child has an attempt or a result on it', () => {
    expect(hasStarted('a', [], [])).toBe(false);
    expect(hasStarted('a', [{ assignment_id: 'b' }], [{ assignment_id: 'c' }])).toBe(false);
    expect(hasStarted('a', [{ assignment_id: 'a' }], [])).toBe(true);
    expect(hasStarted('a', [], [{ assignment_id: 'a' }])).toBe(true);
  });
});
