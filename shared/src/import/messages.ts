// What the importer says about a file or a row beyond the form's own messages (those come from
// validateQuestion, word for word). The bulk-import screen shows these as they are.
import { BLOOM_LEVELS, DIFFICULTIES, OPTIONS, QUESTION_TYPE_LABELS, QUESTION_TYPES, SUBJECTS } from '../domain/index.ts';
import type { QuestionType } from '../domain/index.ts';
import type { FileKind, ImportFormat } from './file-kind.ts';

const FORMAT_NAMES: Record<ImportFormat, string> = { csv: 'a CSV', aiken: 'an Aiken', gift: 'a GIFT', moodle: 'a Moodle XML' };
const KIND_WORDS: Record<FileKind, string> = {
  text: 'a text file (CSV, Aiken or GIFT): choose its format above',
  xml: 'a Moodle XML file: choose Moodle XML as the format above',
  png: 'a PNG picture',
  jpeg: 'a JPEG picture',
  gif: 'a GIF picture',
  webp: 'a WebP picture',
  pdf: 'a PDF document',
  zip: 'a Word or Excel file (or another zipped file): save it as CSV or plain text first',
  binary: 'a file of another kind, not text',
};

const lastLetter = String.fromCharCode(96 + OPTIONS.max);

export const IMPORT_MESSAGES = {
  subject: `Subject must be one of ${SUBJECTS.join(', ')}`,
  grade: 'Grade must be Grade 1 to Grade 6 (or just 1 to 6)',
  difficulty: `Difficulty must be ${DIFFICULTIES.join(', ').replace(/, (?=[^,]*$)/, ' or ')}`,
  bloomsTaxonomy: `Bloom's level must be one of ${BLOOM_LEVELS.join(', ')}`,
  correctLetter: (given: string) => `The correct answer "${given}" must name filled options by their letters, a to ${lastLetter}`,
  giftDescription: 'A description (text with no answer in { }) is not a question: add its answer, or leave it out of the file',
  giftPartialCredit:
    'Answers worth part of the marks (such as =%50%) cannot be imported, since a question here is right or wrong: keep only the answers worth full marks',
  giftMatchingExtra: 'Every pair needs text on both sides: extra answers with nothing to match (such as = -> calf) cannot be imported',
  csvType: (given: string) =>
    `The type "${given}" is not known: write one of ${QUESTION_TYPES.join(', ')} (or ${Object.values(QUESTION_TYPE_LABELS).join(', ')}), or leave it empty for multiple choice`,
  csvNoOptions: (type: QuestionType) =>
    type === 'true_false'
      ? 'A true/false question takes no options: leave option_a to option_f empty (True and False are written for you)'
      : `A ${QUESTION_TYPE_LABELS[type].toLowerCase()} question takes no options: leave option_a to option_f empty`,
  csvNoKey: (type: QuestionType) =>
    type === 'matching'
      ? "A matching question's pairs are its answer: leave correct empty"
      : 'An essay is marked by the parent: leave correct empty (a marking guide can go in explanation)',
  csvPair: (letter: string, given: string) =>
    `Option ${letter.toUpperCase()}${given.trim() ? ` ("${given.trim()}")` : ''}: write a pair as left -> right, such as cat -> kitten`,
  aikenNoOptions: 'Add the options on the lines below the question, as A. B. C.',
  aikenOptionOrder: (expected: string) => `The next option must start with ${expected}.`,
  aikenNoAnswer: 'End the question with a line "ANSWER: " and the letter of the right option',
  missingColumns: (columns: string[]) => `The header row needs the columns ${columns.join(', ')}`,
  unknownColumns: (columns: string[]) => `These columns are not known and were left out: ${columns.join(', ')}`,
  csvParse: (code: string, rows: number[], named: number) => {
    const which = `${rows.length === 1 ? 'Row' : 'Rows'} ${rows.slice(0, named).join(', ')}${rows.length > named ? ` and ${rows.length - named} more` : ''}`;
    const words: Record<string, string> = {
      InvalidQuotes: 'a quote mark (") inside a cell must be written twice (""), or the whole cell put between quote marks',
      MissingQuotes: 'a cell starts with a quote mark (") that is never closed, so the rest of the file is read as that cell',
      TooFewFields: 'fewer cells than the header row has columns',
      TooManyFields: 'more cells than the header row has columns: a comma inside a cell needs the cell between quote marks',
      UndetectableDelimiter: 'the cells are not separated by commas, semicolons or tabs',
    };
    return `${which}: ${words[code] ?? 'this part of the file cannot be read as CSV'}`;
  },
  notThisFormat: (format: ImportFormat, kind: FileKind) =>
    `This file is not ${FORMAT_NAMES[format]} file: it looks like ${KIND_WORDS[kind]}.`,
  giftQuestion: (number: number, line: number, message: string) => `Question ${number} (line ${line}): ${message}`,
  giftUnclosed: 'a { is never closed: end its answers with }',
  giftUnopened: 'a } has no { before it: put the answers between { and }, or write \\} for a } in the text',
  giftUnreadable: (line: number, column: number) =>
    `GIFT cannot read it at line ${line}, column ${column}: start each answer with = (right) or ~ (wrong), and write \\ before a { } = ~ # or : that is part of the text`,
  exportMarginLost: 'its key mixes a number with a margin and words: the number is written without its margin',
  exportPairPictures: "a pair shows a picture, which the file cannot carry: the picture's words are written in its place",
  exportGiftPicture: 'GIFT cannot carry its picture: it is written without it (Moodle XML carries pictures)',
  exportGiftBlanks: (blanks: number) =>
    `GIFT holds one blank in a sentence, and this question has ${blanks}: it is left out (Moodle XML holds it)`,
  moodleQuestion: (number: number, line: number, message: string) => `Question ${number} (line ${line}): ${message}`,
  moodleBroken: (line: number, column: number, reason: string) =>
    `its XML is broken at line ${line}, column ${column} (${reason}): check that every tag is closed`,
  moodleUnclosed: 'it has no </question>: its XML is cut short or a tag is not closed',
  moodleType: (type: string) =>
    `Moodle's "${type}" questions cannot be imported: multiple choice, true/false, short answer, numerical, matching, essay and cloze (fill-in) questions can`,
  moodleNoFile: 'the file has no <quiz> of Moodle questions in it',
  moodleDescription: 'A description is not a question: leave it out of the file, or give it an answer',
  moodleCloze:
    'A cloze question comes in only when each of its gaps is a short answer or a number: its other gaps (such as MULTICHOICE) cannot be imported',
  moodlePicture: (name: string, problem: string) => `The picture ${name} cannot be used: ${problem}`,
  moodlePictureAlt: (name: string) =>
    `The picture ${name} needs words for children who cannot see it: give its <img> an alt text in Moodle`,
  duplicateOfExisting: 'The same question (text, subject and grade) already exists',
  duplicateInFile: (row: number) => `The same question (text, subject and grade) is already in row ${row}`,
  hasErrors: (messages: string[]) => `Not valid: ${messages.join('; ')}`,
  /** The row's id (importId) is taken by a question the author cannot see. */
  idTaken: 'The server already holds this question, but not among the questions you can see',
} as const;
