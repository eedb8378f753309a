import { describe, expect, it } from 'vitest';
import type { ImportDefaults } from './draft.ts';
import { parseGift, withoutTags } from './gift.ts';
import { IMPORT_MESSAGES } from './messages.ts';

const defaults: ImportDefaults = {
  subject: 'Science',
  grade: 'Grade 2',
  topic: 'Life Science',
  skills: ['Animals'],
  difficulty: 'beginner',
  tags: ['gift'],
};

describe('GIFT import', () => {
  it('reads multiple choice and true/false questions with their feedback; categories are not questions', async () => {
    const text = `// Animals for grade 2
$CATEGORY: Animals

::Legs:: How many legs does a spider have? {
  ~Six
  =Eight#Spiders have eight legs.
  ~Ten
}

::Whales:: A whale is a fish. {FALSE#Whales breathe air, so they are mammals.}

Birds have feathers. {T####Every bird has feathers.}

[html]Which animal <b>hops</b>? {=A kangaroo ~A snail ~A fish}
`;
    const { rows, problems } = await parseGift(text, defaults);
    expect(problems).toEqual([]);
    expect(rows.map((r) => [r.row, r.errors])).toEqual([
      [1, []],
      [2, []],
      [3, []],
      [4, []],
    ]);
    expect(rows[0]!.draft).toMatchObject({
      text: 'How many legs does a spider have?',
      type: 'multiple_choice',
      subject: 'Science',
      grade: 'Grade 2',
      skills: ['Animals'],
      tags: ['gift'],
      explanation: 'Spiders have eight legs.',
      options: [
        { id: 'a', text: 'Six', isCorrect: false },
        { id: 'b', text: 'Eight', isCorrect: true },
        { id: 'c', text: 'Ten', isCorrect: false },
      ],
    });
    expect(rows[1]!.draft).toMatchObject({
      text: 'A whale is a fish.',
      type: 'true_false',
      correctAnswer: 'False',
      explanation: 'Whales breathe air, so they are mammals.',
      options: [
        { id: 'a', text: 'True', isCorrect: false },
        { id: 'b', text: 'False', isCorrect: true },
      ],
    });
    expect(rows[2]!.draft).toMatchObject({ type: 'true_false', correctAnswer: 'True', explanation: 'Every bird has feathers.' });
    expect(rows[3]!.draft.text).toBe('Which animal hops?');
  });

  it('reads short answers, numbers and missing words as typed questions with their keys', async () => {
    const text = `::Sum:: What is two plus two? {=four =4#Two and two make four.}

How many days are in a week? {#7}

How long is a school ruler in cm? {#30:0.5}

Name a number from 1 to 5. {#1..5}

What is pi to two decimal places? {#=3.14:0.005 ~3#Closer than that.}

The cat sat on the {=mat =rug} today.

There are {#12} months in a year.

A baby cat is called a {=kitten}.
`;
    const { rows, problems } = await parseGift(text, defaults);
    expect(problems).toEqual([]);
    expect(rows.map((r) => [r.draft.type, r.draft.text, r.draft.correctAnswer, r.draft.options, r.errors])).toEqual([
      ['short_answer', 'What is two plus two?', 'four | 4', [], []],
      ['short_answer', 'How many days are in a week?', '7', [], []],
      ['short_answer', 'How long is a school ruler in cm?', '30 ± 0.5', [], []],
      ['short_answer', 'Name a number from 1 to 5.', '3 ± 2', [], []],
      // A numerical list's wrong answers only carry feedback: the key is its right ones.
      ['short_answer', 'What is pi to two decimal places?', '3.14 ± 0.005', [], []],
      ['fill_blank', 'The cat sat on the ___ today.', 'mat | rug', [], []],
      ['fill_blank', 'There are ___ months in a year.', '12', [], []],
      ['fill_blank', 'A baby cat is called a ___.', 'kitten', [], []],
    ]);
    expect(rows[0]!.draft.explanation).toBe('Two and two make four.');
  });

  it("writes a range without the arithmetic's noise", async () => {
    const { rows } = await parseGift('What is pi to three decimal places? {#3.141..3.142}\n', defaults);
    expect(rows[0]!.draft.correctAnswer).toBe('3.1415 ± 0.0005');
  });

  it('reads a missing word with wrong answers as multiple choice, the blank in its text', async () => {
    const { rows } = await parseGift('The cat sat on the {=mat ~sky ~sea} today.\n', defaults);
    expect(rows[0]!.errors).toEqual([]);
    expect(rows[0]!.draft).toMatchObject({
      type: 'multiple_choice',
      text: 'The cat sat on the ___ today.',
      options: [
        { id: 'a', text: 'mat', isCorrect: true },
        { id: 'b', text: 'sky', isCorrect: false },
        { id: 'c', text: 'sea', isCorrect: false },
      ],
    });
  });

  it('reads matching pairs and essays with their fields', async () => {
    const { rows } = await parseGift(
      'Match each animal to its baby. {=cat -> kitten =dog -> puppy =cow -> calf ####Babies have their own names.}\n\nWrite about your pet. {####Look for two facts about the pet.}\n',
      defaults,
    );
    expect(rows[0]!.draft).toMatchObject({
      type: 'matching',
      text: 'Match each animal to its baby.',
      options: [
        { id: 'a', text: 'cat', match: 'kitten' },
        { id: 'b', text: 'dog', match: 'puppy' },
        { id: 'c', text: 'cow', match: 'calf' },
      ],
      correctAnswer: '',
      explanation: 'Babies have their own names.',
    });
    expect(rows[0]!.draft.options.every((option) => !('isCorrect' in option))).toBe(true);
    expect(rows[1]!.draft).toMatchObject({
      type: 'essay',
      text: 'Write about your pet.',
      options: [],
      correctAnswer: '',
      explanation: 'Look for two facts about the pet.',
    });
  });

  it('lists what it cannot import, saying why', async () => {
    const text = `Read this before the questions.

What is two plus two? {=four =%50%for}

How many legs has a spider? {#=8 =%50%6}

Match each animal to its baby. {=cat -> kitten =dog -> puppy = -> calf}
`;
    const { rows } = await parseGift(text, defaults);
    expect(rows.slice(0, 3).map((r) => r.errors)).toEqual([
      [{ row: 1, field: 'type', message: IMPORT_MESSAGES.giftDescription }],
      [{ row: 2, field: 'correctAnswer', message: IMPORT_MESSAGES.giftPartialCredit }],
      [{ row: 3, field: 'correctAnswer', message: IMPORT_MESSAGES.giftPartialCredit }],
    ]);
    // Whether matching questions are valid at all is the form's rule; the extra answer is the importer's finding.
    expect(rows[3]!.errors).toContainEqual({ row: 4, field: 'options', message: IMPORT_MESSAGES.giftMatchingExtra });
  });

  it("checks each question with the form's rules", async () => {
    const { rows } = await parseGift('Which is a mammal? {=A cat ~A fish}\n', { ...defaults, skills: ['Addition'] });
    expect(rows[0]!.errors).toEqual([{ row: 1, field: 'skills', message: 'Not a skill of Science: Addition' }]);
  });

  it('takes the tags out of an HTML question, keeping what follows a "<" that never closes', async () => {
    const { rows } = await parseGift('[html]Is 2 <b>less than</b> 3? Yes, 2 < 3 {=True ~False}\n', defaults);
    expect(rows[0]!.draft.text).toBe('Is 2 less than 3? Yes, 2 < 3');
  });

  it('takes the tags out in time linear in the text: a megabyte of "<" that never close', () => {
    const unclosed = '<'.repeat(1_000_000);
    const began = performance.now();
    expect(withoutTags(`<p>Less than</p> ${unclosed}`)).toBe(`Less than ${unclosed}`);
    // 100 KB took 16 s when each "<" looked for its ">" to the end of the text (a megabyte: half an hour); linear, a
    // megabyte takes a fraction of a second, so 10 s tells the two apart on the busiest machine.
    expect(performance.now() - began).toBeLessThan(10_000);
  });

  it('takes out what the pattern <[^>]*> matches, no more and no less', () => {
    const pieces = ['<', '>', 'a', ' ', '<b>', '</i>'];
    for (let round = 0; round < 2000; round += 1) {
      const html = Array.from({ length: 1 + (round % 12) }, () => pieces[Math.floor(Math.random() * pieces.length)]).join('');
      expect(withoutTags(html)).toBe(html.replace(/<[^>]*>/g, ''));
    }
  });

  it("imports every question it can read and names each one it cannot, with its number and line, in the author's words", async () => {
    const text = [
      '// A file with one slip',
      'Which is a mammal? {=A cat ~A fish}',
      '',
      'Birds have feathers. {T}',
      '',
      '',
      '',
      'A spider has how many legs? {=eight ~six ~ten',
      '',
      'A } on its own is not an answer.',
      '',
      'Which one is a fish? {~A cat =A shark ~A bat}',
      '',
      'What is 2 + 2? {=4 ~3 ~~5}',
      '',
    ].join('\n');
    const { rows, problems } = await parseGift(text, defaults);
    expect(rows.map((row) => [row.row, row.draft.text])).toEqual([
      [1, 'Which is a mammal?'],
      [2, 'Birds have feathers.'],
      [5, 'Which one is a fish?'],
    ]);
    expect(problems).toEqual([
      'Question 3 (line 8): a { is never closed: end its answers with }',
      'Question 4 (line 10): a } has no { before it: put the answers between { and }, or write \\} for a } in the text',
      expect.stringMatching(
        /^Question 6 \(line 14\): GIFT cannot read it at line 14, column \d+: start each answer with = \(right\) or ~ \(wrong\)/,
      ),
    ]);
  });

  it('takes the subject, grade and topic a category names, over the defaults', async () => {
    const { rows } = await parseGift('$CATEGORY: $course$/Mathematics/Grade 4/Geometry\n\nHow many sides has a square? {#4}\n', defaults);
    expect(rows[0]!.draft).toMatchObject({ subject: 'Mathematics', grade: 'Grade 4', topic: 'Geometry', correctAnswer: '4' });
  });

  it('reads a megabyte of broken GIFT in time linear in it, naming each broken question once and keeping the good ones', async () => {
    const broken = ['A question with no end {=yes ~no\n\n', 'A stray } in a question {=yes ~no}\n\n'];
    const good = 'A question that ends {=yes ~no}\n\n';
    const text = `${good}${broken.join('').repeat(Math.ceil(1_000_000 / broken.join('').length))}${good.replace('ends', 'ends too')}`;
    await parseGift(good, defaults);
    const started = performance.now();
    const { rows, problems } = await parseGift(text, defaults);
    // A reading quadratic in the text takes minutes on a megabyte; linear, a fraction of a second.
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(rows.map((row) => row.draft.text)).toEqual(['A question that ends', 'A question that ends too']);
    expect(problems.length).toBeGreaterThan(25_000);
    expect(problems[0]).toBe('Question 2 (line 3): a { is never closed: end its answers with }');
  });
});
