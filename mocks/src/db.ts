import { minutesOf, scoreAnswers, type Unchecked } from 'shared';
import { fixtureRecords } from 'backend/demo-fixtures';
import { fixtures, type Fixtures } from './fixtures.ts';

export type MockRecord = Record<string, unknown> & { id: string; collectionName: string };
/** A record of the collection R as requests leave it: R's field names, their values unchecked until the shared rules see them. */
export type MockRecordOf<R> = MockRecord & Unchecked<R>;

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
  // No account has preferences until its owner chooses.
  students: { time_allowance: '', breaks: '', review_time: '', last_signed_in: '', preferences: null },
  // The demo accounts are seeded verified (backend/scripts/runner.mjs).
  parents: { verified: true, preferences: null },
  creators: { verified: true, preferences: null },
  assignments: { difficulty: '', dueDate: '', review: false, questions: null },
  results: { review: false },
};

/** What the server works out for a question set: its question count and its minutes, rounded up from the questions' seconds. */
export function setFigures(set: MockRecord, questions: readonly MockRecord[]) {
  const ids = (set['questions'] ?? []) as string[];
  const seconds = questions.filter((q) => ids.includes(q.id)).reduce((sum, q) => sum + Number(q['estimatedTime'] ?? 0), 0);
  return { totalQuestions: ids.length, estimatedTime: minutesOf(seconds) };
}

/** What the server works out for an assignment from its sets: its questions (each once), its minutes, and its subject when none is given. */
export function assignmentFigures(setIds: readonly string[], sets: readonly MockRecord[]) {
  const chosen = setIds.map((id) => sets.find((set) => set.id === id)).filter((set): set is MockRecord => Boolean(set));
  return {
    totalQuestions: new Set(chosen.flatMap((set) => (set['questions'] ?? []) as string[])).size,
    estimatedTime: chosen.reduce((sum, set) => sum + Number(set['estimatedTime'] ?? 0), 0),
    firstSubject: chosen[0]?.['subject'],
  };
}

/** PocketBase's date format in a record: a space instead of the T. */
const pocketBaseDate = (iso: string) => iso.replace('T', ' ');

/** An in-memory copy of the fixtures, shaped like PocketBase records. */
export function createMockDb(data: Fixtures = fixtures, now = new Date()) {
  const created = pocketBaseDate(new Date(now.getTime() - CREATED_DAYS_AGO * 24 * 3600 * 1000).toISOString());
  const toRecord =
    (collectionName: string) =>
    (fields: Record<string, unknown> & { id: string }): MockRecord => {
      const visible = Object.fromEntries(Object.entries(fields).filter(([key]) => !secretFields.has(key)));
      return {
        collectionId: `pbc_${collectionName}`,
        created,
        updated: created,
        ...EMPTY_FIELDS[collectionName],
        ...visible,
        collectionName,
        id: fields.id,
      };
    };
  const records = fixtureRecords(data, now.getTime());
  const collections: Record<string, MockRecord[]> = Object.fromEntries(
    Object.entries(records).map(([name, list]) => [name, list.map(toRecord(name))]),
  );
  // As on the server, a result's score is worked out from its answers, never taken from the data,
  // and its family (parent_id) is its child's.
  collections['results'] = (collections['results'] ?? []).map((result) => {
    const answers = (result['answers'] ?? {}) as Partial<Record<string, string>>;
    const { correct, total, awaiting, score } = scoreAnswers(questionsOf(String(result['assignment_id']), data), answers);
    const parentId = data.students.find((student) => student.id === result['student_id'])?.parent_id ?? '';
    return {
      ...result,
      parent_id: parentId,
      score: score ?? 0,
      awaiting_marking: awaiting,
      correct_answers: correct,
      total_questions: total,
      completed_at: pocketBaseDate(String(result['completed_at'])),
    };
  });
  for (const student of collections['students'] ?? []) {
    if (student['last_signed_in']) student['last_signed_in'] = pocketBaseDate(String(student['last_signed_in']));
  }
  const questions = collections['questions'] ?? [];
  const sets = (collections['question_sets'] = (collections['question_sets'] ?? []).map((set) => ({
    ...set,
    ...setFigures(set, questions),
  })));
  for (const assignment of collections['assignments'] ?? []) {
    const { totalQuestions, estimatedTime } = assignmentFigures(assignment['question_sets'] as string[], sets);
    Object.assign(assignment, { dueDate: pocketBaseDate(String(assignment['dueDate'])), totalQuestions, estimatedTime });
  }

  const passwords = new Map<string, string>(
    [...data.parents, ...data.students, ...data.creators].map((account) => [account.id, account.password]),
  );

  // The files uploaded to records, by `recordId/storedName` (the questions' pictures and sounds).
  const files = new Map<string, Blob>();

  return { collections, passwords, files };
}

export type MockDb = ReturnType<typeof createMockDb>;
