// GIFT import (Moodle's format) through gift-pegjs, whose parse gives one object per question:
// - MC (=right ~wrong; a positive weight ~%50% counts as right) → multiple_choice; TF ({T}, {FALSE}) → true_false;
// - Short ({=a =b}: right answers only) → short_answer with the key `a | b`; inside a sentence (a missing
//   word, `The cat sat on the {=mat =rug} today.`) the library leaves `_____` where the block was, and the
//   question is a fill_blank one with `___` there. A missing word with wrong answers (~) is MC to the
//   library: a multiple-choice question whose text has the blank;
// - Numerical ({#12:0.5}, {#12}, {#1..5}; a list {#=12 =13}) → short_answer, `12 ± 0.5`, `12`, `3 ± 2`,
//   alternatives joined with `|`; a list's wrong answers (~) only carry feedback and are left out;
// - Matching ({=cat -> kitten =dog -> puppy}) → matching, options { id, text: left, match: right };
// - Essay ({}) → essay, its general feedback (####) as the marking guide in explanation.
// Categories are not questions. Descriptions, answers worth part of the marks and matching answers with
// nothing on the left are listed with a message: the question types here score right or wrong.
import type { GIFTQuestion, NumericalFormat, TextFormat } from 'gift-pegjs';
import { buildRow, lettered } from './draft.ts';
import type { DraftOption, ImportDefaults, ImportRow, ParsedFile, RawQuestion } from './draft.ts';
import { IMPORT_MESSAGES } from './messages.ts';

/**
 * An HTML text without its tags (`<` to the next `>`), in one pass: a `<` that no `>` follows is no tag, nor
 * is any after it, so the rest is kept as it is (a pattern looked for each `>` to the end of the text from
 * every `<`, which took minutes on a few hundred kilobytes of them).
 */
export function withoutTags(html: string): string {
  let plainText = '';
  let from = 0;
  for (let open = html.indexOf('<'); open >= 0; open = html.indexOf('<', from)) {
    const close = html.indexOf('>', open + 1);
    if (close < 0) break;
    plainText += html.slice(from, open);
    from = close + 1;
  }
  return plainText + html.slice(from);
}

const plain = (text: TextFormat | null | undefined): string => (!text ? '' : text.format === 'html' ? withoutTags(text.text) : text.text);

/**
 * The stem, with the library's `_____` for an answer block inside the sentence written as our blank, `___`
 * (the library puts a space after it, even before the sentence's punctuation: `a {=kitten}.` is `a _____ .`).
 */
const stemOf = (question: { stem: TextFormat; hasEmbeddedAnswers: boolean }): string =>
  question.hasEmbeddedAnswers ? plain(question.stem).replace(/_{3,}/g, '___').replace(/___ (?=[.,;:!?])/g, '___') : plain(question.stem);

/** A number as a key writes it: no binary noise from the arithmetic (3.141..3.142 is 3.1415 ± 0.0005). */
const numberText = (value: number): string => String(Number(value.toPrecision(12)));

function numberKey(format: NumericalFormat): string {
  if (format.type === 'high-low') {
    const [low, high] = [format.numberLow ?? 0, format.numberHigh ?? 0].toSorted((a, b) => a - b);
    return `${numberText((low! + high!) / 2)} ± ${numberText((high! - low!) / 2)}`;
  }
  const margin = format.type === 'range' ? Math.abs(format.range ?? 0) : 0;
  return margin ? `${numberText(format.number ?? 0)} ± ${numberText(margin)}` : numberText(format.number ?? 0);
}

/** A right answer worth part of the marks: GIFT's =%50%answer. */
const isPartial = (choice: { isCorrect: boolean; weight: number | null }) => choice.isCorrect && choice.weight !== null && choice.weight < 100;

