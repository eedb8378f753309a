import type { QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { keyStartsWith, queryKeys } from './query-keys.ts';
import { isKeptRead } from './query-persistence.ts';

const PARENT = 'parentemma00001';
const CHILD = 'studentemma0001';
const ASSIGNMENT = 'assignment00001';
const LIST = { search: 'fractions', page: 2 };

/**
 * Every key of the factory, and what the saved copy does with it: the exact key a user's browser holds
 * for a kept read (written here by hand, on purpose: the one place a key is spelt out), or `null` for a
 * read that must never reach the copy. A key added to the factory fails the first test until it has a row
 * here, so whoever adds a read decides whether a family sees it offline.
 */
const reads: Record<string, { key: QueryKey; saved: QueryKey | null }> = {
  'children.all': { key: queryKeys.children.all, saved: ['children'] },
  'children.ofParent': { key: queryKeys.children.ofParent(PARENT), saved: ['children', PARENT] },
  'assignments.all': { key: queryKeys.assignments.all, saved: ['assignments'] },
  'assignments.ofParent': { key: queryKeys.assignments.ofParent(PARENT), saved: ['assignments', PARENT] },
  'assignments.ofChild': { key: queryKeys.assignments.ofChild(CHILD), saved: ['assignments', CHILD] },
  'assignmentPreview.all': { key: queryKeys.assignmentPreview.all, saved: null },
  'assignmentPreview.of': { key: queryKeys.assignmentPreview.of(ASSIGNMENT), saved: null },
  'attempts.all': { key: queryKeys.attempts.all, saved: ['attempts'] },
  'attempts.ofAssignment': { key: queryKeys.attempts.ofAssignment(ASSIGNMENT), saved: ['attempts', ASSIGNMENT] },
  'attempts.openOfChild': { key: queryKeys.attempts.openOfChild(CHILD), saved: ['attempts', CHILD] },
  'results.all': { key: queryKeys.results.all, saved: ['results'] },
  'results.ofParent': { key: queryKeys.results.ofParent(PARENT), saved: ['results', PARENT] },
  'results.ofChild': { key: queryKeys.results.ofChild(CHILD), saved: ['results', CHILD] },
  'results.latest': { key: queryKeys.results.latest(CHILD, ASSIGNMENT), saved: ['results', CHILD, ASSIGNMENT] },
  'resultReview.all': { key: queryKeys.resultReview.all, saved: ['result-review'] },
  'resultReview.of': { key: queryKeys.resultReview.of('result000000001'), saved: ['result-review', 'result000000001'] },
  'review.all': { key: queryKeys.review.all, saved: ['review'] },
  'review.ofChild': { key: queryKeys.review.ofChild(CHILD), saved: ['review', CHILD] },
  'learning.all': { key: queryKeys.learning.all, saved: ['learning'] },
  'learning.ofChild': { key: queryKeys.learning.ofChild(CHILD), saved: ['learning', CHILD] },
  'skillQuestions.all': { key: queryKeys.skillQuestions.all, saved: null },
  'skillQuestions.of': {
    key: queryKeys.skillQuestions.of({ childId: CHILD, subject: 'maths', topic: 'fractions', skill: '' }),
    saved: null,
  },
  'accountCheck.all': { key: queryKeys.accountCheck.all, saved: null },
  'accountCheck.of': { key: queryKeys.accountCheck.of(PARENT), saved: null },
  'quiz.all': { key: queryKeys.quiz.all, saved: null },
  'quiz.of': { key: queryKeys.quiz.of(ASSIGNMENT, CHILD), saved: null },
  'notifications.all': { key: queryKeys.notifications.all, saved: null },
  'notifications.of': { key: queryKeys.notifications.of(PARENT), saved: null },
  'demoLogins.all': { key: queryKeys.demoLogins.all, saved: null },
  'questions.all': { key: queryKeys.questions.all, saved: null },
  'questions.lists': { key: queryKeys.questions.lists, saved: ['questions', 'list'] },
  'questions.list': { key: queryKeys.questions.list(LIST), saved: ['questions', 'list', LIST] },
  'questions.detail': { key: queryKeys.questions.detail('question0000001'), saved: null },
  'questionSets.all': { key: queryKeys.questionSets.all, saved: null },
  'questionSets.lists': { key: queryKeys.questionSets.lists, saved: ['question-sets', 'list'] },
  'questionSets.list': { key: queryKeys.questionSets.list(LIST), saved: ['question-sets', 'list', LIST] },
  'questionSets.detail': { key: queryKeys.questionSets.detail('questionset0001'), saved: null },
  'questionSets.candidates': { key: queryKeys.questionSets.candidates('creator00000001', { subject: 'maths' }, 20), saved: null },
  'questionSets.assignable': { key: queryKeys.questionSets.assignable, saved: null },
  'creatorOverview.all': { key: queryKeys.creatorOverview.all, saved: ['creator-overview'] },
  'creatorAnalytics.all': { key: queryKeys.creatorAnalytics.all, saved: null },
  'reviewQueue.all': { key: queryKeys.reviewQueue.all, saved: null },
  'fileToken.all': { key: queryKeys.fileToken.all, saved: null },
  'importPreview.all': { key: queryKeys.importPreview.all, saved: null },
  'importPreview.of': { key: queryKeys.importPreview.of(1, 'csv', {}), saved: null },
};

describe('the query key factory', () => {
  it('has a row below for every key, so that each read is decided kept or not kept offline', () => {
    const inFactory = Object.entries(queryKeys).flatMap(([kind, members]) => Object.keys(members).map((member) => `${kind}.${member}`));
    expect(inFactory.toSorted()).toEqual(Object.keys(reads).toSorted());
  });

  it.each(Object.entries(reads).filter(([, { saved }]) => saved !== null))(
    "keeps %s in the saved copy, in the shape users' browsers already hold (a change needs a new buster)",
    (_name, { key, saved }) => {
      expect(key).toEqual(saved);
      expect(isKeptRead(key)).toBe(true);
    },
  );

  it.each(Object.entries(reads).filter(([, { saved }]) => saved === null))('never keeps %s in the saved copy', (_name, { key }) => {
    expect(isKeptRead(key)).toBe(false);
  });

  it('starts every key of a kind with its `all`, so that invalidating `all` reaches all of them', () => {
    const outside = Object.entries(reads)
      .filter(([name, { key }]) => !keyStartsWith(key, queryKeys[name.split('.')[0] as keyof typeof queryKeys].all))
      .map(([name]) => name);
    expect(outside).toEqual([]);
  });

  it('tells apart keys by their parts, as TanStack Query matches a prefix', () => {
    expect(keyStartsWith(queryKeys.results.latest(CHILD, ASSIGNMENT), queryKeys.results.ofChild(CHILD))).toBe(true);
    expect(keyStartsWith(queryKeys.results.ofChild(CHILD), queryKeys.results.latest(CHILD, ASSIGNMENT))).toBe(false);
    expect(keyStartsWith(queryKeys.questions.detail('question0000001'), queryKeys.questions.lists)).toBe(false);
    expect(keyStartsWith(queryKeys.questionSets.assignable, queryKeys.questionSets.lists)).toBe(false);
  });
});
