// CSV import: one question per row under a header row, parsed by papaparse.
import Papa from 'papaparse';
import { OPTIONS } from '../domain/index.ts';
import { buildRow, lettered, splitList } from './draft.ts';
import type { ImportDefaults, ImportRow, ParsedFile } from './draft.ts';
import { IMPORT_MESSAGES } from './messages.ts';

/**
 * The columns of the CSV format, in the template's order, with what the screen says about each.
 * `required`: the header must have it. `defaulted`: every question needs it (SPEC.md section 5),
 * so a row that leaves it empty takes the import's default, and is refused when there is none.
 */
export const CSV_COLUMNS = [
  { name: 'question', required: true, description: 'The question as the child reads it.' },
  { name: 'option_a', required: true, description: 'Option A.' },
  { name: 'option_b', required: true, description: 'Option B.' },
  { name: 'option_c', required: false, description: 'Option C (leave empty for fewer options).' },
  { name: 'option_d', required: false, description: 'Option D.' },
  { name: 'option_e', required: false, description: 'Option E.' },
  { name: 'option_f', required: false, description: 'Option F (at most 6 options).' },
  { name: 'correct', required: true, description: 'The letter of the right option, such as b; several as a;c.' },
  { name: 'explanation', required: false, description: 'Why the answer is right, in words a child understands.' },
  { name: 'subject', required: false, defaulted: true, description: 'Mathematics, English, Science, History or Geography.' },
  { name: 'grade', required: false, defaulted: true, description: 'Grade 1 to Grade 6, or just 1 to 6.' },
  { name: 'topic', required: false, description: "One of the subject's topics." },
  { name: 'subtopic', required: false, description: 'Free text.' },
  { name: 'skills', required: false, defaulted: true, description: "Skills from the subject's list, separated by ;" },
  { name: 'difficulty', required: false, defaulted: true, description: 'beginner, intermediate or advanced.' },
  { name: 'estimated_time', required: false, description: 'Seconds, 10 to 600; empty means 30.' },
  { name: 'blooms_taxonomy', required: false, description: 'remember, understand, apply, analyze, evaluate or create.' },
  { name: 'tags', required: false, description: 'Free words, separated by ;' },
] as const;

export type CsvColumn = (typeof CSV_COLUMNS)[number]['name'];
type CsvRecord = Partial<Record<CsvColumn, string>>;

const OPTION_COLUMNS = CSV_COLUMNS.map((c) => c.name).filter((name) => name.startsWith('option_')).slice(0, OPTIONS.max);

const TEMPLATE_ROWS: CsvRecord[] = [
  {
    question: 'What is 8 + 5?',
    option_a: '12',
    option_b: '13',
    option_c: '14',
    option_d: '15',
    correct: 'b',
    explanation: 'Count on 5 from 8: 9, 10, 11, 12, 13.',
    subject: 'Mathematics',
    grade: 'Grade 2',
    topic: 'Numbers and Operations',
    skills: 'Addition',
    difficulty: 'beginner',
    estimated_time: '30',
    blooms_taxonomy: 'apply',
    tags: 'adding;number facts',
  },
  {
    question: 'Which part of a plant takes in water from the soil?',
    option_a: 'The roots',
    option_b: 'The petals',
    option_c: 'The flower',
    correct: 'a',
    explanation: 'Roots grow down into the soil and soak up water for the whole plant.',
    subject: 'Science',
    grade: '3',
    topic: 'Life Science',
    subtopic: 'Parts of a plant',
    skills: 'Plants',
    difficulty: 'beginner',
    blooms_taxonomy: 'remember',
  },
];

/** A CSV file with the header row and two example rows, for the screen's download. */
export function csvTemplate(): string {
  return Papa.unparse(TEMPLATE_ROWS, { columns: CSV_COLUMNS.map((c) => c.name), newline: '\n' });
}

/** Semicolons separate lists inside cells, so the delimiter is read from the header row alone. */
function delimiterOf(headerLine: string): string {
  if (headerLine.includes('\t')) return '\t';
  return headerLine.includes(',') || !headerLine.includes(';') ? ',' : ';';
}

function rowOf(line: number, record: CsvRecord, defaults: ImportDefaults): ImportRow {
  const texts = OPTION_COLUMNS.map((column) => record[column] ?? '');
  const filled = texts.reduce((last, text, i) => (text.trim() ? i + 1 : last), 0);
  const letters = splitList((record.correct ?? '').replace(/[,\s]+/g, ';')).map((letter) => letter.toLowerCase());
  const indexes = letters.map((letter) => (letter.length === 1 ? letter.charCodeAt(0) - 97 : -1));
  const parseErrors: Record<string, string> = {};
  if (indexes.some((i) => i < 0 || i >= filled || !texts[i]?.trim())) parseErrors.options = IMPORT_MESSAGES.correctLetter(record.correct ?? '');
  return buildRow(
    line,
    {
      text: record.question ?? '',
      type: 'multiple_choice',
      options: lettered(texts.slice(0, filled), (i) => indexes.includes(i)),
      explanation: record.explanation,
      subject: record.subject,
      grade: record.grade,
      topic: record.topic,
      subtopic: record.subtopic,
      skills: splitList(record.skills),
      difficulty: record.difficulty,
      estimatedTime: record.estimated_time,
      bloomsTaxonomy: record.blooms_taxonomy,
      tags: splitList(record.tags),
    },
    defaults,
    parseErrors,
  );
}

/** How often parseCsv says how far it has got. */
const PROGRESS_EVERY = 1000;

/**
 * Parses a CSV file of the columns above; empty rows are left out, every other row becomes an
 * ImportRow. `onProgress` hears how many records are checked, every thousand (the bulk-import
 * screen shows it while a large file is checked).
 */
export function parseCsv(text: string, defaults: ImportDefaults = {}, onProgress?: (done: number, total: number) => void): ParsedFile {
  const source = text.replace(/^\uFEFF/, '');
  const result = Papa.parse<string[]>(source, { delimiter: delimiterOf(source.split(/\r?\n/, 1)[0] ?? '') });
  const problems = result.errors.map((error) => IMPORT_MESSAGES.csvRow((error.row ?? 0) + 1, error.message));
  const [header = [], ...records] = result.data;
  const names = header.map((name) => name.trim().toLowerCase());
  const known = new Set<string>(CSV_COLUMNS.map((c) => c.name));
  const missing = CSV_COLUMNS.filter((c) => c.required && !names.includes(c.name)).map((c) => c.name);
  if (missing.length) return { rows: [], problems: [...problems, IMPORT_MESSAGES.missingColumns(missing)] };
  const unknown = names.filter((name) => name && !known.has(name));
  if (unknown.length) problems.push(IMPORT_MESSAGES.unknownColumns(unknown));
  const rows: ImportRow[] = [];
  records.forEach((cells, i) => {
    if (i % PROGRESS_EVERY === 0) onProgress?.(i, records.length);
    if (cells.every((cell) => !cell.trim())) return;
    const record: CsvRecord = {};
    names.forEach((name, column) => {
      if (known.has(name)) record[name as CsvColumn] = cells[column] ?? '';
    });
    rows.push(rowOf(i + 2, record, defaults));
  });
  onProgress?.(records.length, records.length);
  return { rows, problems };
}
