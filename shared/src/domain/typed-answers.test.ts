import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countedUnits,
  editDistance,
  encodeBlanks,
  firstRightAnswer,
  markTypedAnswer,
  nearMissAllowance,
  nearMissAllowed,
  tidyTyped,
  typedAnswerMatches,
} from './typed-answers.ts';

const short = (text: string, correctAnswer: string, more: Record<string, unknown> = {}) => ({
  type: 'short_answer',
  text,
  correctAnswer,
  ...more,
});
const right = (question: ReturnType<typeof short>, answer: string) => markTypedAnswer(question, answer).correct;

describe('what a teacher accepts in a typed answer', () => {
  it('takes a number followed by the unit or noun the question counts, and not another unit', () => {
    const seconds = short('How many seconds are there in 3 minutes?', '180');
    for (const answer of ['180 seconds', '180 secs', '180s', '180 Seconds.', '180'])
      expect({ answer, right: right(seconds, answer) }).toEqual({ answer, right: true });
    for (const answer of ['180 minutes', '180 apples', '18 seconds', 'seconds'])
      expect({ answer, right: right(seconds, answer) }).toEqual({ answer, right: false });
    expect(right(short('How many legs does an insect have?', '6 | six'), '6 legs')).toBe(true);
    expect(right(short('How many legs does an insect have?', '6 | six'), 'six legs')).toBe(true);
    expect(right(short('What is normal body temperature, in °C?', '37 ± 0.5 | thirty-seven'), '37°C')).toBe(true);
    expect(right(short('What is normal body temperature, in °C?', '37 ± 0.5'), '37 degrees')).toBe(true);
    expect(right(short('What is normal body temperature, in °C?', '37 ± 0.5'), '37 cm')).toBe(false);
    expect(right(short('A line is 12 cm long. How long is half of it, in cm?', '6'), '6 centimetres')).toBe(true);
    expect(right(short('What number is one thousand?', '1000'), '1,000')).toBe(true);
    // A key may name its unit itself.
    expect(typedAnswerMatches('37 °C', '37 °C')).toBe(true);
    expect(typedAnswerMatches('37', '37 °C')).toBe(true);
    expect(typedAnswerMatches('37 kg', '37 °C')).toBe(false);
  });

  it('takes the article a child writes before an answer, and the unit written after a blank', () => {
    expect(right(short('The Earth travels around the ___.', 'Sun', { type: 'fill_blank' }), '["the sun"]')).toBe(true);
    expect(right(short('What do we call an animal that eats only plants?', 'herbivore'), 'A herbivore.')).toBe(true);
    expect(right(short('Which word is an article?', 'the'), 'the')).toBe(true);
    expect(right(short('Which word is an article?', 'an'), 'a')).toBe(false);
    const minutes = { type: 'fill_blank', text: 'There are ___ minutes in half an hour.', correctAnswer: '30' };
    expect(markTypedAnswer(minutes, '["30 minutes"]').correct).toBe(true);
    expect(markTypedAnswer(minutes, '["30 hours"]').correct).toBe(false);
  });

  it('reads the units a question counts from its words', () => {
    expect(countedUnits('How many seconds are there in 3 minutes?')).toContain('second');
    expect(countedUnits('How many seconds are there in 3 minutes?')).not.toContain('minute');
    expect(countedUnits('What is the temperature now, in °C?')).toEqual(expect.arrayContaining(['°c', '°']));
    expect(countedUnits('How much does it cost, in £?')).toContain('£');
  });

  it('takes an affix with its hyphen, the answer in quotes, and a final ! or ?', () => {
    expect(right(short('Which prefix makes "happy" mean "not happy"?', 'un'), 'un-')).toBe(true);
    expect(right(short('Which suffix turns "comfort" into "comfortable"?', 'able'), '-able')).toBe(true);
    expect(right(short('Which word in "The cat sat" is the verb?', 'sat'), '"sat"')).toBe(true);
    expect(right(short('Which word in ‘The cat sat’ is the verb?', 'sat'), '‘sat’')).toBe(true);
    expect(right(short('Which word is an animal?', 'cat'), "'cat'")).toBe(true);
    expect(right(short('What do you say when you meet someone?', 'hello'), 'Hello!')).toBe(true);
    expect(right(short('What do you say?', 'hello'), 'Hello?!')).toBe(true);
    // A minus sign is a number's, not an affix's.
    expect(right(short('What is 2 - 7?', '-5'), '-5')).toBe(true);
    expect(right(short('What is 2 - 7?', '-5'), '5')).toBe(false);
  });

  it('takes a near miss of a word and says how it is spelt, but never for numbers nor in a spelling question', () => {
    const day = short('Which day comes after Tuesday?', 'Wednesday');
    expect(markTypedAnswer(day, 'Wensday')).toEqual({ correct: true, spelt: ['Wednesday'] });
    expect(markTypedAnswer(day, 'wednesday')).toEqual({ correct: true, spelt: [] });
    expect(markTypedAnswer(day, 'Thursday').correct).toBe(false);
    expect(markTypedAnswer({ ...day, exactSpelling: true }, 'Wensday').correct).toBe(false);
    expect(markTypedAnswer({ ...day, subject: 'English', skills: ['Spelling'] }, 'Wensday').correct).toBe(false);
    expect(markTypedAnswer(short('What is 12 × 12?', '144'), '145').correct).toBe(false);
    expect(markTypedAnswer(short('What is 12 × 12?', 'one hundred and forty-four'), 'one hundred and forty-4').correct).toBe(false);
    // Short words have no near miss: a letter changes the word.
    expect(markTypedAnswer(short('Which way does the sun rise?', 'east'), 'west').correct).toBe(false);
    expect(markTypedAnswer(short('What is a baby cat called?', 'kitten'), 'mitten').correct).toBe(false);
  });

  it("never takes a near miss that is another blank's answer", () => {
    const question = { type: 'fill_blank', text: 'The ___ is hot and the ___ is cold.', correctAnswer: 'summer ; winter' };
    expect(markTypedAnswer(question, encodeBlanks(['sumer', 'wintr']))).toEqual({ correct: true, spelt: ['summer', 'winter'] });
    const lookalikes = { type: 'fill_blank', text: 'I went ___ to see ___ house.', correctAnswer: 'there ; their' };
    expect(markTypedAnswer(lookalikes, encodeBlanks(['their', 'there'])).correct).toBe(false);
    const close = { type: 'fill_blank', text: 'A ___ has a ___.', correctAnswer: 'frogs ; flags' };
    expect(markTypedAnswer(close, encodeBlanks(['flogs', 'flags'])).correct).toBe(false);
  });

  it('is offered only where the author has not asked for exact spelling', () => {
    expect(nearMissAllowed({})).toBe(true);
    expect(nearMissAllowed({ subject: 'History', skills: ['Chronology'] })).toBe(true);
    expect(nearMissAllowed({ exactSpelling: true })).toBe(false);
    expect(nearMissAllowed({ subject: 'English', skills: ['Spelling', 'Phonics'] })).toBe(false);
    // The form of the word is what a plural or a tense asks: "knifes" is the mistake itself.
    expect(
      markTypedAnswer(
        { type: 'fill_blank', text: 'One knife, two ___.', correctAnswer: 'knives', subject: 'English', skills: ['Plurals'] },
        '["knifes"]',
      ).correct,
    ).toBe(false);
    expect(
      markTypedAnswer(
        { type: 'fill_blank', text: 'Last week we ___ a cake.', correctAnswer: 'baked', subject: 'English', skills: ['Tenses'] },
        '["backed"]',
      ).correct,
    ).toBe(false);
    expect(nearMissAllowed({ subject: 'English', skills: ['Word Meanings'] })).toBe(true);
    expect(nearMissAllowed({ subject: 'Science', skills: ['Plants'] })).toBe(true);
  });

  it('shows a child one right answer: the first of each blank, without its margin', () => {
    expect(firstRightAnswer('37 ± 0.5 | thirty-seven | thirty seven', 'short_answer')).toBe('37');
    expect(firstRightAnswer('cat ; mat | rug', 'fill_blank')).toBe('cat; mat');
  });
});

