import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../domain/index.ts';
import type { ImportDefaults } from './draft.ts';
import { parseAiken } from './aiken.ts';
import { IMPORT_MESSAGES } from './messages.ts';

const defaults: ImportDefaults = {
  subject: 'Geography',
  grade: 'Grade 3',
  topic: 'Oceans and Seas',
  skills: ['Continents and Oceans'],
  difficulty: 'beginner',
};

describe('Aiken import', () => {
  it('reads questions, options in either style and the answer letter; metadata comes from the defaults', () => {
    const text = [
      'Which is the largest ocean',
      'on Earth?',
      'A. The Atlantic Ocean',
      'B. The Pacific Ocean',
      'C. The Indian Ocean',
      'ANSWER: B',
      '',
      'How many continents are there?',
      'A) Five',
      'B) Six',
      'C) Seven',
      'D) Eight',
      'answer: c',
    ].join('\r\n');
    const { rows, problems } = parseAiken(text, defaults);
    expect(problems).toEqual([]);
    expect(rows.map((r) => [r.row, r.errors])).toEqual([
      [1, []],
      [8, []],
    ]);
    expect(rows[0]!.draft).toMatchObject({
      text: 'Which is the largest ocean on Earth?',
      type: 'multiple_choice',
      subject: 'Geography',
      grade: 'Grade 3',
      topic: 'Oceans and Seas',
      skills: ['Continents and Oceans'],
      difficulty: 'beginner',
      estimatedTime: 30,
      explanation: '',
    });
    expect(rows[1]!.draft.options).toEqual([
      { id: 'a', text: 'Five', isCorrect: false },
      { id: 'b', text: 'Six', isCorrect: false },
      { id: 'c', text: 'Seven', isCorrect: true },
      { id: 'd', text: 'Eight', isCorrect: false },
    ]);
  });

  it('names what is wrong with each question, on the line it starts', () => {
    const text = [
      'A question without options',
      'ANSWER: A',
      'A question without an answer',
      'A. Yes',
      'B. No',
      'A question whose answer is not an option',
      'A. Yes',
      'B. No',
      'ANSWER: C',
      'A question with options out of order',
      'A. One',
      'C. Three',
      'ANSWER: A',
      'A question with one option',
      'A. Only',
      'ANSWER: A',
    ].join('\n');
    const { rows } = parseAiken(text, defaults);
    expect(rows.map((r) => r.errors)).toEqual([
      [{ row: 1, field: 'options', message: IMPORT_MESSAGES.aikenNoOptions }],
      [{ row: 3, field: 'options', message: IMPORT_MESSAGES.aikenNoAnswer }],
      [{ row: 6, field: 'options', message: IMPORT_MESSAGES.correctLetter('C') }],
      [{ row: 10, field: 'options', message: IMPORT_MESSAGES.aikenOptionOrder('B') }],
      [{ row: 14, field: 'options', message: MESSAGES.optionCount }],
    ]);
  });

  it('without defaults, every question asks for its subject, grade, difficulty and skills', () => {
    const { rows } = parseAiken('Q?\nA. 1\nB. 2\nANSWER: A\n');
    expect(rows[0]!.errors.map((e) => [e.field, e.message])).toEqual([
      ['subject', MESSAGES.subject],
      ['grade', MESSAGES.grade],
      ['difficulty', MESSAGES.difficulty],
      ['skills', MESSAGES.skill],
    ]);
  });
});
