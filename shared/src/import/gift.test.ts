import { describe, expect, it } from 'vitest';
import type { ImportDefaults } from './draft.ts';
import { parseGift } from './gift.ts';
import { IMPORT_MESSAGES } from './messages.ts';

const defaults: ImportDefaults = { subject: 'Science', grade: 'Grade 2', topic: 'Life Science', skills: ['Animals'], difficulty: 'beginner', tags: ['gift'] };

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

  it('lists other GIFT question types with a message instead of importing them', async () => {
    const { rows } = await parseGift('What is two plus two? {=four =4}\n\nWrite about your pet. {}\n', defaults);
    expect(rows.map((r) => r.errors)).toEqual([
      [{ row: 1, field: 'type', message: IMPORT_MESSAGES.unsupportedType }],
      [{ row: 2, field: 'type', message: IMPORT_MESSAGES.unsupportedType }],
    ]);
  });

  it('checks each question with the form\'s rules', async () => {
    const { rows } = await parseGift('Which is a mammal? {=A cat ~A fish}\n', { ...defaults, skills: ['Addition'] });
    expect(rows[0]!.errors).toEqual([{ row: 1, field: 'skills', message: 'Not a skill of Science: Addition' }]);
  });

  it('gives the line and column of a syntax error', async () => {
    const { rows, problems } = await parseGift('Which is a mammal? {=A cat ~A fish}\n\nA broken one {=yes ~no\n', defaults);
    expect(rows).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^Line 4, column 1: /);
  });
});
