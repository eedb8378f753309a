import type { QuestionAnalytics } from 'shared';
import { describe, expect, it } from 'vitest';
import { notesFor } from './notes.ts';

function question(picks: Record<string, number>, right: string[], discrimination: number | null = 0.4): QuestionAnalytics {
  const options = Object.entries(picks).map(([id, picked]) => ({ id, text: id, isCorrect: right.includes(id), picked }));
  const answered = options.reduce((sum, o) => sum + o.picked, 0);
  const correct = options.filter((o) => o.isCorrect).reduce((sum, o) => sum + o.picked, 0);
  return {
    id: 'q',
    text: 'Q',
    subject: 'Mathematics',
    grade: 'Grade 2',
    status: 'published',
    type: 'multiple_choice',
    options,
    wrongAnswers: [],
    answered,
    correct,
    discrimination,
  };
}

describe('notes on a question', () => {
  it('says nothing under 10 answers', () => {
    expect(notesFor(question({ a: 1, b: 8 }, ['a']))).toEqual([]);
  });

  it('names the wrong option most children chose, and the right one to check', () => {
    expect(notesFor(question({ a: 4, b: 14, c: 3, d: 1 }, ['a'], 0.3))).toEqual([
      'Most children chose B: check that A is the only right answer.',
      'Few children get this right: check the wording, and whether it suits Grade 2.',
    ]);
    expect(notesFor(question({ a: 3, b: 2, c: 12 }, ['a', 'b'])).at(0)).toBe(
      'Most children chose C: check that A and B are the only right answer.',
    );
  });

  it('flags a question too easy to teach much, but not its discrimination then', () => {
    expect(notesFor(question({ a: 39, b: 1, c: 1 }, ['a'], 0.02))).toEqual([
      'Almost every child gets this right: it may be too easy for Grade 2.',
    ]);
  });

  it('flags a question that does not tell children apart, or tells them apart the wrong way', () => {
    expect(notesFor(question({ a: 12, b: 5, c: 3 }, ['a'], 0.1))).toEqual([
      'Children who do well overall miss this as often as the others: check that it is clear and has one right answer.',
    ]);
    expect(notesFor(question({ a: 12, b: 5, c: 3 }, ['a'], -0.2))).toEqual([
      'Children who do well overall miss this more often than the others: check the answer key.',
    ]);
  });

  it('names the options nobody chose', () => {
    expect(notesFor(question({ a: 10, b: 4, c: 0, d: 0 }, ['a']))).toEqual([
      'Nobody chose C and D: make them more believable, or remove them.',
    ]);
  });
});
