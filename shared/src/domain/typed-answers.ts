// Questions answered by typing (SPEC.md section 3: fill_blank and short_answer, with `correctAnswer`):
// how a key is written, how a child's answer is sent, and how the two are compared. The editor, the
// importer, the quiz and the server's scoring all read them from here (docs/question-types.md).
//
// The key, in `correctAnswer`:
// - accepted alternatives separated by `|`: `colour | color`;
// - a number may carry a tolerance: `3.14 ± 0.01` (also written `+-` or `+/-`), as GIFT's numerical questions;
// - a fill-in question has one key per blank, in order, separated by `;`: `cat ; mat | rug`.
// A blank is three or more underscores in the question's text: `The ___ sat on the ___.`

/** The types answered by typing, whose key is `correctAnswer`. */
export const TYPED_QUESTION_TYPES = ['fill_blank', 'short_answer'] as const;
export const isTypedType = (type: unknown): boolean => TYPED_QUESTION_TYPES.some((typed) => typed === type);

/** A blank in a fill-in question's text. */
export const BLANK = /_{3,}/;
export const BLANKS_MAX = 10;
/** The longest answer a child may type for one question (the server's limit of a stored answer). */
export const TYPED_ANSWER_MAX = 500;

/** A typed answer as it is compared: case, surrounding and repeated spaces and one trailing full stop do not count. */
export function normaliseTyped(value: unknown): string {
  return String(value ?? '')
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s*\.$/, '')
    .toLowerCase();
}

/** A number as a child types one: digits, perhaps a sign and a decimal point with digits after it, at most 15 digits (exact as a number). */
const NUMBER = /^[-+]?(\d+(\.\d+)?|\.\d+)$/;
const isNumber = (text: string) => NUMBER.test(text) && text.replace(/\D/g, '').replace(/^0+/, '').length <= 15;
const TOLERANCE = /^(.+?)\s*(?:±|\+\/-|\+-)\s*(.+)$/;

/** An accepted answer read: a number with its margin (as written), or a text. null when it cannot match anything. */
type Accepted = { value: string; margin: string } | { text: string };

function readAccepted(alternative: unknown): Accepted | null {
  const key = normaliseTyped(alternative);
  if (!key) return null;
  const tolerance = TOLERANCE.exec(key);
  if (tolerance) {
    const [, value = '', margin = ''] = tolerance;
    return isNumber(value) && isNumber(margin) && !margin.startsWith('-') ? { value, margin } : null;
  }
  return isNumber(key) ? { value: key, margin: '0' } : { text: key };
}

const decimalsOf = (number: string) => number.split('.')[1]?.length ?? 0;

/** A number as a whole count of 10^-places: exact while it stays within 2^53, as a child's numbers do. */
function scaled(number: string, places: number): number {
  const negative = number.startsWith('-');
  const [whole = '', fraction = ''] = number.replace(/^[-+]/, '').split('.');
  const digits = Number(`${whole || '0'}${fraction.padEnd(places, '0')}`);
  return negative ? -digits : digits;
}

/** Whether a number is within a margin of another, counted in decimal as a child means it (3.14 ± 0.01 takes 3.13). */
function within(answer: string, value: string, margin: string): boolean {
  const places = Math.max(decimalsOf(answer), decimalsOf(value), decimalsOf(margin));
  const [a, v, m] = [scaled(answer, places), scaled(value, places), scaled(margin, places)];
  // Past 2^53 the counts are not exact any more: compared as the numbers they are.
  if (![a, v, m].every(Number.isSafeInteger)) return Math.abs(Number(answer) - Number(value)) <= Number(margin);
  return Math.abs(a - v) <= m;
}

/** Whether a typed answer is the expected one: as normaliseTyped reads them, numbers as numbers (7, 7.0, 07), within a tolerance when the key has one. */
export function typedAnswerMatches(given: unknown, expected: unknown): boolean {
  const answer = normaliseTyped(given);
  const key = readAccepted(expected);
  if (!answer || !key) return false;
  if ('text' in key) return answer === key.text;
  if (!isNumber(answer)) return false;
  if (Number(key.margin) === 0) return Number(answer) === Number(key.value);
  return within(answer, key.value, key.margin);
}

