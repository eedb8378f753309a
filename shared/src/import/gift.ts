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
import { GRADES, SUBJECTS, TOPICS } from '../domain/index.ts';
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
  question.hasEmbeddedAnswers
    ? plain(question.stem)
        .replace(/_{3,}/g, '___')
        .replace(/___ (?=[.,;:!?])/g, '___')
    : plain(question.stem);

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
const isPartial = (choice: { isCorrect: boolean; weight: number | null }) =>
  choice.isCorrect && choice.weight !== null && choice.weight < 100;

function rowOf(
  position: number,
  question: GIFTQuestion,
  defaults: ImportDefaults,
  category: Pick<RawQuestion, 'subject' | 'grade' | 'topic'> = {},
): ImportRow | undefined {
  const row = (raw: Omit<RawQuestion, 'text'>, parseErrors: Record<string, string> = {}) =>
    buildRow(
      position,
      {
        text: 'stem' in question ? stemOf(question) : '',
        ...category,
        ...('tags' in question && question.tags?.length ? { tags: question.tags } : {}),
        ...raw,
      },
      defaults,
      parseErrors,
    );
  switch (question.type) {
    case 'Category':
      return undefined;
    case 'Description':
      return row({ type: 'multiple_choice', options: [] }, { type: IMPORT_MESSAGES.giftDescription });
    case 'MC': {
      // A positive weight (=, or ~%50%) marks a right answer; the quiz scores any right option as right.
      const isCorrect = (i: number) => question.choices[i]!.isCorrect || (question.choices[i]!.weight ?? 0) > 0;
      const explanation = plain(question.globalFeedback) || plain(question.choices.find((_, i) => isCorrect(i))?.feedback);
      const options = lettered(
        question.choices.map((choice) => plain(choice.text)),
        isCorrect,
      );
      return row({ type: 'multiple_choice', options, explanation });
    }
    case 'TF': {
      // The feedback for the wrong choice is the one that explains the answer.
      const explanation =
        plain(question.globalFeedback) ||
        plain(question.isTrue ? question.falseFeedback : question.trueFeedback) ||
        plain(question.isTrue ? question.trueFeedback : question.falseFeedback);
      const options = lettered(['True', 'False'], (i) => (i === 0) === question.isTrue);
      return row({ type: 'true_false', options, correctAnswer: question.isTrue ? 'True' : 'False', explanation });
    }
    case 'Short': {
      const type = question.hasEmbeddedAnswers ? 'fill_blank' : 'short_answer';
      const right = question.choices.filter((choice) => choice.isCorrect);
      const explanation = plain(question.globalFeedback) || plain(right.find((choice) => choice.feedback)?.feedback);
      const correctAnswer = right.map((choice) => plain(choice.text).trim()).join(' | ');
      return row(
        { type, options: [], correctAnswer, explanation },
        right.some(isPartial) ? { correctAnswer: IMPORT_MESSAGES.giftPartialCredit } : {},
      );
    }
    case 'Numerical': {
      const type = question.hasEmbeddedAnswers ? 'fill_blank' : 'short_answer';
      const right = Array.isArray(question.choices)
        ? question.choices.filter((choice) => choice.isCorrect)
        : [{ isCorrect: true, weight: null, text: question.choices, feedback: null }];
      const explanation = plain(question.globalFeedback) || plain(right.find((choice) => choice.feedback)?.feedback);
      const correctAnswer = right.map((choice) => numberKey(choice.text)).join(' | ');
      return row(
        { type, options: [], correctAnswer, explanation },
        right.some(isPartial) ? { correctAnswer: IMPORT_MESSAGES.giftPartialCredit } : {},
      );
    }
    case 'Matching': {
      const pairs = question.matchPairs.filter((pair) => plain(pair.subquestion).trim());
      const options: DraftOption[] = pairs.map((pair, i) => ({
        id: String.fromCharCode(97 + i),
        text: plain(pair.subquestion),
        match: pair.subanswer,
      }));
      const parseErrors: Record<string, string> =
        pairs.length < question.matchPairs.length ? { options: IMPORT_MESSAGES.giftMatchingExtra } : {};
      return row({ type: 'matching', options, explanation: plain(question.globalFeedback) }, parseErrors);
    }
    case 'Essay':
      return row({ type: 'essay', options: [], explanation: plain(question.globalFeedback) });
  }
}

/** A question of the file as GIFT separates them: the lines between blank lines, and the line it starts on. */
interface Block {
  line: number;
  text: string;
}

/** Moodle's own reading: questions are separated by blank lines; a block of comments only is no question. */
function blocksOf(text: string): Block[] {
  const blocks: Block[] = [];
  let current: string[] = [];
  let start = 0;
  const close = () => {
    if (current.some((line) => line.trim() && !line.trim().startsWith('//'))) blocks.push({ line: start + 1, text: current.join('\n') });
    current = [];
  };
  text.split(/\r?\n/).forEach((line, i) => {
    if (!line.trim()) return close();
    if (!current.length) start = i;
    current.push(line);
  });
  close();
  return blocks;
}

