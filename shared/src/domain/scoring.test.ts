import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ESSAY_MESSAGES, MARK_COMMENT_MAX, markProblems } from './essays.ts';
import { encodePairs, partnerText, readPairs } from './matching.ts';
import { isAnswerCorrect, pointsForScore, scoreAnswers, scoreBand, scoreOf, scorePercent } from './scoring.ts';
import { describeKey, encodeBlanks, normaliseTyped, readBlanks, typedAnswerMatches, typedKeyProblems } from './typed-answers.ts';

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
      {
        id: 'q1',
        options: [
          { id: 'a', isCorrect: false },
          { id: 'b', isCorrect: true },
        ],
      },
      { id: 'q2', type: 'fill_blank', correctAnswer: 'Paris' },
      { id: 'q3', options: [{ id: 'a', isCorrect: true }, { id: 'b' }] },
    ];
    expect(scoreAnswers(questions, { q1: 'b', q2: ' paris ', q3: 'b' })).toEqual({
      correct: 2,
      total: 3,
      awaiting: 0,
      score: 67,
      points: 134,
    });
  });

  it('scores a true/false question by the option chosen, as the quiz sends it', () => {
    const question = {
      id: 'q1',
      type: 'true_false',
      correctAnswer: 'False',
      options: [
        { id: 'a', isCorrect: false },
        { id: 'b', isCorrect: true },
      ],
    };
    expect(isAnswerCorrect(question, 'b')).toBe(true);
    expect(isAnswerCorrect(question, 'a')).toBe(false);
    // The option's text is not an option id.
    expect(isAnswerCorrect(question, 'False')).toBe(false);
  });
});

describe('essays: marked by the parent, the score over the other questions until then', () => {
  const questions = [
    { id: 'q1', options: [{ id: 'a' }, { id: 'b', isCorrect: true }] },
    { id: 'q2', options: [{ id: 'a', isCorrect: true }, { id: 'b' }] },
    { id: 'e1', type: 'essay', options: [], correctAnswer: '' },
  ];
  const answers = { q1: 'b', q2: 'b', e1: 'My holiday was at the sea.' };

  it('counts a written essay as waiting, and scores the others alone: correct / (questions − essays waiting)', () => {
    expect(scoreAnswers(questions, answers)).toEqual({ correct: 1, total: 3, awaiting: 1, score: 50, points: 100 });
    expect(isAnswerCorrect(questions[2]!, 'anything')).toBe(false);
  });

  it('counts a marked essay as right or wrong like any question', () => {
    expect(scoreAnswers(questions, answers, { e1: { correct: true } })).toMatchObject({ correct: 2, awaiting: 0, score: 67 });
    expect(scoreAnswers(questions, answers, { e1: { correct: false, comment: 'Say more' } })).toMatchObject({
      correct: 1,
      awaiting: 0,
      score: 33,
    });
  });

  it('takes an essay left empty as wrong: nobody needs to mark it', () => {
    expect(scoreAnswers(questions, { ...answers, e1: '   ' })).toMatchObject({ correct: 1, awaiting: 0, score: 33 });
  });

  it('has no score while every question waits for marking', () => {
    expect(scoreAnswers([questions[2]!], { e1: 'text' })).toEqual({ correct: 0, total: 1, awaiting: 1, score: null, points: 0 });
    expect([scoreOf(0, 2, 2), scoreOf(1, 2, 1), scoreOf(0, 0, 0), scoreOf(2, 3)]).toEqual([null, 100, 0, 67]);
  });

  it("checks a parent's mark: right or wrong, a comment of at most MARK_COMMENT_MAX characters", () => {
    expect(markProblems({ correct: true })).toEqual({});
    expect(markProblems({ correct: false, comment: 'x'.repeat(MARK_COMMENT_MAX) })).toEqual({});
    expect(markProblems({ correct: 'yes', comment: 'x'.repeat(MARK_COMMENT_MAX + 1) })).toEqual({
      correct: ESSAY_MESSAGES.markCorrect,
      comment: ESSAY_MESSAGES.markComment,
    });
    expect(markProblems({ correct: true, comment: 7 })).toEqual({ comment: ESSAY_MESSAGES.markComment });
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
    // Full stops, ! and ? at the end go; a number has digits after its point.
    expect(typedAnswerMatches('7..', '7')).toBe(true);
    expect(typedAnswerMatches('7.5.', '7')).toBe(false);
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

describe('the keys of typed questions (typed-answers.ts)', () => {
  it('takes any of the alternatives separated by |', () => {
    const question = { id: 'q', type: 'short_answer', correctAnswer: 'colour | color' };
    for (const answer of ['Colour', 'color.', ' COLOR ']) expect(isAnswerCorrect(question, answer)).toBe(true);
    expect(isAnswerCorrect(question, 'colour | color')).toBe(false);
    expect(isAnswerCorrect(question, 'red')).toBe(false);
    // A near miss of a long enough word is the word misspelt (typed-answers.test.ts).
    expect(isAnswerCorrect(question, 'colours')).toBe(true);
  });

  it('takes a number within its tolerance, at both bounds and not past them (GIFT numerical)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5000, max: 5000 }),
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: -400, max: 400 }),
        (centre, margin, offset) => {
          // Hundredths: 12.34 ± 0.5 and the like, where binary fractions would round the bounds either way.
          const key = `${centre / 100} ± ${margin / 100}`;
          const given = String((centre + offset) / 100);
          expect(typedAnswerMatches(given, key)).toBe(Math.abs(offset) <= margin);
        },
      ),
    );
    // Large numbers keep their bounds exactly (a scaled float would not: 123456789012.6 was wrong).
    expect(typedAnswerMatches('123456789012.6', '123456789012.5 ± 0.1')).toBe(true);
    expect(typedAnswerMatches('99999999999999.9', '99999999999999.8 ± 0.1')).toBe(true);
    expect(typedAnswerMatches('123456789012.7', '123456789012.5 ± 0.1')).toBe(false);
    expect(typedAnswerMatches('-2.5', '-3 ± 0.5')).toBe(true);
    expect(typedAnswerMatches('.5', '1 ± .5')).toBe(true);
    expect(typedAnswerMatches('3.13', '3.14 +- 0.01')).toBe(true);
    expect(typedAnswerMatches('3.13', '3.14 +/- 0.01')).toBe(true);
    expect(typedAnswerMatches('three', '3 ± 1')).toBe(false);
    // A margin that is not a number takes nothing.
    expect(typedAnswerMatches('3', '3 ± a bit')).toBe(false);
  });

  it('scores a fill-in question blank by blank: each must be one of its alternatives', () => {
    const question = { id: 'q', type: 'fill_blank', text: 'The ___ sat on the ___.', correctAnswer: 'cat ; mat | rug' };
    expect(isAnswerCorrect(question, encodeBlanks(['Cat', 'rug']))).toBe(true);
    expect(isAnswerCorrect(question, encodeBlanks(['cat', 'MAT.']))).toBe(true);
    expect(isAnswerCorrect(question, encodeBlanks(['cat', 'dog']))).toBe(false);
    expect(isAnswerCorrect(question, encodeBlanks(['cat']))).toBe(false);
    expect(isAnswerCorrect(question, encodeBlanks(['rug', 'cat']))).toBe(false);
    expect(isAnswerCorrect(question, '["cat"')).toBe(false);
    // One blank: a plain text is its answer too.
    expect(isAnswerCorrect({ id: 'q', type: 'fill_blank', correctAnswer: 'Paris' }, 'paris')).toBe(true);
  });

  it('sends nothing for blanks left empty, and reads back what it sent', () => {
    expect(encodeBlanks(['', '  '])).toBe('');
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 10 }), (values) => {
        const sent = encodeBlanks(values);
        const anyTyped = values.some((value) => value.trim());
        expect(sent === '' ? null : readBlanks(sent)).toEqual(anyTyped ? values : null);
      }),
    );
  });

  it('tells an author what is wrong with a key, in words', () => {
    expect(typedKeyProblems('fill_blank', 'No blank here.', 'cat')).toEqual({ text: 'Put ___ (three underscores) where each blank goes' });
    expect(typedKeyProblems('fill_blank', 'The ___ sat on the ___.', 'cat')).toEqual({
      correctAnswer: 'Give an answer for each of the 2 blanks, with ; between them',
    });
    expect(typedKeyProblems('fill_blank', 'The ___ sat.', 'cat ; dog')).toEqual({
      correctAnswer: 'This question has one blank: give one answer, with | between the ones you accept',
    });
    expect(typedKeyProblems('fill_blank', 'The ___ sat on the ___.', 'cat ;  | ')).toEqual({
      correctAnswer: 'Please give the correct answer for blank 2',
    });
    expect(typedKeyProblems('fill_blank', '___ '.repeat(11), Array(11).fill('a').join(';'))).toEqual({
      text: 'A question can have at most 10 blanks',
    });
    expect(typedKeyProblems('short_answer', 'How long?', '12 ± lots')).toEqual({
      correctAnswer: '"12 ± lots": a margin (±) needs a number on each side, as in 12 ± 0.5',
    });
    expect(typedKeyProblems('short_answer', 'How long?', '12 ± 0.5 | twelve')).toEqual({});
    expect(typedKeyProblems('fill_blank', 'The ___ sat on the ___.', 'cat ; mat | rug')).toEqual({});
    expect(describeKey('cat ; mat | rug', 'fill_blank')).toBe('cat; mat or rug');
  });
});

