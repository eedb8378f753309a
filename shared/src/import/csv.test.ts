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
  it('the template parses into a draft of each type, valid as far as the quiz takes the type', () => {
    const { rows, problems } = parseCsv(csvTemplate());
    expect(problems).toEqual([]);
    expect(rows.map((r) => r.draft.type)).toEqual([
      'multiple_choice',
      'multiple_choice',
      'true_false',
      'fill_blank',
      'short_answer',
      'matching',
      'essay',
    ]);
    expect(rows.map((r) => r.row)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    // Matching and essays are valid once the form's rules take them: nothing but their type may be named.
    expect(rows.map((r) => r.errors.filter((error) => !(['matching', 'essay'].includes(r.draft.type) && error.field === 'type')))).toEqual([
      [],
      [],
      [],
      [],
      [],
      [],
      [],
    ]);
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

  it('reads files without the type column exactly as before', () => {
    const header = 'question,option_a,option_b,option_c,correct,subject,grade,skills,difficulty';
    const line = 'What is 3 + 4?,6,7,8,b,Mathematics,Grade 1,Addition,beginner';
    const { rows, problems } = parseCsv(`${header}\n${line}\n`);
    expect(problems).toEqual([]);
    expect(rows[0]!.errors).toEqual([]);
    expect(rows[0]!.draft).toMatchObject({
      type: 'multiple_choice',
      correctAnswer: '',
      options: [
        { id: 'a', text: '6', isCorrect: false },
        { id: 'b', text: '7', isCorrect: true },
        { id: 'c', text: '8', isCorrect: false },
      ],
    });
    expect(parseCsv(`${header},type\n${line},\n`).rows).toEqual(rows);
  });

  it('reads each question type from the type column, by its name or its label in any case', () => {
    const none = { option_a: '', option_b: '', option_c: '' };
    const { rows } = parseCsv(
      csvOf([
        { ...good, type: 'Multiple Choice' },
        { ...good, ...none, question: 'Seven is more than six.', type: 'true_false', correct: 'True' },
        { ...good, ...none, question: 'Seven is less than six.', type: 'true / false', correct: 'false' },
        { ...good, ...none, question: '3 + ___ = 7 and ___ + 2 = 5', type: 'Fill in the Blank', correct: '4 ; 3 | three' },
        { ...good, ...none, question: 'Half of 9?', type: 'SHORT_ANSWER', correct: '4.5 ± 0.1' },
        {
          ...good,
          question: 'Match the sums.',
          type: 'matching',
          option_a: '1 + 1 -> 2',
          option_b: ' 2 + 2->4 ',
          option_c: 'a -> b -> c',
          correct: '',
        },
        { ...good, ...none, question: 'Explain how you add 19 + 5.', type: 'Essay', correct: '', explanation: 'Look for making 20 first.' },
      ]),
    );
    expect(rows.slice(0, 5).map((r) => r.errors)).toEqual([[], [], [], [], []]);
    expect(rows.map((r) => [r.draft.type, r.draft.correctAnswer])).toEqual([
      ['multiple_choice', ''],
      ['true_false', 'True'],
      ['true_false', 'False'],
      ['fill_blank', '4 ; 3 | three'],
      ['short_answer', '4.5 ± 0.1'],
      ['matching', ''],
      ['essay', ''],
    ]);
    // True and False written as the editor and GIFT write them.
    expect(rows[1]!.draft.options).toEqual([
      { id: 'a', text: 'True', isCorrect: true },
      { id: 'b', text: 'False', isCorrect: false },
    ]);
    expect(rows[2]!.draft.options.map((o) => o.isCorrect)).toEqual([false, true]);
    expect(rows[3]!.draft.options).toEqual([]);
    expect(rows[5]!.draft.options).toEqual([
      { id: 'a', text: '1 + 1', match: '2' },
      { id: 'b', text: '2 + 2', match: '4' },
      { id: 'c', text: 'a', match: 'b -> c' },
    ]);
    expect(rows[6]!.draft).toMatchObject({ options: [], explanation: 'Look for making 20 first.' });
  });

  it("says what is wrong with a row of another type, in the author's words", () => {
    const none = { option_a: '', option_b: '', option_c: '' };
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ type: 'quiz' }, 'type', IMPORT_MESSAGES.csvType('quiz')],
      [{ type: 'true_false', correct: 'True' }, 'options', IMPORT_MESSAGES.csvNoOptions('true_false')],
      [{ ...none, type: 'true_false', correct: 'yes' }, 'correctAnswer', MESSAGES.trueFalseAnswer],
      [{ ...none, type: 'true_false', correct: '' }, 'correctAnswer', MESSAGES.correctAnswer],
      [{ type: 'short_answer', correct: '7' }, 'options', IMPORT_MESSAGES.csvNoOptions('short_answer')],
      [{ ...none, type: 'short_answer', correct: ' ' }, 'correctAnswer', MESSAGES.correctAnswer],
      [
        { ...none, type: 'fill_blank', question: 'The ___ sat on the ___.', correct: 'cat' },
        'correctAnswer',
        'Give an answer for each of the 2 blanks, with ; between them',
      ],
      [
        { ...none, type: 'fill_blank', question: 'The cat sat on the mat.', correct: 'cat' },
        'text',
        'Put ___ (three underscores) where each blank goes',
      ],
    ];
    const { rows } = parseCsv(csvOf(cases.map(([change]) => ({ ...good, ...change }))));
    expect(rows.map((r) => r.errors)).toEqual(cases.map(([, field, message], i) => [{ row: i + 2, field, message }]));
  });

  it('names a matching pair without its arrow, and a key given to matching or an essay', () => {
    const { rows } = parseCsv(
      csvOf([
        { ...good, type: 'matching', option_a: 'cat -> kitten', option_b: 'dog puppy', option_c: '', correct: '' },
        { ...good, type: 'matching', option_a: 'cat -> kitten', option_b: '', option_c: 'cow ->', correct: '' },
        { ...good, type: 'matching', option_a: 'cat -> kitten', option_b: 'dog -> puppy', option_c: '', correct: 'a' },
        { ...good, type: 'essay', option_a: '', option_b: '', option_c: '', correct: 'Good sentences' },
        { ...good, type: 'essay', correct: '' },
      ]),
    );
    expect(rows[0]!.errors).toContainEqual({ row: 2, field: 'options', message: IMPORT_MESSAGES.csvPair('b', 'dog puppy') });
    expect(IMPORT_MESSAGES.csvPair('b', 'dog puppy')).toBe('Option B ("dog puppy"): write a pair as left -> right, such as cat -> kitten');
    expect(rows[1]!.errors).toContainEqual({
      row: 3,
      field: 'options',
      message: 'Option B: write a pair as left -> right, such as cat -> kitten',
    });
    expect(rows[2]!.errors).toContainEqual({ row: 4, field: 'correctAnswer', message: IMPORT_MESSAGES.csvNoKey('matching') });
    expect(rows[3]!.errors).toContainEqual({ row: 5, field: 'correctAnswer', message: IMPORT_MESSAGES.csvNoKey('essay') });
    expect(rows[4]!.errors).toContainEqual({ row: 6, field: 'options', message: IMPORT_MESSAGES.csvNoOptions('essay') });
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

  it("gives every problem of a row per field, in the form's words", () => {
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
    expect(rows[0]!.draft).toMatchObject({
      subject: 'History',
      grade: 'Grade 5',
      topic: 'Exploration',
      skills: ['Exploration'],
      estimatedTime: 60,
      tags: ['imported'],
    });
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
    expect(problems).toEqual([
      'Row 3: a cell starts with a quote mark (") that is never closed, so the rest of the file is read as that cell',
    ]);
  });

  it('says how far it has got through a large file, every thousand records', () => {
    const progress: Array<[number, number]> = [];
    const { rows } = parseCsv(
      csvOf(Array.from({ length: 2500 }, (_, n) => ({ ...good, question: `What is ${n} + 4?` }))),
      {},
      (done, total) => progress.push([done, total]),
    );
    expect(rows).toHaveLength(2500);
    expect(progress).toEqual([
      [0, 2500],
      [1000, 2500],
      [2000, 2500],
      [2500, 2500],
    ]);
  });

  it("names each kind of problem once, in the author's words, with its first rows and how many more", () => {
    // A quote mark closed early on every row: papaparse's "Trailing quote on quoted field is malformed", forty times.
    const broken = Array.from({ length: 40 }, (_, i) => `Q${i},"x"y",2,a`).join('\n');
    const { problems } = parseCsv(`question,option_a,option_b,correct\n${broken}\n`);
    expect(problems).toEqual([
      'Rows 2, 3, 4, 5, 6 and 35 more: a quote mark (") inside a cell must be written twice (""), or the whole cell put between quote marks',
    ]);
  });
});
