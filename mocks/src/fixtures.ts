import { demoFixtures, type Fixtures } from 'backend/demo-fixtures';
import studentSample from '../fixtures/student-sample.json' with { type: 'json' };

export type { FixtureOption, Fixtures } from 'backend/demo-fixtures';

/** The backend's demo data (backend/seed/demo), which the mock backend serves too. */
export const fixtures = demoFixtures;

/**
 * The fixtures with the demo student's history of quizzes (her past assignments and results), so
 * that the student area running on mock data shows the sample student (docs/product.md, "Sample data"): level 8, 1250 points,
 * 1500 for the next level, a 5-day streak, worked out by the same rules from these results. Only
 * the student's mock data carries it: the parent's and creator's sample figures stay the sample's.
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
