// CSV import: one question per row under a header row, parsed by papaparse. The `type` column
// (empty: multiple choice) says what `correct` and the option columns hold (docs/question-types.md, "Importing").
import Papa from 'papaparse';
import { OPTIONS, QUESTION_TYPE_LABELS, QUESTION_TYPES, TRUE_FALSE_OPTIONS } from '../domain/index.ts';
import type { QuestionType } from '../domain/index.ts';
import { buildRow, lettered, splitList } from './draft.ts';
import type { DraftOption, ImportDefaults, ImportRow, ParsedFile, RawQuestion } from './draft.ts';
import { IMPORT_MESSAGES } from './messages.ts';

/**
 * The columns of the CSV format, in the template's order, with what the screen says about each.
 * `required`: the header must have it. `defaulted`: every question needs it (docs/product.md, "Validation"),
 * so a row that leaves it empty takes the import's default, and is refused when there is none.
 */
export const CSV_COLUMNS = [
  {
    name: 'question',
    required: true,
    description: 'The question as the child reads it. A fill-in question marks each blank with ___ (three underscores).',
  },
  {
    name: 'type',
    required: false,
    description:
      'multiple_choice (or empty), true_false, fill_blank, short_answer, matching or essay; the names Multiple Choice, True / False and so on work too.',
  },
  {
    name: 'option_a',
    required: true,
    description:
      'Option A. For matching, a pair written left -> right, such as cat -> kitten (words only: add a picture to a pair in the editor after importing). Empty for the other types.',
  },
  { name: 'option_b', required: true, description: 'Option B (or the second pair).' },
  { name: 'option_c', required: false, description: 'Option C (leave empty for fewer options).' },
  { name: 'option_d', required: false, description: 'Option D.' },
  { name: 'option_e', required: false, description: 'Option E.' },
  { name: 'option_f', required: false, description: 'Option F (at most 6 options).' },
  {
    name: 'correct',
    required: true,
    description:
      'Multiple choice: the letter of the right option, such as b; several as a;c. True/false: True or False. Fill-in and short answer: the answer, with | between the ones you accept, ; between blanks, 12 ± 0.5 for a margin. Matching and essay: empty.',
  },
  {
    name: 'explanation',
    required: false,
    description: 'Why the answer is right, in words a child understands (for an essay, a marking guide for the parent).',
  },
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

const OPTION_COLUMNS = CSV_COLUMNS.map((c) => c.name)
  .filter((name) => name.startsWith('option_'))
  .slice(0, OPTIONS.max);

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
  {
    question: 'A spider is an insect.',
    type: 'true_false',
    correct: 'False',
    explanation: 'A spider has eight legs; an insect has six.',
    subject: 'Science',
    grade: '2',
    topic: 'Life Science',
    skills: 'Animals',
    difficulty: 'beginner',
  },
  {
    question: 'The ___ sat on the ___.',
    type: 'fill_blank',
    correct: 'cat ; mat | rug',
    explanation: 'A cat sits on a mat or a rug.',
    subject: 'English',
    grade: '1',
    topic: 'Vocabulary',
    skills: 'Word Meanings',
    difficulty: 'beginner',
  },
  {
    question: 'How many minutes are in one hour?',
    type: 'short_answer',
    correct: '60',
    explanation: 'An hour has 60 minutes.',
    subject: 'Mathematics',
    grade: '2',
    topic: 'Measurement',
    skills: 'Measurement',
    difficulty: 'beginner',
  },
  {
    question: 'Match each animal to its baby.',
    type: 'matching',
    option_a: 'cat -> kitten',
    option_b: 'dog -> puppy',
    option_c: 'cow -> calf',
    explanation: 'Many baby animals have their own names.',
    subject: 'Science',
    grade: '1',
    topic: 'Life Science',
    skills: 'Animals',
    difficulty: 'beginner',
  },
  {
    question: 'Write three sentences about your favourite animal.',
    type: 'essay',
    explanation: 'Three full sentences, each with a capital letter and a full stop.',
    subject: 'English',
    grade: '3',
    topic: 'Writing',
    skills: 'Sentence Structure',
    difficulty: 'intermediate',
  },
];

/** A CSV file with the header row and an example row of each question type, for the screen's download. */
export function csvTemplate(): string {
  return Papa.unparse(TEMPLATE_ROWS, { columns: CSV_COLUMNS.map((c) => c.name), newline: '\n' });
}

/** Semicolons separate lists inside cells, so the delimiter is read from the header row alone. */
function delimiterOf(headerLine: string): string {
  if (headerLine.includes('\t')) return '\t';
  return headerLine.includes(',') || !headerLine.includes(';') ? ',' : ';';
}

