// The server's rules (pb_hooks/lib, plain CommonJS for PocketBase's JS engine) mirror the
// shared domain rules the screens use: same constants, same messages, same answers.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import * as domain from '../../shared/src/domain/index.ts';

const require = createRequire(import.meta.url);
const rules = require('../pb_hooks/lib/rules.js');
const scoring = require('../pb_hooks/lib/scoring.js');
const insights = require('../pb_hooks/lib/item-analysis.js');

const sharedRules: Record<string, unknown> = { ...domain };

const samples: Array<Record<string, unknown>> = [
  {},
  { title: ' ', timeLimit: 4, question_sets: [], assigned_students: ['x'] },
  { title: 'Maths', timeLimit: 30, question_sets: ['s'], assigned_students: ['c'] },
  { title: 'Maths', timeLimit: 30, question_sets: ['s'], assigned_students: ['c'], totalQuestions: 200 },
  { title: 'Maths', timeLimit: 30, question_sets: ['s'], assigned_students: ['c'], totalQuestions: 201 },
  { text: 'Q', subject: 'Mathematics', grade: 'Grade 1', difficulty: 'beginner', skills: ['A', 'A'], estimatedTime: 9.5, options: [{ id: 'a', text: '' }] },
  { text: 'Q', subject: 'Mathematics', topic: 'Grammar', skills: ['A'], estimatedTime: 30, options: [{ id: 'a', text: '1' }, { id: 'b', text: '2', isCorrect: true }] },
  { text: 'Q', subject: 'History', topic: 'Exploration', skills: ['Exploration', 'Addition'], estimatedTime: 30 },
  { text: 'Q', subject: 'Geography', topic: 'Grammar', skills: ['Map Skills'], estimatedTime: 30 },
  { text: 'Q', subject: 'Science', topic: 'Life Science', skills: ['Plants', 'Light'], estimatedTime: 30 },
  { text: 'Q', subject: 'Mathematics', skills: ['Shapes'], estimatedTime: 30, images: ['square.png'], image_alt: ' ' },
  { text: 'Q', subject: 'Mathematics', skills: ['Shapes'], estimatedTime: 30, images: ['square.png'], image_alt: 'A red square' },
  { type: 'fill_blank', tags: 'x', learningObjectives: [''], prerequisites: ['a'], questions: ['q'] },
  { text: 'Q', subject: 'toString', topic: 'Algebra', skills: ['A'], estimatedTime: 30 },
];

describe('backend rules mirror shared/src/domain', () => {
  it('constants and messages', () => {
    for (const name of ['SUBJECTS', 'GRADES', 'DIFFICULTIES', 'CONTENT_STATUSES', 'ASSIGNMENT_STATUSES', 'QUESTION_TYPES', 'SET_TYPES', 'TOPICS', 'SKILLS', 'TIME_LIMIT', 'ESTIMATED_TIME', 'OPTIONS', 'DEFAULT_INSTRUCTIONS', 'MESSAGES', 'ANSWER_GRACE_SECONDS', 'CHILD_NAME_MAX', 'ASSIGNMENT_QUESTIONS_MAX'] as const) {
      expect({ [name]: rules[name] }).toEqual({ [name]: sharedRules[name] });
    }
    expect(scoring.POINTS_PER_PERCENT).toBe(domain.POINTS_PER_PERCENT);
  });

  it.each(samples.map((sample, i) => [i, sample] as const))('validation of sample %i', (_i, sample) => {
    expect(rules.validateAssignment(sample)).toEqual(domain.validateAssignment(sample));
    expect(rules.validateQuestion(sample)).toEqual(domain.validateQuestion(sample));
    expect(rules.validateQuestionSet(sample)).toEqual(domain.validateQuestionSet(sample));
  });

  it.each([{}, { name: ' ', grade: 'Grade 3' }, { name: 'Emma', grade: 'Grade 7' }, { name: 'x'.repeat(100), grade: 'Grade 1' }, { name: ` ${'x'.repeat(101)} `, grade: 'Grade 6' }, { name: 42, grade: 'Grade 2' }])(
    'validation of the child %j',
    (child) => {
      expect(rules.validateChild(child)).toEqual(domain.validateChild(child));
    },
  );

  it('status changes', () => {
    for (const from of domain.CONTENT_STATUSES) {
      for (const to of domain.CONTENT_STATUSES) {
        for (const isOwner of [true, false]) {
          for (const isReviewer of [true, false]) {
            expect(rules.statusChangeProblem(from, to, { isOwner, isReviewer })).toBe(domain.statusChangeProblem(from, to, { isOwner, isReviewer }));
          }
        }
      }
    }
  });

  it('the discrimination index', () => {
    expect([insights.DISCRIMINATION_MIN_ANSWERS, insights.DISCRIMINATION_GROUP_SHARE]).toEqual([domain.DISCRIMINATION_MIN_ANSWERS, domain.DISCRIMINATION_GROUP_SHARE]);
    for (const size of [0, 9, 10, 11, 17, 40]) {
      for (const seed of [1, 2, 3]) {
        const outcomes = Array.from({ length: size }, (_, i) => ({ score: (i * 37 * seed) % 101, correct: (i * seed) % 3 !== 0 }));
        expect(insights.discriminationIndex(outcomes)).toBe(domain.discriminationIndex(outcomes));
        const counted = outcomes.map((outcome, i) => ({ ...outcome, count: 1 + ((i * seed) % 4) }));
        expect(insights.discriminationIndexOfCounts(counted)).toBe(domain.discriminationIndexOfCounts(counted));
      }
    }
  });

  it('scoring', () => {
    const questions = [
      { id: 'q1', options: [{ id: 'a', isCorrect: true }, { id: 'b' }] },
      { id: 'q2', type: 'short_answer', correctAnswer: 'Seven' },
      { id: 'q3', type: 'multiple_choice', options: [{ id: 'a' }, { id: 'b', isCorrect: true }] },
    ];
    for (const answers of [{}, { q1: 'a' }, { q1: 'a', q2: 'seven ', q3: 'b' }, { q1: 'b', q3: 'a' }]) {
      expect(scoring.scoreAnswers(questions, answers)).toEqual(domain.scoreAnswers(questions, answers));
    }
    for (const [correct, total] of [[0, 0], [1, 3], [2, 3], [5, 5], [7, 9]] as const) {
      expect(scoring.scorePercent(correct, total)).toBe(domain.scorePercent(correct, total));
    }
  });
});