describe('matching (matching.ts)', () => {
  const options = [
    { id: 'a', text: 'cat', match: 'kitten', matchId: 'm1' },
    { id: 'b', text: 'dog', match: 'puppy', matchId: 'm2' },
    { id: 'c', text: 'cow', match: 'calf', matchId: 'm3' },
  ];
  const question = { id: 'q', type: 'matching', options };

  it('is right only when every pair is', () => {
    expect(isAnswerCorrect(question, encodePairs({ a: 'm1', b: 'm2', c: 'm3' }))).toBe(true);
    expect(isAnswerCorrect(question, encodePairs({ a: 'm1', b: 'm3', c: 'm2' }))).toBe(false);
    expect(isAnswerCorrect(question, encodePairs({ a: 'm1', b: 'm2' }))).toBe(false);
    for (const bad of ['', 'm1', '[]', '{"a":1}', '{', 'null']) expect(isAnswerCorrect(question, bad)).toBe(false);
    // Without the ids an attempt gives, nothing can be right.
    expect(
      isAnswerCorrect({ ...question, options: options.map(({ id, text, match }) => ({ id, text, match })) }, '{"a":"","b":"","c":""}'),
    ).toBe(false);
  });

  it('sends nothing while no pair is made, and reads back what it sent', () => {
    expect(encodePairs({ a: '', b: '' })).toBe('');
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), fc.string({ minLength: 1 })), (pairs) => {
        const sent = encodePairs(pairs);
        expect(sent === '' ? {} : readPairs(sent)).toEqual(pairs);
      }),
    );
    expect(partnerText(options, 'm2')).toBe('puppy');
    expect(partnerText(options, 'nope')).toBeUndefined();
  });
});
