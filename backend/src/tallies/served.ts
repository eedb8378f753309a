// The questions a result was scored on, as they were served, each with the sets it stands for.
import { currentQuestions } from '../quiz/questions.ts';
import { findOrNull, readJson } from '../records.ts';
import type { ServedQuestion } from './counts.ts';

export interface ScoredResult {
  attempt_id: string;
  assignment_id: string;
}

/**
 * The sets each served question stands for. An attempt keeps them in its rows; one started before
 * they were kept, and a result without an attempt (the seed's), takes the assignment's sets as they
 * are, matching a question the set has since replaced with a new version to the version served.
 */
function setsByServedId(app: core.App, setIds: string[], servedIds: string[]): Record<string, string[]> {
  const bySet: Record<string, string[]> = {};
  const served = new Set(servedIds);
  const sets = setIds.length ? app.findRecordsByIds('question_sets', setIds) : [];
  for (const set of sets) {
    if (!set) continue;
    for (const id of set.getStringSlice('questions')) {
      let version = id;
      for (let step = 0; version && !served.has(version) && step < 50; step += 1) {
        const question = findOrNull('questions', version, app);
        version = question ? question.getString('replaces') : '';
      }
      if (version && served.has(version)) (bySet[version] ??= []).push(set.id);
    }
  }
  return bySet;
}

/** `rows`: the served questions of its attempt, in order, when already read. */
export function servedOf(app: core.App, result: ScoredResult, rows?: ServedQuestion[]): ServedQuestion[] {
  let questions = rows;
  if (!questions && result.attempt_id) {
    questions = app
      .findRecordsByFilter('attempt_answers', 'attempt = {:a}', 'position', 0, 0, { a: result.attempt_id })
      .flatMap((row): ServedQuestion[] => (row ? [readJson<ServedQuestion>(row, 'served', { id: '' })] : []));
  }
  // Seeded results have no attempt: they were scored on the assignment's questions as they are.
  questions ??= currentQuestions(app, result.assignment_id);
  if (questions.every((question) => question.sets)) return questions;
  const assignment = findOrNull('assignments', result.assignment_id, app);
  const bySet = setsByServedId(
    app,
    assignment ? assignment.getStringSlice('question_sets') : [],
    questions.map((question) => question.id),
  );
  // A copy: the served questions may be shared by other results.
  return questions.map((question) => (question.sets ? question : { ...question, sets: bySet[question.id] ?? [] }));
}
