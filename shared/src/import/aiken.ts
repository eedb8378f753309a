// Aiken import: the question on its own line(s), options "A." or "A)" one per line, then
// "ANSWER: B". A line format this small needs no library.
import { buildRow, lettered } from './draft.ts';
import type { ImportDefaults, ImportRow, ParsedFile } from './draft.ts';
import { IMPORT_MESSAGES } from './messages.ts';

const OPTION_LINE = /^([A-Za-z])\s*[.)]\s+(.*)$/;
const ANSWER_LINE = /^ANSWER\s*:\s*(.*)$/i;

interface Pending {
  line: number;
  text: string[];
  options: string[];
  /** An option out of order: the question is kept, with this message, so that its lines do not start new ones. */
  orderProblem?: string;
}

function finish(question: Pending, answer: string | undefined, defaults: ImportDefaults): ImportRow {
  const letter = answer?.trim().toLowerCase() ?? '';
  const index = letter.length === 1 ? letter.charCodeAt(0) - 97 : -1;
  const parseErrors: Record<string, string> = {};
  if (question.options.length === 0) parseErrors.options = IMPORT_MESSAGES.aikenNoOptions;
  else if (question.orderProblem) parseErrors.options = question.orderProblem;
  else if (answer === undefined) parseErrors.options = IMPORT_MESSAGES.aikenNoAnswer;
  else if (index < 0 || index >= question.options.length) parseErrors.options = IMPORT_MESSAGES.correctLetter(answer.trim());
  const raw = { text: question.text.join(' '), type: 'multiple_choice' as const, options: lettered(question.options, (i) => i === index) };
  return buildRow(question.line, raw, defaults, parseErrors);
}

/** Parses Aiken text; every question takes its subject, grade, topic, skills and difficulty from `defaults`. */
export function parseAiken(text: string, defaults: ImportDefaults = {}): ParsedFile {
  const rows: ImportRow[] = [];
  let current: Pending | undefined;
  text.split(/\r?\n/).forEach((rawLine, i) => {
    const line = rawLine.trim();
    if (!line) return;
    const answer = ANSWER_LINE.exec(line);
    if (answer) {
      if (current) rows.push(finish(current, answer[1] ?? '', defaults));
      current = undefined;
      return;
    }
    const option = OPTION_LINE.exec(line);
    if (current && option && (current.options.length > 0 || option[1]?.toUpperCase() === 'A')) {
      const expected = String.fromCharCode(65 + current.options.length);
      if (option[1]?.toUpperCase() !== expected) current.orderProblem ??= IMPORT_MESSAGES.aikenOptionOrder(expected);
      current.options.push(option[2] ?? '');
      return;
    }
    if (current?.options.length) {
      // A new question began before the previous one named its answer.
      rows.push(finish(current, undefined, defaults));
      current = undefined;
    }
    current ??= { line: i + 1, text: [], options: [] };
    current.text.push(line);
  });
  if (current) rows.push(finish(current, undefined, defaults));
  return { rows, problems: [] };
}
