// Questions answered by typing (fill_blank and short_answer, with `correctAnswer`; docs/question-types.md):
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
/** Thousands written with commas, as children are taught to write them: 1,000 or 12,345.5. */
const GROUPED = /^[-+]?\d{1,3}(,\d{3})+(\.\d+)?$/;

/**
 * An answer as it is marked: as normaliseTyped reads it, and then what a child copies from the question or adds
 * by habit taken away: quotes around it ("sat" or the question's ‘sat’), a final "!" or "?", the hyphen of an
 * affix (un-, -able), a leading currency sign. What is left empty keeps the normalised text.
 */
export function tidyTyped(value: unknown): string {
  const normalised = normaliseTyped(value);
  let text = normalised;
  for (let before = ''; before !== text;) {
    before = text;
    text = text
      .replace(/^["“”„«»‘’]+|["“”„«»‘’]+$/g, '')
      .replace(/^'(.*)'$/, '$1')
      .replace(/[\s.!?]+$/, '')
      .trim();
  }
  if (/^[-‐–]\s*\d/.test(text)) return text || normalised;
  text = text.replace(/^[-‐–]+([a-z\u00c0-\u024f])/, '$1').replace(/([a-z\u00c0-\u024f])[-‐–]+$/, '$1');
  return text || normalised;
}

/** A number's text as it is compared: thousands' commas taken out. */
const numberText = (text: string) => (GROUPED.test(text) ? text.replaceAll(',', '') : text);

/**
 * Units a child writes after a number, each with its other spellings: a question asks "in cm" and "12 centimetres"
 * is that unit. Any other word is a noun counted, compared in the singular ("6 legs" is 6 leg).
 */
const UNIT_NAMES: ReadonlyArray<readonly string[]> = [
  ['second', 's', 'sec', 'secs', 'seconds'],
  ['minute', 'min', 'mins', 'minutes'],
  ['hour', 'h', 'hr', 'hrs', 'hours'],
  ['mm', 'millimetre', 'millimetres', 'millimeter', 'millimeters'],
  ['cm', 'centimetre', 'centimetres', 'centimeter', 'centimeters'],
  ['m', 'metre', 'metres', 'meter', 'meters'],
  ['km', 'kilometre', 'kilometres', 'kilometer', 'kilometers'],
  ['g', 'gram', 'grams', 'gramme', 'grammes'],
  ['kg', 'kilogram', 'kilograms', 'kilo', 'kilos'],
  ['ml', 'millilitre', 'millilitres', 'milliliter', 'milliliters'],
  ['l', 'litre', 'litres', 'liter', 'liters'],
  ['cm²', 'cm2', 'sq cm', 'square cm', 'square centimetre', 'square centimetres', 'square centimeter', 'square centimeters'],
  ['m²', 'm2', 'sq m', 'square m', 'square metre', 'square metres', 'square meter', 'square meters'],
  ['°c', '° c', 'degree c', 'degrees c', 'celsius', 'degree celsius', 'degrees celsius', 'centigrade', 'degrees centigrade'],
  ['°f', '° f', 'degree f', 'degrees f', 'fahrenheit', 'degrees fahrenheit'],
  ['°', 'degree', 'degrees'],
  ['%', 'percent', 'per cent'],
  ['p', 'pence', 'penny', 'pennies'],
];
const UNIT_OF = new Map(UNIT_NAMES.flatMap((names) => names.map((name) => [name, names[0]!] as const)));
/** A temperature in degrees may be given as just "degrees". */
const ALSO_TAKES: Record<string, string> = { '°c': '°', '°f': '°' };

