import { minutesOf, scoreAnswers } from 'shared';
import { fixtureRecords } from './fixture-records.ts';
import { fixtures, type Fixtures } from './fixtures.ts';

export type MockRecord = Record<string, unknown> & { id: string; collectionName: string };

const secretFields = new Set(['password']);
const CREATED_DAYS_AGO = 30;

/** The questions of an assignment, through its question sets, as the server finds them. */
function questionsOf(assignmentId: string, data: Fixtures) {
  const assignment = data.assignments.find((a) => a.id === assignmentId);
  const sets = data.question_sets.filter((set) => assignment?.question_sets.includes(set.id));
  const ids = new Set(sets.flatMap((set) => set.questions));
  return data.questions.filter((question) => ids.has(question.id));
}

/** PocketBase answers every field of a record; these are the empty values of the content fields the fixtures leave out. */
export const EMPTY_FIELDS: Record<string, Record<string, unknown>> = {
  questions: {
    subtopic: '',
    images: [],
    audio: '',
    video: '',
    image_alt: '',
    source: 'original',
    paper: '',
    questionNumber: '',
    correctAnswer: '',
    review_comment: '',
    replaces: '',
  },
  question_sets: { review_comment: '' },
};

/** PocketBase's date format in a record: a space instead of the T. */
const pocketBaseDate = (iso: string) => iso.replace('T', ' ');

/** An in-memory copy of the fixtures, shaped like PocketBase records. */
export function createMockDb(data: Fixtures = fixtures, now = new Date()) {
  const created = pocketBaseDate(new Date(now.getTime() - CREATED_DAYS_AGO * 24 * 3600 * 1000).toISOString());
  const toRecord = (collectionName: string) => (fields: Record<string, unknown> & { id: string }): MockRecord => {
    const visible = Object.fromEntries(Object.entries(fields).filter(([key]) => !secretFields.has(key)));
    return { collectionId: `pbc_${collectionName}`, created, updated: created, ...EMPTY_FIELDS[collectionName], ...visible, collectionName, id: fields.id };
  };
  const records = fixtureRecords(data, now.getTime());
  const collections: Record<string, MockRecord[]> = Object.fromEntries(
    Object.entries(records).map(([name, list]) => [name, list.map(toRecord(name))]),
  );
  // As on the server, a result's score is worked out from its answers, never taken from the data.
  collections['results'] = (collections['results'] ?? []).map((result) => {
    const answers = (result['answers'] ?? {}) as Partial<Record<string, string>>;
    const { correct, total, score } = scoreAnswers(questionsOf(String(result['assignment_id']), data), answers);
    return { ...result, score, correct_answers: correct, total_questions: total, completed_at: pocketBaseDate(String(result['completed_at'])) };
  });
  for (const assignment of collections['assignments'] ?? []) assignment['dueDate'] = pocketBaseDate(String(assignment['dueDate']));
  // As on the server, a set's totals are worked out from its questions.
  for (const set of collections['question_sets'] ?? []) {
    const questions = data.questions.filter((question) => (set['questions'] as string[]).includes(question.id));
    set['totalQuestions'] = questions.length;
    set['estimatedTime'] = minutesOf(questions.reduce((sum, question) => sum + question.estimatedTime, 0));
  }

  const passwords = new Map<string, string>(
    [...data.parents, ...data.students, ...data.creators].map((account) => [account.id, account.password]),
  );

  return { collections, passwords };
}

export type MockDb = ReturnType<typeof createMockDb>;
