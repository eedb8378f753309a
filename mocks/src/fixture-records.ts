import type { Fixtures } from './fixtures.ts';

const DAY = 24 * 60 * 60 * 1000;

export type FixtureCollection = keyof Fixtures;

/** The order records can be created in: every relation points at a record made before it. */
export const FIXTURE_ORDER: readonly FixtureCollection[] = ['parents', 'students', 'creators', 'questions', 'question_sets', 'assignments', 'results'];

/**
 * The fixtures as record fields of their collections, dated from `now`: written once, used by
 * the MSW database and by the backend's seed alike.
 */
export function fixtureRecords(data: Fixtures, now: number): Record<FixtureCollection, (Record<string, unknown> & { id: string })[]> {
  const date = (offset: number) => new Date(now + offset).toISOString();
  return {
    parents: data.parents,
    students: data.students,
    creators: data.creators,
    questions: data.questions.map((question) => ({ type: 'multiple_choice', ...question })),
    question_sets: data.question_sets,
    assignments: data.assignments.map(({ dueInDays, ...assignment }) => ({ ...assignment, dueDate: date(dueInDays * DAY) })),
    results: data.results.map(({ daysAgo, ...result }) => ({ ...result, completed_at: date(-daysAgo * DAY) })),
  };
}