/** Type names and labels as an author may write them: any case, spaces not counting (True / False, true/false). */
const squash = (value: string) => value.toLowerCase().replace(/\s+/g, '');
const TYPE_NAMES = new Map<string, QuestionType>(
  QUESTION_TYPES.flatMap((type) => [[squash(type), type] as const, [squash(QUESTION_TYPE_LABELS[type]), type] as const]),
);

/** The question's type as the cell names it; empty means multiple choice, undefined an unknown name. */
const typeOf = (cell: string | undefined): QuestionType | undefined => (cell?.trim() ? TYPE_NAMES.get(squash(cell)) : 'multiple_choice');

/** A row's answer by its type: the options and key to give the form, and what the importer itself finds wrong. */
type Answer = Pick<RawQuestion, 'options' | 'correctAnswer'> & { parseErrors: Record<string, string> };

function answerOf(type: QuestionType, texts: string[], correct: string): Answer {
  const filled = texts.reduce((last, text, i) => (text.trim() ? i + 1 : last), 0);
  switch (type) {
    case 'multiple_choice': {
      const letters = splitList(correct.replace(/[,\s]+/g, ';')).map((letter) => letter.toLowerCase());
      const indexes = letters.map((letter) => (letter.length === 1 ? letter.charCodeAt(0) - 97 : -1));
      const wrong = indexes.some((i) => i < 0 || i >= filled || !texts[i]?.trim());
      return {
        options: lettered(texts.slice(0, filled), (i) => indexes.includes(i)),
        parseErrors: wrong ? { options: IMPORT_MESSAGES.correctLetter(correct) } : {},
      };
    }
    case 'matching': {
      const options: DraftOption[] = texts.slice(0, filled).map((text, i) => {
        const [left = '', ...right] = text.split('->');
        return { id: String.fromCharCode(97 + i), text: left, match: right.join('->') };
      });
      const unpaired = options.findIndex((option) => !option.text.trim() || !option.match?.trim());
      const parseErrors: Record<string, string> = {};
      if (unpaired >= 0) parseErrors.options = IMPORT_MESSAGES.csvPair(options[unpaired]!.id, texts[unpaired]!);
      if (correct.trim()) parseErrors.correctAnswer = IMPORT_MESSAGES.csvNoKey(type);
      return { options, correctAnswer: '', parseErrors };
    }
    default: {
      const parseErrors: Record<string, string> = filled ? { options: IMPORT_MESSAGES.csvNoOptions(type) } : {};
      if (type === 'essay' && correct.trim()) parseErrors.correctAnswer = IMPORT_MESSAGES.csvNoKey(type);
      if (type === 'essay') return { options: [], correctAnswer: '', parseErrors };
      if (type !== 'true_false') return { options: [], correctAnswer: correct.trim(), parseErrors };
      // The two options the editor and GIFT write; a key other than True or False is the form's to name.
      const key = TRUE_FALSE_OPTIONS.find((text) => squash(text) === squash(correct)) ?? correct.trim();
      return { options: lettered([...TRUE_FALSE_OPTIONS], (i) => TRUE_FALSE_OPTIONS[i] === key), correctAnswer: key, parseErrors };
    }
  }
}

function rowOf(line: number, record: CsvRecord, defaults: ImportDefaults): ImportRow {
  const texts = OPTION_COLUMNS.map((column) => record[column] ?? '');
  const type = typeOf(record.type);
  const { options, correctAnswer, parseErrors } = type
    ? answerOf(type, texts, record.correct ?? '')
    : { options: [], correctAnswer: '', parseErrors: { type: IMPORT_MESSAGES.csvType(record.type?.trim() ?? '') } };
  return buildRow(
    line,
    {
      text: record.question ?? '',
      type: type ?? 'multiple_choice',
      options,
      correctAnswer,
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

/** The most rows a kind of CSV problem is named for; the others are counted. */
const ROWS_NAMED = 5;

/** papaparse's findings in the author's words, each kind once with its first rows (a broken file has one on every row). */
function csvProblems(errors: readonly Papa.ParseError[]): string[] {
  const rowsByCode = new Map<Papa.ParseError['code'], number[]>();
  for (const error of errors) rowsByCode.set(error.code, [...(rowsByCode.get(error.code) ?? []), (error.row ?? 0) + 1]);
  return [...rowsByCode].map(([code, rows]) => IMPORT_MESSAGES.csvParse(code, [...new Set(rows)], ROWS_NAMED));
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
  const problems = csvProblems(result.errors);
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
