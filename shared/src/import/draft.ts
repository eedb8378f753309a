// One imported question, whatever the file format: a draft in the shape of the `questions`
// collection, checked by the form's own validator so that the import screen, the form and the
// server say the same words.
import { BLOOM_LEVELS, DIFFICULTIES, ESTIMATED_TIME, GRADES, SKILLS, SUBJECTS, TOPICS, validateQuestion } from '../domain/index.ts';
import type { BloomLevel, Difficulty, Grade, QuestionType, Subject } from '../domain/index.ts';
import { IMPORT_MESSAGES } from './messages.ts';

export type { BloomLevel };

/** A lettered option (multiple choice, true/false: `isCorrect`), or a matching question's pair (`text` on the left, `match` on the right). */
export interface DraftOption {
  id: string;
  text: string;
  isCorrect?: boolean;
  match?: string;
}

/** The body of a `questions` record, less status and author (the writer adds those). */
export interface QuestionDraft {
  text: string;
  type: QuestionType;
  subject: Subject | '';
  grade: Grade | '';
  topic: string;
  subtopic: string;
  skills: string[];
  difficulty: Difficulty | '';
  /** Seconds; NaN when the file held something that is not a number (the row then has an error). */
  estimatedTime: number;
  bloomsTaxonomy: BloomLevel | '';
  tags: string[];
  options: DraftOption[];
  /** 'True' or 'False' for a true/false question, the typed key for fill-in and short answer (docs/question-types.md), empty otherwise. */
  correctAnswer: string;
  explanation: string;
  /** The words a screen reader says for the question's picture (a Moodle XML file's picture). */
  image_alt?: string;
}

/** A question's own picture, as it travels in a Moodle XML file. */
export interface ImportPicture {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** What a file without these fields (Aiken, GIFT) takes for each question; CSV uses them for blank cells. */
export type ImportDefaults = Partial<
  Pick<QuestionDraft, 'subject' | 'grade' | 'topic' | 'subtopic' | 'skills' | 'difficulty' | 'estimatedTime' | 'bloomsTaxonomy' | 'tags'>
>;

/** `row`: the spreadsheet row (CSV, header = 1), the line a question starts on (Aiken), its position (GIFT). */
export interface RowError {
  row: number;
  field: string;
  message: string;
}

export interface ImportRow {
  row: number;
  draft: QuestionDraft;
  /** Empty when the draft can be written. */
  errors: RowError[];
  /** The question's picture, sent with it as its image (image_alt in the draft). */
  picture?: ImportPicture;
}

export interface ParsedFile {
  rows: ImportRow[];
  /** Problems with the file as a whole (missing columns, a syntax error), in words for people. */
  problems: string[];
}

/** A question as a file gives it: texts as written, metadata possibly blank or in another case. */
export interface RawQuestion {
  text: string;
  type: QuestionDraft['type'];
  options: DraftOption[];
  correctAnswer?: string;
  explanation?: string;
  subject?: string;
  grade?: string;
  topic?: string;
  subtopic?: string;
  skills?: string[];
  difficulty?: string;
  estimatedTime?: string;
  bloomsTaxonomy?: string;
  tags?: string[];
}

const blank = (value: string | undefined): value is undefined | '' => value == null || value.trim() === '';
const sameWord = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

/** The list's own spelling of a value given in any case; undefined when it is not in the list. */
function canonical<T extends string>(list: readonly T[], value: string): T | undefined {
  return list.find((item) => sameWord(item, value.trim()));
}

function gradeOf(value: string): Grade | undefined {
  const match = /^(?:grade\s*)?([1-6])$/i.exec(value.trim());
  return match ? canonical(GRADES, `Grade ${match[1]}`) : undefined;
}

/** Splits a `;`-separated cell, dropping empty entries. */
export function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(';')
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * Turns a question as written into a draft: blank metadata takes the defaults, enumerations are
 * matched in any case, and every field is checked by the form's validator. `parseErrors` are the
 * format's own findings (a correct-answer letter that names no option); they win over the
 * validator's message for the same field.
 */
export function buildRow(
  row: number,
  raw: RawQuestion,
  defaults: ImportDefaults = {},
  parseErrors: Record<string, string> = {},
): ImportRow {
  const errors: Record<string, string> = {};
  const pick = <T extends string>(
    field: keyof ImportDefaults,
    value: string | undefined,
    match: (v: string) => T | undefined,
    message: string,
  ): T | '' => {
    if (blank(value)) return (defaults[field] as T | undefined) ?? '';
    const found = match(value);
    if (!found) errors[field] = message;
    return found ?? '';
  };
  const subject = pick('subject', raw.subject, (v) => canonical(SUBJECTS, v), IMPORT_MESSAGES.subject);
  const grade = pick('grade', raw.grade, gradeOf, IMPORT_MESSAGES.grade);
  const difficulty = pick('difficulty', raw.difficulty, (v) => canonical(DIFFICULTIES, v), IMPORT_MESSAGES.difficulty);
  const bloomsTaxonomy = pick('bloomsTaxonomy', raw.bloomsTaxonomy, (v) => canonical(BLOOM_LEVELS, v), IMPORT_MESSAGES.bloomsTaxonomy);
  // Topics and skills keep what was written when it is not in the subject's list: the validator names the problem.
  const topics = subject ? TOPICS[subject] : [];
  const skills = subject ? SKILLS[subject] : [];
  const topic = blank(raw.topic) ? (defaults.topic ?? '') : (canonical(topics, raw.topic) ?? raw.topic.trim());
  const givenSkills = raw.skills?.length ? raw.skills : (defaults.skills ?? []);
  const draft: QuestionDraft = {
    text: raw.text.trim(),
    type: raw.type,
    subject,
    grade,
    topic,
    subtopic: blank(raw.subtopic) ? (defaults.subtopic ?? '') : raw.subtopic.trim(),
    skills: givenSkills.map((skill) => canonical(skills, skill) ?? skill.trim()),
    difficulty,
    estimatedTime: blank(raw.estimatedTime) ? (defaults.estimatedTime ?? ESTIMATED_TIME.default) : Number(raw.estimatedTime),
    bloomsTaxonomy,
    tags: raw.tags?.length ? raw.tags : (defaults.tags ?? []),
    options: raw.options.map((option) => ({
      ...option,
      text: option.text.trim(),
      ...(option.match === undefined ? {} : { match: option.match.trim() }),
    })),
    correctAnswer: raw.correctAnswer ?? '',
    explanation: (raw.explanation ?? '').trim(),
  };
  const { options, correctAnswer, ...others } = validateQuestion(draft);
  // A type the file names wrongly leaves the answer unjudged: messages about options or a key would be about a type the author did not mean.
  const checked = parseErrors.type ? others : { ...others, options, correctAnswer };
  const all = { ...checked, ...errors, ...parseErrors };
  return {
    row,
    draft,
    errors: Object.entries(all).flatMap(([field, message]) => (message ? [{ row, field, message }] : [])),
  };
}

/** Options `a`, `b`, ... from texts in order. */
export function lettered(texts: string[], isCorrect: (index: number) => boolean = () => false): DraftOption[] {
  return texts.map((text, i) => ({ id: String.fromCharCode(97 + i), text, isCorrect: isCorrect(i) }));
}