/** A word counted, in the singular as a child's plural is most often made. */
function singular(word: string): string {
  if (/[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (/[^s]s$/.test(word) && word.length > 2) return word.slice(0, -1);
  return word;
}

/** A unit or counted noun as it is compared: its short name, or the word in the singular. */
function unitOf(words: string): string {
  const text = words.trim().replace(/\s+/g, ' ');
  return UNIT_OF.get(text) ?? text.split(' ').map(singular).join(' ');
}

/** A number, perhaps with a currency sign before it, and the words after it: "180 seconds", "37°c", "£5". */
const WITH_UNIT = /^([£$€])?\s*([-+]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|[-+]?\.\d+)\s*([^\d\s].*)?$/;

function splitUnit(text: string): { number: string; unit: string | null } | null {
  const match = WITH_UNIT.exec(text);
  if (!match) return null;
  const [, currency, number = '', rest] = match;
  if (currency && rest) return null;
  const unit = currency ?? (rest === undefined ? null : rest.trim());
  return { number: numberText(number), unit: unit === null ? null : unitOf(unit) };
}

/**
 * The units and nouns a question counts, from its words: "How many seconds..." counts seconds, "..., in cm?"
 * centimetres, "How much does it cost, in £?" pounds. A child may write one of them after the number.
 */
export function countedUnits(questionText: unknown): string[] {
  const text = normaliseTyped(questionText);
  const units = new Set<string>();
  for (const match of text.matchAll(/\bhow many (?:more |fewer |less |whole |full )?([a-z\u00c0-\u024f²]+(?: [a-z\u00c0-\u024f²]+)?)/g)) {
    const [first = '', second] = match[1]!.split(' ');
    units.add(unitOf(first));
    if (second) units.add(unitOf(`${first} ${second}`));
  }
  for (const match of text.matchAll(/\bin ([^\s?.,!)]+(?: [^\s?.,!)]+)?)\s*(?:[?.!)]|$)/g)) units.add(unitOf(match[1]!));
  for (const match of text.matchAll(/\(([^()\d]{1,12})\)/g)) units.add(unitOf(match[1]!));
  // A blank followed by what it counts: "There are ___ minutes in half an hour", "about ___ °C".
  for (const match of text.matchAll(/_{3,}\s*([a-z\u00c0-\u024f°²%]+(?: [a-z]+)?)/g)) {
    const [first = '', second] = match[1]!.split(' ');
    units.add(unitOf(first));
    if (second) units.add(unitOf(`${first} ${second}`));
  }
  for (const sign of ['£', '$', '€']) if (text.includes(sign)) units.add(sign);
  for (const [unit, also] of Object.entries(ALSO_TAKES)) if (units.has(unit)) units.add(also);
  return [...units];
}

/** An accepted answer read: a number with its margin (as written) and perhaps its unit, or a text. null when it cannot match anything. */
type Accepted = { value: string; margin: string; unit: string | null } | { text: string };

function readAccepted(alternative: unknown): Accepted | null {
  const key = tidyTyped(alternative);
  if (!key) return null;
  const tolerance = TOLERANCE.exec(key);
  if (tolerance) {
    const [, value = '', margin = ''] = tolerance;
    const number = splitUnit(value);
    return number && isNumber(number.number) && isNumber(margin) && !margin.startsWith('-')
      ? { value: number.number, margin, unit: number.unit }
      : null;
  }
  const number = splitUnit(key);
  return number && isNumber(number.number) ? { value: number.number, margin: '0', unit: number.unit } : { text: key };
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

function numberMatches(answer: string, key: { value: string; margin: string }): boolean {
  if (Number(key.margin) === 0) return Number(answer) === Number(key.value);
  return within(answer, key.value, key.margin);
}

/** A word answer without a noun the question counts after it ("eight legs" for "How many legs...?"); null when it has none. */
function withoutCounted(answer: string, units: readonly string[]): string | null {
  const space = answer.lastIndexOf(' ');
  return space > 0 && units.includes(unitOf(answer.slice(space + 1))) ? answer.slice(0, space) : null;
}

/**
 * Whether a typed answer is the expected one: as tidyTyped reads them, numbers as numbers (7, 7.0, 07, 1,000),
 * within a tolerance when the key has one, and followed by a unit or noun the question counts (`units`, from
 * countedUnits) or the key names ("180 seconds", "6 legs", "37°C").
 */
export function typedAnswerMatches(given: unknown, expected: unknown, units: readonly string[] = []): boolean {
  const answer = tidyTyped(given);
  const key = readAccepted(expected);
  if (!answer || !key) return false;
  if ('text' in key) return answer === key.text || withoutCounted(answer, units) === key.text;
  const number = splitUnit(answer);
  if (!number || !isNumber(number.number)) return false;
  if (
    number.unit !== null &&
    number.unit !== key.unit &&
    !units.includes(number.unit) &&
    !(key.unit && ALSO_TAKES[key.unit] === number.unit)
  )
    return false;
  return numberMatches(number.number, key);
}

/**
 * The most letters a near miss may differ by (an edit: a letter added, left out, changed, or two swapped),
 * by the length of the word: none up to 4 letters (cat, east), one up to 8 (colour, Monday), two beyond (Wednesday).
 */
export function nearMissAllowance(length: number): number {
  if (length <= 4) return 0;
  return length <= 8 ? 1 : 2;
}

/** Edits between two texts (optimal string alignment: insert, delete, change, swap two letters side by side), or more than `most` once past it. */
export function editDistance(a: string, b: string, most = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > most) return most + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let smallest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      smallest = Math.min(smallest, value);
    }
    if (smallest > most) return most + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** A text answer close enough to a word of the key to be that word misspelt: same first letter, within the allowance, no digits. */
function isNearMiss(answer: string, key: string): boolean {
  if (/\d/.test(answer) || /\d/.test(key) || answer[0] !== key[0]) return false;
  const most = nearMissAllowance(key.length);
  return most > 0 && editDistance(answer, key, most) <= most;
}

/** A question's fields the marking of a typed answer reads. */
export interface TypedQuestion {
  type?: string;
  text?: string;
  correctAnswer?: string;
  /** The author's choice: only the key's spelling is right (a spelling question). */
  exactSpelling?: boolean;
  subject?: string;
  skills?: readonly string[];
}

