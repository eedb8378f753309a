import { describe, expect, it } from 'vitest';
import { addListEntry, minutesOf, toggleQuestion, type BuilderQuestion, type SetSelection } from './set-builder.ts';

const empty: SetSelection = { questions: [], skills: [], subject: '', grade: '', seconds: 0 };
const addition: BuilderQuestion = { id: 'q1', subject: 'Mathematics', grade: 'Grade 2', skills: ['Addition'], estimatedTime: 45 };
const money: BuilderQuestion = { id: 'q2', subject: 'Mathematics', grade: 'Grade 3', skills: ['Money', 'Addition'], estimatedTime: 90 };

describe('the question-set builder (SPEC.md section 4)', () => {
  it('adding merges the skills, adds the time and copies subject and grade from the first question only', () => {
    const one = toggleQuestion(empty, addition);
    expect(one).toEqual({ questions: ['q1'], skills: ['Addition'], subject: 'Mathematics', grade: 'Grade 2', seconds: 45 });
    const two = toggleQuestion(one, money);
    expect(two).toEqual({ questions: ['q1', 'q2'], skills: ['Addition', 'Money'], subject: 'Mathematics', grade: 'Grade 2', seconds: 135 });
  });

  it('keeps a subject and grade already chosen', () => {
    expect(toggleQuestion({ ...empty, subject: 'Science', grade: 'Grade 5' }, addition)).toMatchObject({
      subject: 'Science',
      grade: 'Grade 5',
    });
  });

  it('selecting again removes: the time goes down, never below 0, and the skills stay', () => {
    const both = toggleQuestion(toggleQuestion(empty, addition), money);
    const without = toggleQuestion(both, money);
    expect(without).toEqual({ questions: ['q1'], skills: ['Addition', 'Money'], subject: 'Mathematics', grade: 'Grade 2', seconds: 45 });
    expect(toggleQuestion({ ...without, seconds: 20 }, addition)).toMatchObject({ questions: [], seconds: 0 });
  });

  it('shows and saves minutes rounded up', () => {
    expect([0, 1, 60, 61, 135, 600].map(minutesOf)).toEqual([0, 1, 1, 2, 3, 10]);
  });

  it('list entries are trimmed, non-empty and unique', () => {
    const list = addListEntry([], '  Add two numbers ');
    expect(list).toEqual(['Add two numbers']);
    expect(addListEntry(list, 'Add two numbers')).toBe(list);
    expect(addListEntry(list, '   ')).toBe(list);
    expect(addListEntry(list, 'Count to 20')).toEqual(['Add two numbers', 'Count to 20']);
  });
});
