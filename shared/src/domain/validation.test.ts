import { describe, expect, expectTypeOf, it } from 'vitest';
import { ASSIGNMENT_QUESTIONS_MAX, ESTIMATED_TIME, SKILLS, SUBJECTS, TIME_LIMIT, TOPICS } from './constants.ts';
import {
  inRangeOrDefault,
  MESSAGES,
  statusChangeProblem,
  validateAssignment,
  validateChild,
  validateQuestion,
  validateQuestionSet,
} from './validation.ts';
import { ESSAY_MESSAGES } from './essays.ts';
import { PAIR_MESSAGES } from './matching.ts';

/** A matching question's pair, as the editor writes it. */
const pair = (id: string, text: string, match: string) => ({ id, text, match });

const option = (id: string, text: string, isCorrect = false) => ({ id, text, isCorrect });
const minutes = (value: unknown) => inRangeOrDefault(value, TIME_LIMIT);

describe('validation (SPEC.md section 5)', () => {
  it('assignments', () => {
    expect(validateAssignment({ title: ' ', question_sets: [], assigned_students: [], timeLimit: 181 })).toEqual({
      title: MESSAGES.assignmentTitle,
      question_sets: MESSAGES.assignmentSets,
      assigned_students: MESSAGES.assignmentChildren,
      timeLimit: MESSAGES.timeLimit,
    });
    expect(validateAssignment({ title: 'Maths', question_sets: ['s'], assigned_students: ['c'], timeLimit: 5 })).toEqual({});
  });

  it("messages are keyed by the record's field names: a misspelt field does not compile", () => {
    expectTypeOf<keyof ReturnType<typeof validateAssignment>>().toEqualTypeOf<
      'title' | 'question_sets' | 'assigned_students' | 'timeLimit' | 'totalQuestions'
    >();
    expectTypeOf<keyof ReturnType<typeof validateChild>>().toEqualTypeOf<'name' | 'grade'>();
    // @ts-expect-error: an assignment has no field 'titel', so the rule never sees a title
    expect(validateAssignment({ titel: 'Maths' }).title).toBe(MESSAGES.assignmentTitle);
    // @ts-expect-error: nor does a question set
    expect(validateQuestionSet({}).titel).toBeUndefined();
  });

  it('values of the wrong type, as a request body may send them, are refused as before', () => {
    expect(validateAssignment({ title: 'Maths', question_sets: 's', assigned_students: {}, timeLimit: '30' })).toEqual({
      question_sets: MESSAGES.assignmentSets,
      assigned_students: MESSAGES.assignmentChildren,
      timeLimit: MESSAGES.timeLimit,
    });
    expect(validateChild({ name: 42, grade: 3 })).toEqual({ name: MESSAGES.childName, grade: MESSAGES.grade });
  });

  it('the time limit input keeps 5 to 180 whole minutes; blank or invalid falls back to 30', () => {
    expect([5, 45, 180, '60', ' 90 '].map(minutes)).toEqual([5, 45, 180, 60, 90]);
    expect([null, undefined, '', '  ', 'soon', 4, 181, 12.5, Number.NaN].map(minutes)).toEqual(Array(9).fill(30));
  });

  it('assignments: at most ASSIGNMENT_QUESTIONS_MAX questions', () => {
    const valid = { title: 'Maths', question_sets: ['s'], assigned_students: ['c'], timeLimit: 5 };
    expect(validateAssignment({ ...valid, totalQuestions: ASSIGNMENT_QUESTIONS_MAX })).toEqual({});
    expect(validateAssignment({ ...valid, totalQuestions: ASSIGNMENT_QUESTIONS_MAX + 1 })).toEqual({
      question_sets: MESSAGES.assignmentSize,
    });
    expect(MESSAGES.assignmentSize).toBe('An assignment can have at most 200 questions: choose fewer question sets');
  });

  it('questions: empty option text overrides the missing correct answer', () => {
    const base = { text: 'Q', subject: 'Mathematics', grade: 'Grade 1', difficulty: 'beginner', skills: ['Addition'], estimatedTime: 30 };
    expect(validateQuestion({ ...base, options: [option('a', 'x'), option('b', 'y')] }).options).toBe(MESSAGES.correctOption);
    expect(validateQuestion({ ...base, options: [option('a', 'x'), option('b', '')] }).options).toBe(MESSAGES.optionText);
    expect(validateQuestion({ ...base, options: [option('a', 'x', true)] }).options).toBe(MESSAGES.optionCount);
    expect(validateQuestion({ ...base, estimatedTime: 601, options: [option('a', 'x', true), option('b', 'y')] })).toEqual({
      estimatedTime: MESSAGES.estimatedTime,
    });
  });

  it("questions: topics and skills come from the subject's own lists", () => {
    const base = {
      text: 'Q',
      grade: 'Grade 1',
      difficulty: 'beginner',
      estimatedTime: 30,
      options: [option('a', 'x', true), option('b', 'y')],
    };
    for (const subject of SUBJECTS) {
      expect(validateQuestion({ ...base, subject, topic: TOPICS[subject][0], skills: [SKILLS[subject][0]] })).toEqual({});
      expect(validateQuestion({ ...base, subject, topic: 'Cooking', skills: [SKILLS[subject][0]] }).topic).toBe(
        `Choose a topic of ${subject}`,
      );
    }
    expect(
      validateQuestion({ ...base, subject: 'History', topic: 'Exploration', skills: ['Exploration', 'Juggling', 'Addition'] }).skills,
    ).toBe('Not a skill of History: Juggling, Addition');
    expect(validateQuestion({ ...base, subject: 'Art', skills: ['Juggling'] }).skills).toBeUndefined();
  });

  it('every subject has 5 to 7 topics and 8 to 12 distinct skills', () => {
    for (const subject of SUBJECTS) {
      expect(TOPICS[subject].length).toBeGreaterThanOrEqual(5);
      expect(TOPICS[subject].length).toBeLessThanOrEqual(7);
      expect(new Set(SKILLS[subject]).size).toBe(SKILLS[subject].length);
      expect(SKILLS[subject].length).toBeGreaterThanOrEqual(8);
      expect(SKILLS[subject].length).toBeLessThanOrEqual(12);
    }
  });

  it('questions: an image needs its alt text, since a child may use a screen reader', () => {
    const base = {
      text: 'Q',
      subject: 'Mathematics',
      grade: 'Grade 1',
      difficulty: 'beginner',
      skills: ['Shapes'],
      estimatedTime: 30,
      options: [option('a', 'x', true), option('b', 'y')],
    };
    expect(validateQuestion({ ...base, images: ['square.png'], image_alt: ' ' }).image_alt).toBe(MESSAGES.imageAlt);
    expect(validateQuestion({ ...base, images: ['square.png'], image_alt: 'A red square' })).toEqual({});
    expect(validateQuestion({ ...base, images: [] })).toEqual({});
  });

  it('questions: a true/false question answers True or False, with exactly the options True and False, the right one marked', () => {
    const base = {
      type: 'true_false',
      text: 'Q',
      subject: 'Mathematics',
      grade: 'Grade 1',
      difficulty: 'beginner',
      skills: ['Shapes'],
      estimatedTime: 30,
    };
    expect(validateQuestion({ ...base, correctAnswer: 'False', options: [option('a', 'True'), option('b', 'False', true)] })).toEqual({});
    expect(validateQuestion({ ...base, correctAnswer: ' ', options: [] })).toEqual({ correctAnswer: MESSAGES.correctAnswer });
    expect(validateQuestion({ ...base, correctAnswer: 'Maybe', options: [option('a', 'True'), option('b', 'False', true)] })).toEqual({
      correctAnswer: MESSAGES.trueFalseAnswer,
    });
    for (const options of [
      [option('a', 'True', true), option('b', 'False')],
      [option('a', 'True'), option('b', 'False', true), option('c', 'Maybe')],
      [option('b', 'False', true), option('a', 'True')],
      [option('a', 'Yes'), option('b', 'No', true)],
      [option('a', 'True'), null],
      'True,False',
    ]) {
      expect(validateQuestion({ ...base, correctAnswer: 'False', options })).toEqual({ options: MESSAGES.trueFalseOptions });
    }
  });

  it('questions: an essay has no options and no key; its explanation is the marking guide', () => {
    const base = {
      text: 'Write about your holiday.',
      subject: 'English',
      grade: 'Grade 3',
      difficulty: 'beginner',
      skills: ['Sentence Structure'],
      estimatedTime: 300,
      type: 'essay',
    };
    expect(validateQuestion({ ...base, correctAnswer: '', options: [] })).toEqual({});
    expect(validateQuestion(base)).toEqual({});
    expect(validateQuestion({ ...base, correctAnswer: 'the sea', options: [option('a', 'Sea', true), option('b', 'Hills')] })).toEqual({
      correctAnswer: ESSAY_MESSAGES.essayKey,
      options: ESSAY_MESSAGES.essayOptions,
    });
  });

  it('questions: a typed question has a key an answer can match and no options; matching waits for the quiz', () => {
    const base = { text: 'Q', subject: 'Mathematics', grade: 'Grade 1', difficulty: 'beginner', skills: ['Shapes'], estimatedTime: 30 };
    expect(
      validateQuestion({ ...base, text: 'Three and four make ___.', type: 'fill_blank', correctAnswer: 'seven | 7', options: [] }),
    ).toEqual({});
    expect(validateQuestion({ ...base, type: 'fill_blank', correctAnswer: 'seven', options: [] })).toEqual({
      text: 'Put ___ (three underscores) where each blank goes',
    });
    expect(validateQuestion({ ...base, text: '', type: 'fill_blank', correctAnswer: 'seven', options: [] })).toMatchObject({
      text: MESSAGES.questionContent,
    });
    expect(validateQuestion({ ...base, type: 'short_answer', correctAnswer: 'seven', options: [] })).toEqual({});
    expect(validateQuestion({ ...base, type: 'short_answer', correctAnswer: ' . ', options: [] })).toEqual({
      correctAnswer: MESSAGES.correctAnswer,
    });
    expect(
      validateQuestion({ ...base, type: 'short_answer', correctAnswer: '4', options: [option('a', '4', true), option('b', '5')] }),
    ).toEqual({ options: MESSAGES.typedOptions });
    for (const type of ['drawing'])
      expect(validateQuestion({ ...base, type, correctAnswer: 'x' })).toEqual({ type: MESSAGES.notYetInQuiz });
  });

  it('questions: a matching question has 2 to 6 pairs, something on each side, each partner different', () => {
    const base = {
      text: 'Match each animal to its baby.',
      type: 'matching',
      subject: 'Science',
      grade: 'Grade 1',
      difficulty: 'beginner',
      skills: ['Animals'],
      estimatedTime: 30,
    };
    expect(validateQuestion({ ...base, options: [pair('a', 'cat', 'kitten'), pair('b', 'dog', 'puppy')] })).toEqual({});
    expect(validateQuestion({ ...base, options: [pair('a', 'cat', 'kitten')] })).toEqual({
      options: 'A matching question needs 2 to 6 pairs',
    });
    expect(validateQuestion({ ...base, options: [pair('a', 'cat', 'kitten'), pair('b', 'dog', ' ')] })).toEqual({
      options: PAIR_MESSAGES.sides,
    });
    expect(validateQuestion({ ...base, options: [pair('a', 'cat', 'kitten'), pair('b', 'lion', 'Kitten')] })).toEqual({
      options: 'Each item on the right must be different, so that each has one partner',
    });
    expect(validateQuestion({ ...base, options: [pair('b', 'cat', 'kitten'), pair('a', 'dog', 'puppy')] })).toEqual({
      options: 'Pairs must be objects with ids a, b, c and so on, in order',
    });
  });

  it('estimated time: a whole number of seconds from 10 to 600, anything else falls back to 30', () => {
    expect([10, 600, 45, '45'].map((value) => inRangeOrDefault(value, ESTIMATED_TIME))).toEqual([10, 600, 45, 45]);
    expect([9, 601, 30.5, Number.NaN, null, '', 'soon'].map((value) => inRangeOrDefault(value, ESTIMATED_TIME))).toEqual(Array(7).fill(30));
  });

  it('question sets', () => {
    expect(Object.keys(validateQuestionSet({}))).toEqual(['title', 'description', 'subject', 'grade', 'type', 'questions', 'skills']);
  });

  it('only a reviewer publishes, from review', () => {
    expect(statusChangeProblem('draft', 'review', { isOwner: true, isReviewer: false })).toBeNull();
    expect(statusChangeProblem('review', 'published', { isOwner: true, isReviewer: false })).toBe('Only a reviewer can publish');
    expect(statusChangeProblem('draft', 'published', { isOwner: true, isReviewer: true })).toBe('Only items in review can be published');
    expect(statusChangeProblem('review', 'published', { isOwner: false, isReviewer: true })).toBeNull();
    expect(statusChangeProblem('review', 'published', { isOwner: true, isReviewer: true })).toBe(
      'Another reviewer publishes your own work',
    );
    expect(statusChangeProblem('published', 'draft', { isOwner: true, isReviewer: false })).not.toBeNull();
  });
});
