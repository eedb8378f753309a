// GIFT import (Moodle's format) through gift-pegjs: multiple choice and true/false become
// questions; other GIFT types are listed with a message so the creator sees what was left out.
import type { GIFTQuestion, TextFormat } from 'gift-pegjs';
import { buildRow, lettered } from './draft.ts';
import type { ImportDefaults, ImportRow, ParsedFile } from './draft.ts';
import { IMPORT_MESSAGES } from './messages.ts';

const plain = (text: TextFormat | null | undefined): string =>
  !text ? '' : text.format === 'html' ? text.text.replace(/<[^>]*>/g, '') : text.text;

function rowOf(position: number, question: GIFTQuestion, defaults: ImportDefaults): ImportRow | undefined {
  switch (question.type) {
    case 'Category':
    case 'Description':
      return undefined;
    case 'MC': {
      // A positive weight (=, or ~%50%) marks a right answer; the quiz scores any right option as right.
      const isCorrect = (i: number) => question.choices[i]!.isCorrect || (question.choices[i]!.weight ?? 0) > 0;
      const explanation = plain(question.globalFeedback) || plain(question.choices.find((_, i) => isCorrect(i))?.feedback);
      const options = lettered(question.choices.map((choice) => plain(choice.text)), isCorrect);
      return buildRow(position, { text: plain(question.stem), type: 'multiple_choice', options, explanation }, defaults);
    }
    case 'TF': {
      // The feedback for the wrong choice is the one that explains the answer.
      const explanation =
        plain(question.globalFeedback) || plain(question.isTrue ? question.falseFeedback : question.trueFeedback) || plain(question.isTrue ? question.trueFeedback : question.falseFeedback);
      const options = lettered(['True', 'False'], (i) => (i === 0) === question.isTrue);
      return buildRow(position, { text: plain(question.stem), type: 'true_false', options, correctAnswer: question.isTrue ? 'True' : 'False', explanation }, defaults);
    }
    default: {
      const row = buildRow(position, { text: plain(question.stem), type: 'multiple_choice', options: [] }, defaults);
      return { ...row, errors: [{ row: position, field: 'type', message: IMPORT_MESSAGES.unsupportedType }] };
    }
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