function rowOf(position: number, question: GIFTQuestion, defaults: ImportDefaults): ImportRow | undefined {
  const row = (raw: Omit<RawQuestion, 'text'>, parseErrors: Record<string, string> = {}) =>
    buildRow(position, { text: 'stem' in question ? stemOf(question) : '', ...raw }, defaults, parseErrors);
  switch (question.type) {
    case 'Category':
      return undefined;
    case 'Description':
      return row({ type: 'multiple_choice', options: [] }, { type: IMPORT_MESSAGES.giftDescription });
    case 'MC': {
      // A positive weight (=, or ~%50%) marks a right answer; the quiz scores any right option as right.
      const isCorrect = (i: number) => question.choices[i]!.isCorrect || (question.choices[i]!.weight ?? 0) > 0;
      const explanation = plain(question.globalFeedback) || plain(question.choices.find((_, i) => isCorrect(i))?.feedback);
      const options = lettered(question.choices.map((choice) => plain(choice.text)), isCorrect);
      return row({ type: 'multiple_choice', options, explanation });
    }
    case 'TF': {
      // The feedback for the wrong choice is the one that explains the answer.
      const explanation =
        plain(question.globalFeedback) || plain(question.isTrue ? question.falseFeedback : question.trueFeedback) || plain(question.isTrue ? question.trueFeedback : question.falseFeedback);
      const options = lettered(['True', 'False'], (i) => (i === 0) === question.isTrue);
      return row({ type: 'true_false', options, correctAnswer: question.isTrue ? 'True' : 'False', explanation });
    }
    case 'Short': {
      const type = question.hasEmbeddedAnswers ? 'fill_blank' : 'short_answer';
      const right = question.choices.filter((choice) => choice.isCorrect);
      const explanation = plain(question.globalFeedback) || plain(right.find((choice) => choice.feedback)?.feedback);
      const correctAnswer = right.map((choice) => plain(choice.text).trim()).join(' | ');
      return row({ type, options: [], correctAnswer, explanation }, right.some(isPartial) ? { correctAnswer: IMPORT_MESSAGES.giftPartialCredit } : {});
    }
    case 'Numerical': {
      const type = question.hasEmbeddedAnswers ? 'fill_blank' : 'short_answer';
      const right = Array.isArray(question.choices) ? question.choices.filter((choice) => choice.isCorrect) : [{ isCorrect: true, weight: null, text: question.choices, feedback: null }];
      const explanation = plain(question.globalFeedback) || plain(right.find((choice) => choice.feedback)?.feedback);
      const correctAnswer = right.map((choice) => numberKey(choice.text)).join(' | ');
      return row({ type, options: [], correctAnswer, explanation }, right.some(isPartial) ? { correctAnswer: IMPORT_MESSAGES.giftPartialCredit } : {});
    }
    case 'Matching': {
      const pairs = question.matchPairs.filter((pair) => plain(pair.subquestion).trim());
      const options: DraftOption[] = pairs.map((pair, i) => ({ id: String.fromCharCode(97 + i), text: plain(pair.subquestion), match: pair.subanswer }));
      const parseErrors: Record<string, string> = pairs.length < question.matchPairs.length ? { options: IMPORT_MESSAGES.giftMatchingExtra } : {};
      return row({ type: 'matching', options, explanation: plain(question.globalFeedback) }, parseErrors);
    }
    case 'Essay':
      return row({ type: 'essay', options: [], explanation: plain(question.globalFeedback) });
  }
}

/**
 * Parses GIFT text; every question takes its subject, grade, topic, skills and difficulty from
 * `defaults`. The grammar (about 6 KB gzipped) loads on the first call, not with the screen.
 */
export async function parseGift(text: string, defaults: ImportDefaults = {}): Promise<ParsedFile> {
  const gift = await import('gift-pegjs');
  let questions: GIFTQuestion[];
  try {
    questions = gift.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    if (error instanceof gift.SyntaxError) {
      return { rows: [], problems: [IMPORT_MESSAGES.giftSyntax(error.location.start.line, error.location.start.column, error.message)] };
    }
    throw error;
  }
  const rows: ImportRow[] = [];
  for (const question of questions) {
    const row = rowOf(rows.length + 1, question, defaults);
    if (row) rows.push(row);
  }
  return { rows, problems: [] };
}
