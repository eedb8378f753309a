import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAnswerCorrect, normaliseTyped, pointsForScore, scoreAnswers, scoreBand, scorePercent, typedAnswerMatches } from './scoring.ts';

describe('scoring (SPEC.md section 9)', () => {
  it('rounds the percent and gives two points per percent', () => {
    expect(scorePercent(2, 3)).toBe(67);
    expect(scorePercent(1, 3)).toBe(33);
    expect(scorePercent(0, 0)).toBe(0);
    expect(pointsForScore(80)).toBe(160);
  });

  it('uses the 90 / 75 / 60 bands', () => {
    expect(scoreBand(90).label).toBe('Excellent!');
    expect(scoreBand(89).label).toBe('Good Job!');
    expect(scoreBand(75).badge).toBe('secondary');
    expect(scoreBand(60).label).toBe('Keep Practicing!');
    expect(scoreBand(59)).toEqual({ label: 'Need More Practice', color: 'red', badge: 'destructive' });
  });

  it('scores option ids and typed answers', () => {
    const questions = [
      { id: 'q1', options: [{ id: 'a', isCorrect: false }, { id: 'b', isCorrect: true }] },
      { id: 'q2', type: 'fill_blank', correctAnswer: 'Paris' },
      { id: 'q3', options: [{ id: 'a', isCorrect: true }, { id: 'b' }] },
    ];
    expect(scoreAnswers(questions, { q1: 'b', q2: ' paris ', q3: 'b' })).toEqual({ correct: 2, total: 3, score: 67, points: 134 });
  });

  it('scores a true/false question by the option chosen, as the quiz sends it', () => {
    const question = { id: 'q1', type: 'true_false', correctAnswer: 'False', options: [{ id: 'a', isCorrect: false }, { id: 'b', isCorrect: true }] };
    expect(isAnswerCorrect(question, 'b')).toBe(true);
    expect(isAnswerCorrect(question, 'a')).toBe(false);
    // The option's text is not an option id.
    expect(isAnswerCorrect(question, 'False')).toBe(false);
  });
});

describe('typed answers (fill in the blank, short answer)', () => {
  const spaces = fc.array(fc.constantFrom(' ', '\t', '\n', '\u00a0'), { maxLength: 3 }).map((list) => list.join(''));
  const word = fc.stringMatching(/^[A-Za-z]{1,8}( [A-Za-z]{1,8}){0,2}$/);

  it('ignore case, surrounding and repeated spaces and a trailing full stop', () => {
    fc.assert(
      fc.property(word, spaces, spaces, fc.boolean(), fc.boolean(), (text, before, after, upper, stop) => {
        const typed = `${before}${(upper ? text.toUpperCase() : text).replaceAll(' ', '  ')}${stop ? '.' : ''}${after}`;
        expect(typedAnswerMatches(typed, text)).toBe(true);
        expect(normaliseTyped(typed)).toBe(text.toLowerCase());
      }),
    );
  });

  it('compare numbers as numbers: 7, 7.0, 07 and +7 are one answer, 7 and 70 are not', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 10_000 }), fc.nat({ max: 3 }), fc.nat({ max: 3 }), (n, zeros, decimals) => {
        const padded = `${n < 0 ? '-' : ''}${'0'.repeat(zeros)}${Math.abs(n)}${decimals ? `.${'0'.repeat(decimals)}` : ''}`;
        expect(typedAnswerMatches(padded, String(n))).toBe(true);
        expect(typedAnswerMatches(String(n * 10 + 1), String(n))).toBe(false);
      }),
    );
    expect(typedAnswerMatches('0.5', '.5')).toBe(true);
    expect(typedAnswerMatches('7.', '7')).toBe(true);
    // Only one full stop goes, and a number has digits after its point.
    expect(typedAnswerMatches('7..', '7')).toBe(false);
    // Past 15 digits a number is no longer exact: compared as typed.
    expect(typedAnswerMatches('9007199254740992', '9007199254740993')).toBe(false);
    expect(typedAnswerMatches('9007199254740993', '9007199254740993')).toBe(true);
  });

  it('any other difference counts, and a blank answer is never right', () => {
    fc.assert(
      fc.property(word, word, (given, key) => {
        expect(typedAnswerMatches(given, key)).toBe(given.toLowerCase() === key.toLowerCase());
      }),
    );
    for (const blank of ['', ' ', '.', '\n']) expect(typedAnswerMatches(blank, 'seven')).toBe(false);
    expect(typedAnswerMatches('seven', ' ')).toBe(false);
    expect(typedAnswerMatches('7 apples', '7')).toBe(false);
    expect(typedAnswerMatches('Paris.', 'paris')).toBe(true);
  });
});
