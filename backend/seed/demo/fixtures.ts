import type {
  AssignmentsRecord,
  CreatorsRecord,
  ParentsRecord,
  QuestionSetsRecord,
  QuestionsRecord,
  ResultsRecord,
  StudentsRecord,
} from 'shared';
import demo from './demo.json' with { type: 'json' };

export interface FixtureOption {
  id: string;
  text: string;
  isCorrect: boolean;
}

type Lists = string[];
/** A record's fields with every optional or nullable one given, as a fixture gives them. */
type Filled<R> = { [K in keyof R]-?: NonNullable<R[K]> };
/** An account's fields as a fixture: the record's own, with its password in the clear. */
type Account<R extends { id: string }, K extends keyof R> = Pick<Filled<R>, K | 'id'> & { password: string };

/** The sample data (docs/product.md, "Sample data"), written once in the generated record types; the backend seeds it and the mocks serve it. */
export interface Fixtures {
  parents: Account<ParentsRecord, 'email' | 'name'>[];
  /** `signedInDaysAgo` becomes the sign-in before the next (`last_signed_in`): the demo children have been here before. */
  students: (Account<StudentsRecord, 'student_id' | 'name' | 'grade' | 'parent_id'> & { signedInDaysAgo?: number })[];
  creators: Account<CreatorsRecord, 'email' | 'name' | 'reviewer'>[];
  questions: Pick<
    Filled<QuestionsRecord<FixtureOption[], Lists, Lists>>,
    | 'id'
    | 'text'
    | 'subject'
    | 'grade'
    | 'topic'
    | 'skills'
    | 'difficulty'
    | 'estimatedTime'
    | 'bloomsTaxonomy'
    | 'options'
    | 'explanation'
    | 'tags'
    | 'status'
    | 'created_by'
  >[];
  question_sets: Pick<
    Filled<QuestionSetsRecord<Lists, Lists, Lists, Lists>>,
    | 'id'
    | 'title'
    | 'description'
    | 'subject'
    | 'grade'
    | 'type'
    | 'questions'
    | 'skills'
    | 'learningObjectives'
    | 'difficulty'
    | 'prerequisites'
    | 'tags'
    | 'status'
    | 'created_by'
    | 'rating'
  >[];
  /** `dueInDays` becomes the due date, counted from the day the data is loaded. */
  assignments: (Pick<
    Filled<AssignmentsRecord>,
    | 'id'
    | 'title'
    | 'subject'
    | 'question_sets'
    | 'timeLimit'
    | 'status'
    | 'difficulty'
    | 'instructions'
    | 'created_by'
    | 'assigned_students'
  > & { dueInDays: number })[];
  /** Only the answers: the score is always the server's. `daysAgo` becomes the completion date. */
  results: (Pick<
    Filled<ResultsRecord<Partial<Record<string, string>>>>,
    'id' | 'student_id' | 'assignment_id' | 'answers' | 'time_taken'
  > & {
    daysAgo: number;
  })[];
}

// JSON's strings are wider than the records' select values; the backend tests seed every
// fixture into a real PocketBase, which refuses any value its schema does not know.
export const demoFixtures = demo as Fixtures;

const DAY = 24 * 60 * 60 * 1000;

export type FixtureCollection = keyof Fixtures;

/** The order records can be created in: every relation points at a record made before it. */
export const FIXTURE_ORDER: readonly FixtureCollection[] = [
  'parents',
  'students',
  'creators',
  'questions',
  'question_sets',
  'assignments',
  'results',
];

/**
 * The fixtures as record fields of their collections, dated from `now`: written once, used by
 * the backend's seed and by the mocks' database alike.
 */
export function fixtureRecords(data: Fixtures, now: number): Record<FixtureCollection, (Record<string, unknown> & { id: string })[]> {
  const date = (offset: number) => new Date(now + offset).toISOString();
  return {
    parents: data.parents,
    students: data.students.map(({ signedInDaysAgo, ...student }) =>
      signedInDaysAgo === undefined ? student : { ...student, last_signed_in: date(-signedInDaysAgo * DAY) },
    ),
    creators: data.creators,
    questions: data.questions.map((question) => ({ type: 'multiple_choice', ...question })),
    question_sets: data.question_sets,
    assignments: data.assignments.map(({ dueInDays, ...assignment }) => ({ ...assignment, dueDate: date(dueInDays * DAY) })),
    results: data.results.map(({ daysAgo, ...result }) => ({ ...result, completed_at: date(-daysAgo * DAY) })),
  };
}
