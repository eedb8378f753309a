import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../domain/index.ts';
import { CSV_COLUMNS, csvTemplate, parseCsv } from './csv.ts';
import { IMPORT_MESSAGES } from './messages.ts';

const good = {
  question: 'What is 3 + 4?',
  option_a: '6',
  option_b: '7',
  option_c: '8',
  correct: 'b',
  explanation: 'Three and four make seven.',
  subject: 'Mathematics',
  grade: 'Grade 1',
  topic: 'Numbers and Operations',
  skills: 'Addition',
  difficulty: 'beginner',
};
const csvOf = (rows: Array<Record<string, string>>) => Papa.unparse(rows, { columns: CSV_COLUMNS.map((c) => c.name) });

describe('CSV import', () => {
  it('the template parses into two valid drafts', () => {
    const { rows, problems } = parseCsv(csvTemplate());
    expect(problems).toEqual([]);
    expect(rows.map((r) => r.errors)).toEqual([[], []]);
    expect(rows.map((r) => r.row)).toEqual([2, 3]);
    expect(rows[1]!.draft).toEqual({
      text: 'Which part of a plant takes in water from the soil?',
      type: 'multiple_choice',
      subject: 'Science',
      grade: 'Grade 3',
      topic: 'Life Science',
      subtopic: 'Parts of a plant',
      skills: ['Plants'],
      difficulty: 'beginner',
      estimatedTime: 30,
      bloomsTaxonomy: 'remember',
      tags: [],
      options: [
        { id: 'a', text: 'The roots', isCorrect: true },
        { id: 'b', text: 'The petals', isCorrect: false },
        { id: 'c', text: 'The flower', isCorrect: false },
      ],
      correctAnswer: '',
      explanation: 'Roots grow down into the soil and soak up water for the whole plant.',
    });
  });

  it('reads enumerations in any case, grades as numbers, lists split by semicolons, several right answers', () => {
    const { rows } = parseCsv(
      csvOf([
        {
          ...good,
          subject: 'mathematics',
          grade: ' 4 ',
          difficulty: 'ADVANCED',
          topic: 'geometry',
          skills: 'shapes; Measurement',
          tags: 'angles; ;right angle',
          correct: 'A; C',
          estimated_time: '45',
          blooms_taxonomy: 'Apply',
          option_d: 'Nine',
        },
      ]),
    );
    expect(rows[0]!.errors).toEqual([]);
    expect(rows[0]!.draft).toMatchObject({
      subject: 'Mathematics',
      grade: 'Grade 4',
      difficulty: 'advanced',
      topic: 'Geometry',
      skills: ['Shapes', 'Measurement'],
      tags: ['angles', 'right angle'],
      estimatedTime: 45,
      bloomsTaxonomy: 'apply',
    });
    expect(rows[0]!.draft.options.map((o) => o.isCorrect)).toEqual([true, false, true, false]);
  });

  it('gives every problem of a row per field, in the form\'s words', () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ question: ' ' }, 'text', MESSAGES.questionContent],
      [{ subject: '' }, 'subject', MESSAGES.subject],
      [{ subject: 'Art' }, 'subject', IMPORT_MESSAGES.subject],
      [{ grade: '' }, 'grade', MESSAGES.grade],
      [{ grade: 'Grade 7' }, 'grade', IMPORT_MESSAGES.grade],
      [{ difficulty: '' }, 'difficulty', MESSAGES.difficulty],
      [{ difficulty: 'hard' }, 'difficulty', IMPORT_MESSAGES.difficulty],
      [{ correct: '' }, 'options', MESSAGES.correctOption],
      [{ option_b: '', correct: 'a' }, 'options', MESSAGES.optionText],
      [{ option_b: '', option_c: '', correct: 'a' }, 'options', MESSAGES.optionCount],
      [{ correct: 'e' }, 'options', IMPORT_MESSAGES.correctLetter('e')],
      [{ correct: 'b or c' }, 'options', IMPORT_MESSAGES.correctLetter('b or c')],
      [{ skills: '' }, 'skills', MESSAGES.skill],
      [{ skills: 'Addition;Spelling' }, 'skills', 'Not a skill of Mathematics: Spelling'],
      [{ skills: 'Addition;addition' }, 'skills', 'Entries must not repeat'],
      [{ topic: 'Grammar' }, 'topic', 'Choose a topic of Mathematics'],
      [{ estimated_time: 'soon' }, 'estimatedTime', MESSAGES.estimatedTime],
      [{ estimated_time: '5' }, 'estimatedTime', MESSAGES.estimatedTime],
      [{ estimated_time: '601' }, 'estimatedTime', MESSAGES.estimatedTime],
      [{ blooms_taxonomy: 'memorise' }, 'bloomsTaxonomy', IMPORT_MESSAGES.bloomsTaxonomy],
    ];
    const { rows, problems } = parseCsv(csvOf(cases.map(([change]) => ({ ...good, ...change }))));
    expect(problems).toEqual([]);
    expect(rows.map((r) => r.errors)).toEqual(cases.map(([, field, message], i) => [{ row: i + 2, field, message }]));
  });

  it('fills blank cells from the defaults the screen asks for', () => {
    const { rows } = parseCsv(csvOf([{ question: 'Q?', option_a: 'Yes', option_b: 'No', correct: 'a' }]), {
      subject: 'History',
      grade: 'Grade 5',
      topic: 'Exploration',
      skills: ['Exploration'],
      difficulty: 'intermediate',
      estimatedTime: 60,
      tags: ['imported'],
    });
    expect(rows[0]!.errors).toEqual([]);
    expect(rows[0]!.draft).toMatchObject({ subject: 'History', grade: 'Grade 5', topic: 'Exploration', skills: ['Exploration'], estimatedTime: 60, tags: ['imported'] });
  });

  it('reads the file as written: quoted cells, semicolons as delimiter, a byte-order mark, empty lines', () => {
    const text =
      '\uFEFFQuestion;Option_A;Option_B;Correct;Subject;Grade;Skills;Difficulty\r\n' +
      '"Which is bigger; 3 or 5?";3;5;b;Mathematics;1;"Place Value";beginner\r\n' +
      '\r\n' +
      ';;;;;;;\r\n' +
      '"Say ""hello""\nto a friend?";"Yes, please";No;a;English;2;Word Meanings;beginner\r\n';
    const { rows, problems } = parseCsv(text);
    expect(problems).toEqual([]);
    expect(rows.map((r) => [r.row, r.draft.text, r.errors])).toEqual([
      [2, 'Which is bigger; 3 or 5?', []],
      [5, 'Say "hello"\nto a friend?', []],
    ]);
    expect(rows[1]!.draft.options[0]!.text).toBe('Yes, please');
  });

  it('names missing and unknown columns', () => {
    expect(parseCsv('question,option_a\nQ,1\n')).toEqual({ rows: [], problems: [IMPORT_MESSAGES.missingColumns(['option_b', 'correct'])] });
    const withExtra = parseCsv(`${csvOf([good])}`.replace('question,', 'colour,question,').replace('\r\nWhat', '\r\nred,What'));
    expect(withExtra.problems).toEqual([IMPORT_MESSAGES.unknownColumns(['colour'])]);
    expect(withExtra.rows[0]!.errors).toEqual([]);
  });

  it('reports a broken quote with its row', () => {
    const { problems } = parseCsv(`${csvOf([good])}\r\n"unfinished,1,2,a`);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^Row 3: /);
  });

  it('says how far it has got through a large file, every thousand records', () => {
    const progress: Array<[number, number]> = [];
    const { rows } = parseCsv(csvOf(Array.from({ length: 2500 }, (_, n) => ({ ...good, question: `What is ${n} + 4?` }))), {}, (done, total) => progress.push([done, total]));
    expect(rows).toHaveLength(2500);
    expect(progress).toEqual([[0, 2500], [1000, 2500], [2000, 2500], [2500, 2500]]);
  });
});
