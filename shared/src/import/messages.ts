// What the importer says about a file or a row beyond the form's own messages (those come from
// validateQuestion, word for word). The bulk-import screen shows these as they are.
import { BLOOM_LEVELS, DIFFICULTIES, OPTIONS, QUESTION_TYPE_LABELS, QUESTION_TYPES, SUBJECTS } from '../domain/index.ts';
import type { QuestionType } from '../domain/index.ts';

const lastLetter = String.fromCharCode(96 + OPTIONS.max);

export const IMPORT_MESSAGES = {
  subject: `Subject must be one of ${SUBJECTS.join(', ')}`,
  grade: 'Grade must be Grade 1 to Grade 6 (or just 1 to 6)',
  difficulty: `Difficulty must be ${DIFFICULTIES.join(', ').replace(/, (?=[^,]*$)/, ' or ')}`,
  bloomsTaxonomy: `Bloom's level must be one of ${BLOOM_LEVELS.join(', ')}`,
  correctLetter: (given: string) => `The correct answer "${given}" must name filled options by their letters, a to ${lastLetter}`,
  giftDescription: 'A description (text with no answer in { }) is not a question: add its answer, or leave it out of the file',
  giftPartialCredit: 'Answers worth part of the marks (such as =%50%) cannot be imported, since a question here is right or wrong: keep only the answers worth full marks',
  giftMatchingExtra: 'Every pair needs text on both sides: extra answers with nothing to match (such as = -> calf) cannot be imported',
  csvType: (given: string) =>
    `The type "${given}" is not known: write one of ${QUESTION_TYPES.join(', ')} (or ${Object.values(QUESTION_TYPE_LABELS).join(', ')}), or leave it empty for multiple choice`,
  csvNoOptions: (type: QuestionType) =>
    type === 'true_false'
      ? 'A true/false question takes no options: leave option_a to option_f empty (True and False are written for you)'
      : `A ${QUESTION_TYPE_LABELS[type].toLowerCase()} question takes no options: leave option_a to option_f empty`,
  csvNoKey: (type: QuestionType) =>
    type === 'matching'
      ? 'A matching question\'s pairs are its answer: leave correct empty'
      : 'An essay is marked by the parent: leave correct empty (a marking guide can go in explanation)',
  csvPair: (letter: string, given: string) => `Option ${letter.toUpperCase()}${given.trim() ? ` ("${given.trim()}")` : ''}: write a pair as left -> right, such as cat -> kitten`,
  aikenNoOptions: 'Add the options on the lines below the question, as A. B. C.',
  aikenOptionOrder: (expected: string) => `The next option must start with ${expected}.`,
  aikenNoAnswer: 'End the question with a line "ANSWER: " and the letter of the right option',
  missingColumns: (columns: string[]) => `The header row needs the columns ${columns.join(', ')}`,
  unknownColumns: (columns: string[]) => `These columns are not known and were left out: ${columns.join(', ')}`,
  csvRow: (row: number, message: string) => `Row ${row}: ${message}`,
  giftSyntax: (line: number, column: number, message: string) => `Line ${line}, column ${column}: ${message}`,
  duplicateOfExisting: 'The same question (text, subject and grade) already exists',
  duplicateInFile: (row: number) => `The same question (text, subject and grade) is already in row ${row}`,
  hasErrors: (messages: string[]) => `Not valid: ${messages.join('; ')}`,
  /** The row's id (importId) is taken by a question the author cannot see. */
  idTaken: 'The server already holds this question, but not among the questions you can see',
} as const;
