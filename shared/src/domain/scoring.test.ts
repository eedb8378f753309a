import { describe, expect, it } from 'vitest';
import { isAnswerCorrect, pointsForScore, scoreAnswers, scoreBand, scorePercent } from './scoring.ts';

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