/** The question's text around its blanks: n blanks make n + 1 pieces. */
export function textAroundBlanks(text: string): string[] {
  return text.split(new RegExp(BLANK.source, 'g'));
}

export const blankCount = (text: unknown): number => textAroundBlanks(String(text ?? '')).length - 1;

/** A key's accepted alternatives: one list per blank for a fill-in question (split at `;`), one list otherwise. */
export function acceptedAnswers(correctAnswer: unknown, type: unknown): string[][] {
  const keys = type === 'fill_blank' ? String(correctAnswer ?? '').split(';') : [String(correctAnswer ?? '')];
  return keys.map((key) =>
    key
      .split('|')
      .map((alternative) => alternative.trim())
      .filter(Boolean),
  );
}

/** A fill-in answer as sent: the blanks' texts as a JSON list, or nothing at all when every blank is empty. */
export function encodeBlanks(values: readonly string[]): string {
  return values.some((value) => value.trim()) ? JSON.stringify(values) : '';
}

/** A fill-in answer's blanks, from what encodeBlanks wrote (a plain text is the first blank's). */
export function readBlanks(answer: unknown): string[] {
  if (typeof answer !== 'string' || !answer) return [];
  if (answer.startsWith('[')) {
    try {
      const values: unknown = JSON.parse(answer);
      if (Array.isArray(values)) return values.map((value) => (typeof value === 'string' ? value : ''));
    } catch {
      // Not a list: read as typed below.
    }
  }
  return [answer];
}

/** Whether a typed answer to a fill-in or short-answer question is right: each blank one of its alternatives. */
export function isTypedAnswerCorrect(question: { type?: string; correctAnswer?: string }, answer: unknown): boolean {
  const keys = acceptedAnswers(question.correctAnswer, question.type);
  if (question.type !== 'fill_blank') return keys[0]!.some((alternative) => typedAnswerMatches(answer, alternative));
  const given = readBlanks(answer);
  return keys.length > 0 && keys.every((alternatives, i) => alternatives.some((alternative) => typedAnswerMatches(given[i], alternative)));
}

/**
 * What is wrong with a typed question's key (and, for a fill-in one, its blanks), in the author's words;
 * null when a child could answer it right.
 */
export function typedKeyProblems(type: string, text: unknown, correctAnswer: unknown): { text?: string; correctAnswer?: string } {
  const keys = acceptedAnswers(correctAnswer, type);
  if (type === 'fill_blank') {
    const blanks = blankCount(text);
    if (blanks === 0) return { text: 'Put ___ (three underscores) where each blank goes' };
    if (blanks > BLANKS_MAX) return { text: `A question can have at most ${BLANKS_MAX} blanks` };
    if (keys.length !== blanks) {
      return { correctAnswer: blanks === 1 ? 'This question has one blank: give one answer, with | between the ones you accept' : `Give an answer for each of the ${blanks} blanks, with ; between them` };
    }
  }
  for (const [i, alternatives] of keys.entries()) {
    const where = keys.length > 1 ? ` for blank ${i + 1}` : '';
    if (!alternatives.some((alternative) => normaliseTyped(alternative))) return { correctAnswer: `Please give the correct answer${where}` };
    // Read as the answers are compared (spaces collapsed first: the pattern on raw runs of spaces is slow).
    const unreadable = alternatives.find((alternative) => TOLERANCE.test(normaliseTyped(alternative)) && !readAccepted(alternative));
    if (unreadable) return { correctAnswer: `"${unreadable}": a margin (±) needs a number on each side, as in 12 ± 0.5` };
  }
  return {};
}

/** A key as a person reads it: "cat; mat or rug". */
export function describeKey(correctAnswer: unknown, type: unknown): string {
  return acceptedAnswers(correctAnswer, type)
    .map((alternatives) => alternatives.join(' or '))
    .join('; ');
}
