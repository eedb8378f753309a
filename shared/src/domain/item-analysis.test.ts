import { describe, expect, it } from 'vitest';
import { discriminationIndex, discriminationIndexOfCounts, type AnswerOutcome } from './item-analysis.ts';

const outcomes = (rows: Array<[number, boolean]>): AnswerOutcome[] => rows.map(([score, correct]) => ({ score, correct }));

describe('the discrimination index', () => {
  it('is null under 10 answers', () => {
    expect(discriminationIndex(outcomes(Array.from({ length: 9 }, (_, i) => [i * 10, true])))).toBeNull();
  });

  it('is 1 when only the best-scoring children get it right, -1 when only the lowest do', () => {
    // 10 answers: groups of round(2.7) = 3.
    const scores = [95, 90, 85, 80, 70, 60, 50, 40, 30, 20];
    expect(discriminationIndex(outcomes(scores.map((score, i) => [score, i < 3])))).toBe(1);
    expect(discriminationIndex(outcomes(scores.map((score, i) => [score, i >= 7])))).toBe(-1);
  });

  it('is 0 when everyone gets it right, and rounds to two decimals', () => {
    expect(discriminationIndex(outcomes(Array.from({ length: 12 }, (_, i) => [i * 8, true])))).toBe(0);
    // 12 answers: groups of 3; upper 2 of 3 right, lower 1 of 3: 0.33.
    const rows: Array<[number, boolean]> = [[100, true], [90, true], [80, false], [70, true], [60, true], [55, false], [50, true], [45, false], [40, true], [30, false], [20, true], [10, false]];
    expect(discriminationIndex(outcomes(rows))).toBe(0.33);
  });

  it('is the same whether answers of the same score and outcome are counted together or listed one by one', () => {
    // Groups that straddle the upper and lower groups' edges (22 answers: groups of 6).
    const groups = [
      { score: 90, correct: true, count: 4 },
      { score: 90, correct: false, count: 3 },
      { score: 60, correct: true, count: 5 },
      { score: 30, correct: false, count: 6 },
      { score: 30, correct: true, count: 4 },
    ];
    const listed = groups.flatMap(({ score, correct, count }) => Array.from({ length: count }, () => ({ score, correct })));
    expect(discriminationIndexOfCounts(groups)).toBe(discriminationIndex(listed));
    // Upper 6: the tie at 90 wrong first, so 3 wrong and 3 right; lower 6: the tie at 30 wrong first, so its
    // last 6 are 2 wrong and the 4 right: (3 - 4) / 6.
    expect(discriminationIndexOfCounts(groups)).toBe(-0.17);
    expect(discriminationIndexOfCounts([{ score: 50, correct: true, count: 9 }])).toBeNull();
  });
});
