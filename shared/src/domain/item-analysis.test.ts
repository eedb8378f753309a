import { describe, expect, it } from 'vitest';
import {
  discriminationIndex,
  discriminationIndexOfCounts,
  WRONG_ANSWER_MAX,
  wrongAnswerTexts,
  type AnswerOutcome,
  type TalliedQuestion,
} from './item-analysis.ts';

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
    const rows: Array<[number, boolean]> = [
      [100, true],
      [90, true],
      [80, false],
      [70, true],
      [60, true],
      [55, false],
      [50, true],
      [45, false],
      [40, true],
      [30, false],
      [20, true],
      [10, false],
    ];
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

describe('a wrong answer as the analytics count it', () => {
  const short: TalliedQuestion = { id: 'q1', type: 'short_answer', correctAnswer: 'colour | color' };
  const fill: TalliedQuestion = { id: 'q2', type: 'fill_blank', correctAnswer: 'cat ; mat | rug' };
  const matching: TalliedQuestion = {
    id: 'q3',
    type: 'matching',
    options: [
      { id: 'a', text: 'cat', match: 'kitten', matchId: 'x1' },
      { id: 'b', text: 'dog', match: 'puppy', matchId: 'x2' },
      { id: 'c', text: 'cow', match: 'calf', matchId: 'x3' },
    ],
  };

  it('is a typed answer as it is compared: case, spaces and a full stop do not count; a right or blank one is not counted', () => {
    expect(wrongAnswerTexts(short, '  Shade  Of. ')).toEqual(['shade of']);
    expect(wrongAnswerTexts(short, 'Color')).toEqual([]);
    // A near miss is the word misspelt, marked right (typed-answers.ts): not a wrong answer.
    expect(wrongAnswerTexts(short, 'Colur')).toEqual([]);
    expect(wrongAnswerTexts(short, '')).toEqual([]);
    expect(wrongAnswerTexts(short, ' . ')).toEqual([]);
  });

  it('is a fill-in answer\'s blanks joined with "; "', () => {
    expect(wrongAnswerTexts(fill, JSON.stringify(['Dog', ' MAT']))).toEqual(['dog; mat']);
    expect(wrongAnswerTexts(fill, JSON.stringify(['cat', '']))).toEqual(['cat; ']);
    expect(wrongAnswerTexts(fill, JSON.stringify(['cat', 'rug']))).toEqual([]);
  });

  it("is cut to the tally's column, by characters", () => {
    const [text] = wrongAnswerTexts(short, `${'é'.repeat(60)}🙂`);
    expect(Array.from(text!)).toHaveLength(WRONG_ANSWER_MAX);
  });

  it('is, for matching, each pair got wrong with the right text picked; ids that name nothing are left out', () => {
    expect(wrongAnswerTexts(matching, JSON.stringify({ a: 'x2', b: 'x1', c: 'x3' }))).toEqual(['cat -> puppy', 'dog -> kitten']);
    expect(wrongAnswerTexts(matching, JSON.stringify({ a: 'x1', b: 'x2', c: 'x3' }))).toEqual([]);
    expect(wrongAnswerTexts(matching, JSON.stringify({ a: 'nope', b: 7, z: 'x1' }))).toEqual([]);
    expect(wrongAnswerTexts(matching, 'not json')).toEqual([]);
    expect(wrongAnswerTexts(matching, '[1]')).toEqual([]);
  });

  it('names a picture on the left of a pair by its words (alt text)', () => {
    const pictured = {
      ...matching,
      options: [{ id: 'a', image: 'cat_k3j4h5g6f7.png', alt: 'A grey cat', match: 'kitten', matchId: 'x1' }, ...matching.options!.slice(1)],
    };
    expect(wrongAnswerTexts(pictured, JSON.stringify({ a: 'x2', b: 'x1', c: 'x3' }))).toEqual(['A grey cat -> puppy', 'dog -> kitten']);
  });

  it("is nothing for a choice question: its options' picks say it", () => {
    expect(wrongAnswerTexts({ id: 'q4', type: 'multiple_choice', options: [{ id: 'a', isCorrect: true }, { id: 'b' }] }, 'b')).toEqual([]);
    expect(wrongAnswerTexts({ id: 'q5', type: 'true_false', options: [{ id: 'a', isCorrect: true }, { id: 'b' }] }, 'b')).toEqual([]);
  });
});