describe('the marking rule, over many answers', () => {
  const word = fc.stringMatching(/^[a-z]{1,12}$/);

  it('counts edits as a child makes them: each one added, left out, changed or swapped costs one', () => {
    fc.assert(
      fc.property(word, word, word, (a, b, c) => {
        expect(editDistance(a, a)).toBe(0);
        expect(editDistance(a, b)).toBe(editDistance(b, a));
        expect(editDistance(a, c)).toBeLessThanOrEqual(editDistance(a, b) + editDistance(b, c) + Math.min(a.length, b.length, c.length));
        expect(editDistance(a, `${a}${b}`)).toBe(b.length);
      }),
    );
    expect(editDistance('wednesday', 'wensday')).toBe(2);
    expect(editDistance('form', 'from')).toBe(1);
  });

  it('takes any single slip in a word of 5 letters or more, never in a shorter one, and never a word with another first letter', () => {
    const long = fc.stringMatching(/^[a-z]{5,12}$/);
    fc.assert(
      fc.property(long, fc.nat(), fc.constantFrom('a', 'e', 'z'), (key, at, letter) => {
        const i = 1 + (at % (key.length - 1));
        const slipped = key.slice(0, i) + letter + key.slice(i + 1);
        expect(markTypedAnswer(short('Name it.', key), slipped).correct).toBe(true);
        expect(markTypedAnswer(short('Name it.', key), `q${key.slice(1)}`).correct).toBe(key[0] === 'q');
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{2,4}$/), fc.constantFrom('x', 'q'), (key, letter) => {
        const slipped = key.slice(0, -1) + letter;
        expect(markTypedAnswer(short('Name it.', key), slipped).correct).toBe(slipped === key);
      }),
    );
  });

  it('takes nothing past the allowance, and a near miss only where near misses are allowed', () => {
    fc.assert(
      fc.property(word, word, fc.boolean(), (key, given, exact) => {
        const marked = markTypedAnswer(short('Name it.', key, { exactSpelling: exact }), given);
        const near = !exact && given[0] === key[0] && editDistance(given, key) <= nearMissAllowance(key.length);
        const expected =
          given === key ? { correct: true, spelt: [] } : near ? { correct: true, spelt: [key] } : { correct: false, spelt: [] };
        expect(marked).toEqual(expected);
      }),
    );
  });

  it('takes a number only as its value, with or without the counted noun, never as a near miss', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: -5, max: 5 }),
        fc.constantFrom('', ' legs', 'legs', ' leg', ' apples'),
        (n, offset, noun) => {
          const question = short('How many legs do the spiders have?', String(n));
          const expected = offset === 0 && noun !== ' apples';
          expect(markTypedAnswer(question, `${n + offset}${noun}`).correct).toBe(expected);
        },
      ),
    );
  });

  it('ignores quotes, a final ! or ? and case around any answer', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]{1,10}( [a-z]{1,10})?$/),
        fc.constantFrom(['"', '"'], ['“', '”'], ['‘', '’'], ['', '']),
        fc.constantFrom('', '!', '?', '.', '!?'),
        (text, [open, close], end) => {
          expect(tidyTyped(`${open}${text.toUpperCase()}${close}${end}`)).toBe(text);
          expect(typedAnswerMatches(`${open}${text}${end}${close}`, text)).toBe(true);
        },
      ),
    );
  });
});
