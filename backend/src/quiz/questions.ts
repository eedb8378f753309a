// The questions of an assignment a child may be served: its published sets' questions, each once,
// as an attempt keeps them (with their keys).
import { nearMissAllowed, questionPicture } from '../domain.ts';
import { findOrNull, jsArray, readJson } from '../records.ts';

export const NOT_FOUND = 'Quiz not found';

export interface ServedOption {
  id: string;
  text?: string;
  isCorrect?: boolean;
  match?: string;
  matchId?: string;
  image?: string;
  alt?: string;
}

/** A question with its key, as the attempt keeps it. */
export interface ServedQuestion {
  id: string;
  type: string;
  text: string;
  options: ServedOption[];
  correctAnswer: string;
  exactSpelling: boolean;
  explanation: string;
  image: string;
  imageAlt: string;
  audio: string;
  /** The sets of the assignment it stands for, when asked for. */
  sets?: string[];
}

export function isAssignedTo(assignment: core.Record, studentId: string): boolean {
  return assignment.getString('status') === 'active' && assignment.getStringSlice('assigned_students').includes(studentId);
}

export function assignmentFor(app: core.App, assignmentId: string, studentId: string): core.Record {
  const assignment = findOrNull('assignments', assignmentId, app);
  if (!assignment || !isAssignedTo(assignment, studentId)) throw new NotFoundError(NOT_FOUND);
  return assignment;
}

/**
 * The questions of an assignment, in set order, each once, and the sets each stands for (a
 * question in two of its sets counts for both in the creator's set figures, src/tallies).
 * A quiz is served only the published sets: a set taken back to draft is served again only as a
 * reviewer publishes it anew (src/content).
 */
export function assignmentQuestions(
  app: core.App,
  assignment: core.Record,
  publishedSetsOnly: boolean,
): { ids: string[]; setsOf: Record<string, string[]> } {
  // A review names its questions, the child's own (src/learning/review.ts); they stand for no set.
  if (assignment.getBool('review')) {
    const ids = readJson<unknown>(assignment, 'questions', []);
    return { ids: Array.isArray(ids) ? ids.map(String) : [], setsOf: {} };
  }
  const setIds = jsArray(assignment.getStringSlice('question_sets'));
  const byId = new Map<string, core.Record>();
  for (const set of jsArray(app.findRecordsByIds('question_sets', setIds))) if (set) byId.set(set.id, set);
  const setsOf: Record<string, string[]> = {};
  const ids: string[] = [];
  for (const setId of setIds) {
    const set = byId.get(setId);
    if (!set || (publishedSetsOnly && set.getString('status') !== 'published')) continue;
    for (const id of jsArray(set.getStringSlice('questions'))) {
      const sets = setsOf[id] ?? (setsOf[id] = []);
      if (!sets.length) ids.push(id);
      if (!sets.includes(setId)) sets.push(setId);
    }
  }
  return { ids, setsOf };
}

function served(question: core.Record): ServedQuestion {
  const options = readJson<ServedOption[] | null>(question, 'options', []) ?? [];
  return {
    id: question.id,
    type: question.getString('type'),
    text: question.getString('text'),
    options,
    correctAnswer: question.getString('correctAnswer'),
    // Kept with what was served, so that a quiz is marked as it was set even if the author changes it later.
    exactSpelling: !nearMissAllowed({
      exactSpelling: question.getBool('exactSpelling'),
      subject: question.getString('subject'),
      skills: readJson<string[] | null>(question, 'skills', []) ?? [],
    }),
    explanation: question.getString('explanation'),
    // A matching pair's picture is served with its pair (src/quiz/media.ts), not above the question.
    image: questionPicture(jsArray(question.getStringSlice('images')), options) || '',
    imageAlt: question.getString('image_alt'),
    audio: question.getString('audio'),
  };
}

/** The questions of the ids, in their order, optionally only the published ones; `setsOf`: the sets each stands for. */
export function loadQuestions(app: core.App, ids: string[], publishedOnly: boolean, setsOf?: Record<string, string[]>): ServedQuestion[] {
  const byId = new Map<string, core.Record>();
  for (const question of ids.length ? jsArray(app.findRecordsByIds('questions', ids)) : []) {
    if (question && (!publishedOnly || question.getString('status') === 'published')) byId.set(question.id, question);
  }
  return ids.flatMap((id) => {
    const question = byId.get(id);
    if (!question) return [];
    const kept = served(question);
    if (setsOf) kept.sets = setsOf[id] ?? [];
    return [kept];
  });
}

/**
 * An assignment's questions as they are now, with their keys and sets: how a result without an
 * attempt (the seed's) is scored and reviewed.
 */
export function currentQuestions(app: core.App, assignmentId: string): ServedQuestion[] {
  const assignment = findOrNull('assignments', assignmentId, app);
  if (!assignment) return [];
  const chosen = assignmentQuestions(app, assignment, false);
  return loadQuestions(app, chosen.ids, false, chosen.setsOf);
}
