import type { QueryKey } from '@tanstack/react-query';
import type { OwnContentParams } from './creator-content.ts';

/**
 * Every TanStack Query key of the portal, written once (TanStack's "query key factory" pattern): a
 * read's `queryOptions`, a write's `invalidateQueries`, a `setQueryData` and the saved copy's list of
 * kept reads (query-persistence.ts) all take their keys from here, so that a key renamed here is
 * renamed for all of them at once. Each kind of read has `all`, the prefix that every key of its kind
 * starts with (what a write invalidates), and a builder per read. The linter refuses a key written as
 * an array anywhere else (`house/query-keys`, shared/lint/query-keys.js).
 *
 * The keys of the kept reads are also what a user's browser holds in its saved copy: their shapes
 * are pinned by query-keys.test.ts. Changing one means the copies already saved no longer match
 * their screens: change the saved copy's `buster` (query-persistence.ts) in the same commit.
 * Each app bundles its own copy of this file (it is not the federation singleton), so a remote
 * deployed alone brings the keys it was built with.
 */
/** A kind of read: the prefix all its keys start with, and its keys or the functions that build them. */
type KeysOfAKind = { readonly all: QueryKey; readonly [read: string]: QueryKey | ((...parts: never[]) => QueryKey) };

export const queryKeys = {
  children: {
    all: ['children'],
    ofParent: (parentId: string) => ['children', parentId] as const,
  },
  assignments: {
    all: ['assignments'],
    ofParent: (parentId: string) => ['assignments', parentId] as const,
    ofChild: (childId: string) => ['assignments', childId] as const,
  },
  /** An assignment's preview with its answer key, as its parent sees it. */
  assignmentPreview: {
    all: ['assignment-preview'],
    of: (assignmentId: string) => ['assignment-preview', assignmentId] as const,
  },
  attempts: {
    all: ['attempts'],
    ofAssignment: (assignmentId: string) => ['attempts', assignmentId] as const,
    openOfChild: (childId: string) => ['attempts', childId] as const,
  },
  results: {
    all: ['results'],
    ofParent: (parentId: string) => ['results', parentId] as const,
    ofChild: (childId: string) => ['results', childId] as const,
    latest: (childId: string, assignmentId: string) => ['results', childId, assignmentId] as const,
  },
  resultReview: {
    all: ['result-review'],
    of: (resultId: string) => ['result-review', resultId] as const,
  },
  /** A child's review: the questions due again. */
  review: {
    all: ['review'],
    ofChild: (childId: string) => ['review', childId] as const,
  },
  learning: {
    all: ['learning'],
    ofChild: (childId: string) => ['learning', childId] as const,
  },
  skillQuestions: {
    all: ['skill-questions'],
    of: (skill: { childId: string; subject: string; topic: string; skill: string }) =>
      ['skill-questions', skill.childId, skill.subject, skill.topic, skill.skill] as const,
  },
  accountCheck: {
    all: ['account-check'],
    of: (parentId: string) => ['account-check', parentId] as const,
  },
  /** A quiz's start: its questions, which reach the device only for an attempt under way. */
  quiz: {
    all: ['quiz'],
    of: (assignmentId: string, accountId: string) => ['quiz', assignmentId, accountId] as const,
  },
  notifications: {
    all: ['notifications'],
    of: (userId: string | undefined) => ['notifications', userId] as const,
  },
  demoLogins: {
    all: ['demo-logins'],
  },
  questions: {
    all: ['questions'],
    lists: ['questions', 'list'],
    list: (params: OwnContentParams) => ['questions', 'list', params] as const,
    detail: (id: string) => ['questions', 'detail', id] as const,
  },
  questionSets: {
    all: ['question-sets'],
    lists: ['question-sets', 'list'],
    list: (params: OwnContentParams) => ['question-sets', 'list', params] as const,
    detail: (id: string) => ['question-sets', 'detail', id] as const,
    /** The questions a creator may put in a set, the first `count` of them. */
    candidates: <F extends object>(creatorId: string, filters: F, count: number) =>
      ['question-sets', 'candidates', creatorId, filters, count] as const,
    /** The published sets a parent may assign. */
    assignable: ['question-sets', 'assignable'],
  },
  creatorOverview: {
    all: ['creator-overview'],
  },
  creatorAnalytics: {
    all: ['creator-analytics'],
  },
  reviewQueue: {
    all: ['review-queue'],
  },
  fileToken: {
    all: ['file-token'],
  },
  importPreview: {
    all: ['import-preview'],
    of: <D extends object>(fileVersion: number | undefined, format: string, defaults: D) =>
      ['import-preview', fileVersion, format, defaults] as const,
  },
} as const satisfies Record<string, KeysOfAKind>;

/** Whether a key starts with a prefix, as TanStack Query matches `queryKey` filters (the parts compared as they are). */
export function keyStartsWith(queryKey: QueryKey, prefix: QueryKey): boolean {
  return prefix.every((part, index) => queryKey[index] === part);
}