/** English skills where the form of a word is what is asked ("knifes" for knives is the mistake, not a slip). */
export const EXACT_ENGLISH_SKILLS: readonly string[] = ['Spelling', 'Plurals', 'Tenses', 'Phonics'];

/**
 * Whether a near miss of the key's spelling is taken as right: not when the author asked for exact spelling, nor
 * in an English question on spelling, plurals, tenses or phonics, where the form of the word is what is asked.
 */
export function nearMissAllowed(question: Pick<TypedQuestion, 'exactSpelling' | 'subject' | 'skills'>): boolean {
  if (question.exactSpelling) return false;
  return !(question.subject === 'English' && (question.skills ?? []).some((skill) => EXACT_ENGLISH_SKILLS.includes(skill)));
}

/** How a typed answer was marked: right or wrong, and the key's spelling of each answer taken as a near miss. */
export interface TypedMark {
  correct: boolean;
  /** The key's words a near miss was taken for, in order ("Wednesday" for "Wensday"); empty when all was spelt as the key. */
  spelt: string[];
}

/** An answer without the article before it ("the sun" is "sun"); null when it has none, or is only the article. */
function withoutArticle(answer: string): string | null {
  const match = /^(?:the|a|an) (.+)$/.exec(answer);
  return match ? match[1]! : null;
}

/** One answer (a blank's, or a short answer) against its alternatives; `others`: the other blanks' alternatives. */
function markOne(
  given: unknown,
  alternatives: readonly string[],
  others: readonly string[],
  units: readonly string[],
  nearMiss: boolean,
): { correct: boolean; spelt?: string } {
  if (alternatives.some((alternative) => typedAnswerMatches(given, alternative, units))) return { correct: true };
  // "the Nile", "a herbivore": an article before the answer a key names without one.
  const bare = withoutArticle(tidyTyped(given));
  if (bare && alternatives.some((alternative) => typedAnswerMatches(bare, alternative, units))) return { correct: true };
  const answer = tidyTyped(given);
  if (!nearMiss || !answer || /\d/.test(answer)) return { correct: false };
  // Another blank's answer, even misspelt, is not this one's.
  const elsewhere = others.map((other) => tidyTyped(other)).filter(Boolean);
  if (elsewhere.some((other) => other === answer || isNearMiss(answer, other))) return { correct: false };
  const spelt = alternatives.find((alternative) => {
    const key = readAccepted(alternative);
    return key !== null && 'text' in key && isNearMiss(answer, key.text);
  });
  return spelt === undefined ? { correct: false } : { correct: true, spelt: spelt.trim() };
}

/**
 * A typed answer marked (fill-in: each blank one of its alternatives): the rule the server scores with and the
 * editor's preview tries answers with.
 */
export function markTypedAnswer(question: TypedQuestion, answer: unknown): TypedMark {
  const keys = acceptedAnswers(question.correctAnswer, question.type);
  const units = countedUnits(question.text);
  const nearMiss = nearMissAllowed(question);
  const given = question.type === 'fill_blank' ? readBlanks(answer) : [answer];
  if (keys.length === 0 || (question.type === 'fill_blank' && given.length === 0)) return { correct: false, spelt: [] };
  const spelt: string[] = [];
  for (const [i, alternatives] of keys.entries()) {
    const others = keys.flatMap((other, j) => (j === i ? [] : other));
    const marked = markOne(given[i], alternatives, others, units, nearMiss);
    if (!marked.correct) return { correct: false, spelt: [] };
    if (marked.spelt !== undefined) spelt.push(marked.spelt);
  }
  return { correct: true, spelt };
}

/** The first right answer of a key, as a child is shown it: each blank's first alternative, without its margin ("37", "cat; mat"). */
export function firstRightAnswer(correctAnswer: unknown, type: unknown): string {
  return acceptedAnswers(correctAnswer, type)
    .map((alternatives) => (alternatives[0] ?? '').replace(/\s*(?:±|\+\/-|\+-).*$/, ''))
    .join('; ');
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

/** Whether a typed answer to a fill-in or short-answer question is right: each blank one of its alternatives (markTypedAnswer). */
export function isTypedAnswerCorrect(question: TypedQuestion, answer: unknown): boolean {
  return markTypedAnswer(question, answer).correct;
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
      return {
        correctAnswer:
          blanks === 1
            ? 'This question has one blank: give one answer, with | between the ones you accept'
            : `Give an answer for each of the ${blanks} blanks, with ; between them`,
      };
    }
  }
  for (const [i, alternatives] of keys.entries()) {
    const where = keys.length > 1 ? ` for blank ${i + 1}` : '';
    if (!alternatives.some((alternative) => normaliseTyped(alternative)))
      return { correctAnswer: `Please give the correct answer${where}` };
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