/** Braces as GIFT reads them: a `\{` or `\}` is text. */
function unbalancedBrace(text: string): 'open' | 'close' | null {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '\\') i += 1;
    else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth < 0) return 'close';
    }
  }
  return depth > 0 ? 'open' : null;
}

/** The block without its comment lines, as the grammar reads it. */
const withoutComments = (block: Block) =>
  block.text
    .split('\n')
    .filter((line) => !line.trim().startsWith('//'))
    .join('\n');

type Gift = typeof import('gift-pegjs');
type SyntaxErrorAt = { location: { start: { line: number; column: number } } };
/** A block read: its questions (a category counts as one), or why GIFT cannot read it. */
type Read = { block: Block; questions: GIFTQuestion[] } | { block: Block; problem: string };

function problemOf(block: Block, error: SyntaxErrorAt): string {
  return IMPORT_MESSAGES.giftUnreadable(block.line + error.location.start.line - 1, error.location.start.column);
}

/**
 * Reads a run of blocks whose braces pair up, in one call of the grammar where it can (a call has a cost of its
 * own): a block GIFT cannot read is found by the line of the error, named, and the rest read again around it.
 */
function readRun(gift: Gift, run: Block[]): Read[] {
  if (!run.length) return [];
  const starts: number[] = [];
  let lines = 1;
  for (const block of run) {
    starts.push(lines);
    lines += block.text.split('\n').length + 1;
  }
  try {
    const questions = gift.parse(`${run.map((block) => block.text).join('\n\n')}\n`);
    if (questions.length === run.length) return run.map((block, i) => ({ block, questions: [questions[i]!] }));
    if (run.length === 1) return [{ block: run[0]!, questions }];
  } catch (error) {
    if (!(error instanceof gift.SyntaxError)) throw error;
    if (run.length === 1) return [{ block: run[0]!, problem: problemOf(run[0]!, error) }];
    const at = error.location.start.line;
    const failing = Math.max(
      0,
      starts.findLastIndex((start) => start <= at),
    );
    return [...readRun(gift, run.slice(0, failing)), ...readRun(gift, [run[failing]!]), ...readRun(gift, run.slice(failing + 1))];
  }
  // A block held more than one question, or none: each read on its own.
  return run.flatMap((block) => readRun(gift, [block]));
}

/** Every block read in order: one whose braces do not pair up is named without asking the grammar. */
function readBlocks(gift: Gift, blocks: Block[]): Read[] {
  const read: Read[] = [];
  let run: Block[] = [];
  for (const block of blocks) {
    const brace = unbalancedBrace(withoutComments(block));
    if (!brace) {
      run.push(block);
      continue;
    }
    read.push(...readRun(gift, run));
    run = [];
    read.push({ block, problem: brace === 'open' ? IMPORT_MESSAGES.giftUnclosed : IMPORT_MESSAGES.giftUnopened });
  }
  read.push(...readRun(gift, run));
  return read;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** What a category names of a question: a subject, a grade and a topic among its parts (`$course$/Mathematics/Grade 2/Geometry`). */
function categoryFields(category: string): Pick<RawQuestion, 'subject' | 'grade' | 'topic'> {
  const parts = category.split('/').map((part) => part.trim());
  const subject = SUBJECTS.find((known) => parts.some((part) => same(part, known)));
  const grade = GRADES.find((known) => parts.some((part) => same(part, known)));
  const topic = subject ? TOPICS[subject].find((known) => parts.some((part) => same(part, known))) : undefined;
  return { ...(subject && { subject }), ...(grade && { grade }), ...(topic && { topic }) };
}

/**
 * Parses GIFT text; every question takes its subject, grade, topic, skills and difficulty from
 * `defaults`, or from the category it is under where that names them. Each question (the lines
 * between blank lines) is read on its own, so one GIFT cannot read is listed, with its number and
 * line, and the others come in. The grammar (about 6 KB gzipped) loads on the first call.
 */
export async function parseGift(text: string, defaults: ImportDefaults = {}): Promise<ParsedFile> {
  const gift = await import('gift-pegjs');
  const rows: ImportRow[] = [];
  const problems: string[] = [];
  let number = 0;
  let category: Pick<RawQuestion, 'subject' | 'grade' | 'topic'> = {};
  for (const read of readBlocks(gift, blocksOf(text.replace(/^\uFEFF/, '')))) {
    if ('problem' in read) {
      number += 1;
      problems.push(IMPORT_MESSAGES.giftQuestion(number, read.block.line, read.problem));
      continue;
    }
    for (const question of read.questions) {
      if (question.type === 'Category') {
        category = categoryFields(question.title);
        continue;
      }
      number += 1;
      const row = rowOf(number, question, defaults, category);
      if (row) rows.push(row);
    }
  }
  return { rows, problems };
}
