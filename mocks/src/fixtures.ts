import type {
  AssignmentsRecord,
  CreatorsRecord,
  ParentsRecord,
  QuestionSetsRecord,
  QuestionsRecord,
  ResultsRecord,
  StudentsRecord,
} from 'shared';
import demo from '../fixtures/demo.json' with { type: 'json' };
import studentSample from '../fixtures/student-sample.json' with { type: 'json' };

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

/** The sample data of SPEC.md, written once in the generated record types; MSW serves it and the backend seeds it. */
export interface Fixtures {
  parents: Account<ParentsRecord, 'email' | 'name'>[];
  students: Account<StudentsRecord, 'student_id' | 'name' | 'grade' | 'parent_id'>[];
  creators: Account<CreatorsRecord, 'email' | 'name' | 'reviewer'>[];
  questions: Pick<
    Filled<QuestionsRecord<FixtureOption[], Lists, Lists>>,
    'id' | 'text' | 'subject' | 'grade' | 'topic' | 'skills' | 'difficulty' | 'estimatedTime' | 'bloomsTaxonomy' | 'options' | 'explanation' | 'tags' | 'status' | 'created_by'
  >[];
  question_sets: Pick<
    Filled<QuestionSetsRecord<Lists, Lists, Lists, Lists>>,
    'id' | 'title' | 'description' | 'subject' | 'grade' | 'type' | 'questions' | 'skills' | 'learningObjectives' | 'difficulty' | 'prerequisites' | 'tags' | 'status' | 'created_by' | 'rating'
  >[];
  /** `dueInDays` becomes the due date, counted from the day the data is loaded. */
  assignments: (Pick<
    Filled<AssignmentsRecord>,
    'id' | 'title' | 'subject' | 'question_sets' | 'timeLimit' | 'status' | 'difficulty' | 'instructions' | 'created_by' | 'assigned_students'
  > & { dueInDays: number })[];
  /** Only the answers: the score is always the server's. `daysAgo` becomes the completion date. */
  results: (Pick<Filled<ResultsRecord<Partial<Record<string, string>>>>, 'id' | 'student_id' | 'assignment_id' | 'answers' | 'time_taken'> & {
    daysAgo: number;
  })[];
}

// JSON's strings are wider than the records' select values; the backend tests seed every
// fixture into a real PocketBase, which refuses any value its schema does not know.
export const fixtures = demo as Fixtures;

/**
 * The fixtures with the demo student's history of quizzes (her past assignments and results), so
 * that the student area running on mock data shows SPEC's sample student: level 8, 1250 points,
 * 1500 for the next level, a 5-day streak, worked out by the same rules from these results. Only
 * the student's mock data carries it: the parent's and creator's sample figures stay SPEC's.
 */
export const studentSampleFixtures: Fixtures = {
  ...fixtures,
  question_sets: [...fixtures.question_sets, ...(studentSample.question_sets as Fixtures['question_sets'])],
  assignments: [...fixtures.assignments, ...(studentSample.assignments as Fixtures['assignments'])],
  results: [...fixtures.results, ...studentSample.results],
};

/** The demo logins the login card shows. */
export function demoLogins(data: Fixtures = fixtures) {
  const parent = data.parents[0];
  const student = data.students[0];
  if (!parent || !student) throw new Error('The fixtures need a demo parent and a demo student');
  return {
    parent: { email: parent.email, password: parent.password },
    student: { studentId: student.student_id, accessCode: student.password },
  };
}
