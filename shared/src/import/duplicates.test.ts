import { describe, expect, it } from 'vitest';
import { findDuplicates } from './duplicates.ts';

const q = (text: string, grade = 'Grade 1', subject = 'Mathematics') => ({ text, subject, grade });

describe('duplicates', () => {
  it('flags repeats of existing questions and of earlier rows: same text in any case and spacing, subject and grade', () => {
    const existing = [{ id: 'q1', ...q('What is 2 + 2?') }];
    const drafts = [
      q('  what is 2 +   2? '),
      q('What is 3 + 3?'),
      q('WHAT IS 3 + 3?'),
      q('What is 3 + 3?', 'Grade 2'),
      q('What is 3 + 3?', 'Grade 1', 'Science'),
      q('What is\n3 + 3?'),
    ];
    expect(findDuplicates(drafts, existing)).toEqual([
      { index: 0, of: 'existing', id: 'q1' },
      { index: 2, of: 'file', firstIndex: 1 },
      { index: 5, of: 'file', firstIndex: 1 },
    ]);
  });

  it('finds nothing in distinct questions', () => {
    expect(findDuplicates([q('A?'), q('B?')], [{ id: 'x', ...q('C?') }])).toEqual([]);
  });
});
