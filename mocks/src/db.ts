import { scoreAnswers } from 'shared';
import { fixtures, type Fixtures } from './fixtures.ts';

export type MockRecord = Record<string, unknown> & { id: string; collectionName: string };

const DAY = 24 * 60 * 60 * 1000;
const secretFields = new Set(['password']);

function iso(date: Date): string {
  return date.toISOString().replace('T', ' ');
}

/** The questions of an assignment, through its question sets, as the backend's seed finds them. */
function questionsOf(assignmentId: string, data: Fixtures) {
  const assignment = data.assignments.find((a) => a.id === assignmentId);
  const sets = data.question_sets.filter((set) => assignment?.question_sets.includes(set.id));
  const ids = new Set(sets.flatMap((set) => set.questions));
  return data.questions.filter((question) => ids.has(question.id));
}

/** An in-memory copy of the fixtures, shaped like PocketBase records. */
export function createMockDb(data: Fixtures = fixtures, now = new Date()) {
  const created = iso(new Date(now.getTime() - 30 * DAY));
  const record = (collectionName: string, fields: Record<string, unknown> & { id: string }): MockRecord => {
    const visible = Object.fromEntries(Object.entries(fields).filter(([key]) => !secretFields.has(key)));
    return { collectionId: `pbc_${collectionName}`, created, updated: created, ...visible, collectionName, id: fields.id };
  };

  const collections: Record<string, MockRecord[]> = {
    parents: data.parents.map((p) => record('parents', p)),
    students: data.students.map((s) => record('students', s)),
    creators: data.creators.map((c) => record('creators', c)),
    questions: data.questions.map((q) => record('questions', q)),
    question_sets: data.question_sets.map((s) => record('question_sets', s)),
    assignments: data.assignments.map(({ dueInDays, ...a }) =>
      record('assignments', { ...a, dueDate: iso(new Date(now.getTime() + dueInDays * DAY)) }),
    ),
    results: data.results.map(({ daysAgo, ...r }) => {
      const { correct, total, score } = scoreAnswers(questionsOf(r.assignment_id, data), r.answers);
      return record('results', {
        ...r,
        score,
        correct_answers: correct,
        total_questions: total,
        completed_at: iso(new Date(now.getTime() - daysAgo * DAY)),
      });
    }),
  };

  const passwords = new Map<string, string>(
    [...data.parents, ...data.students, ...data.creators].map((account) => [account.id, account.password]),
  );

  return { collections, passwords };
}

export type MockDb = ReturnType<typeof createMockDb>;
