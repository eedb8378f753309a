import demo from '../fixtures/demo.json' with { type: 'json' };

/** The sample data of SPEC.md, written once; MSW serves it and the backend seeds it. */
export interface FixtureOption {
  id: string;
  text: string;
  isCorrect: boolean;
}

export interface Fixtures {
  parents: { id: string; email: string; password: string; name: string }[];
  students: { id: string; student_id: string; password: string; name: string; grade: string; parent_id: string }[];
  creators: { id: string; email: string; password: string; name: string; reviewer: boolean }[];
  questions: {
    id: string;
    text: string;
    subject: string;
    grade: string;
    topic: string;
    skills: string[];
    difficulty: string;
    estimatedTime: number;
    bloomsTaxonomy: string;
    options: FixtureOption[];
    explanation: string;
    tags: string[];
    status: string;
    created_by: string;
  }[];
  question_sets: {
    id: string;
    title: string;
    description: string;
    subject: string;
    grade: string;
    type: string;
    questions: string[];
    skills: string[];
    learningObjectives: string[];
    difficulty: string;
    prerequisites: string[];
    tags: string[];
    status: string;
    created_by: string;
    rating: number;
  }[];
  assignments: {
    id: string;
    title: string;
    subject: string;
    question_sets: string[];
    timeLimit: number;
    status: string;
    difficulty: string;
    instructions: string;
    created_by: string;
    assigned_students: string[];
    dueInDays: number;
  }[];
  results: {
    id: string;
    student_id: string;
    assignment_id: string;
    /** Question id → the option the child chose. */
    answers: Partial<Record<string, string>>;
    time_taken: number;
    daysAgo: number;
  }[];
}

export const fixtures: Fixtures = demo;

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
