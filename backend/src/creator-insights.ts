// What a creator's dashboard counts and the analytics screen shows, from submitted quizzes: read
// from the tallies kept as each result is written (src/tallies), so that a creator's figures
// cost what the creator's own questions and sets hold, not what every family has answered.
import { rowLike, rowsLike } from './db.ts';
import {
  discriminationIndexOfCounts,
  WRONG_ANSWER_SHOWN_FROM,
  WRONG_ANSWERS_SHOWN,
  type AnswerOutcomes,
  type CreatorAnalytics,
  type CreatorOverview,
  type QuestionAnalytics,
  type SetAnalytics,
} from './domain.ts';
import { readJson } from './records.ts';

export function overview(creatorId: string): CreatorOverview {
  const row = rowLike({ totalQuestions: 0, published: 0, questionSets: 0, totalUsage: 0 });
  $app
    .db()
    .newQuery(
      'SELECT ' +
        '(SELECT COUNT(*) FROM questions WHERE created_by = {:c}) AS totalQuestions, ' +
        "(SELECT COUNT(*) FROM questions WHERE created_by = {:c} AND status = 'published') AS published, " +
        '(SELECT COUNT(*) FROM question_sets WHERE created_by = {:c}) AS questionSets, ' +
        // Every answer a child gave to one of the creator's questions in a submitted quiz.
        '(SELECT COALESCE(SUM(count), 0) FROM answer_tallies WHERE creator = {:c}) AS totalUsage',
    )
    .bind({ c: creatorId })
    .one(row);
  return { totalQuestions: row.totalQuestions, published: row.published, questionSets: row.questionSets, totalUsage: row.totalUsage };
}

/** A question as the analytics query lists it, its options as saved (a list, or none). */
interface AnsweredQuestion {
  id: string;
  text: string;
  subject: string;
  grade: string;
  status: string;
  type: string;
  options: Array<{ id: string; text: string; isCorrect?: unknown }>;
}

type SetRow = Pick<SetAnalytics, 'id' | 'title' | 'subject' | 'grade' | 'status'>;

/**
 * Per answered question of the creator: times answered, answered right, picks per option, the most
 * common wrong answers (typed and matching questions) and the discrimination index; per set of the creator: completions (submitted quizzes that held it) and
 * the mean score on the set's own questions.
 */
export function analytics(creatorId: string): CreatorAnalytics {
  // SQLite sums and hands over one JSON text per list. For a creator with 500 questions answered
  // 50,000 times (12,000 tallies) that is still about 250 ms: the two sums 110 to 140 ms, the
  // questions 90 ms (measured inside PocketBase); hence the copy kept by analyticsJson.
  // Per question and score: how many answered, how many right (the item analysis needs no option).
  const byScore = jsonRows<[question: string, score: number, correct: number, n: number]>(
    'SELECT json_group_array(json_array(question, score, correct, n)) AS rows FROM ' +
      '(SELECT question, score, correct, SUM(count) AS n FROM answer_tallies WHERE creator = {:c} GROUP BY question, score, correct)',
    { c: creatorId },
  );
  const picks = jsonRows<[question: string, option: string, n: number]>(
    'SELECT json_group_array(json_array(question, option, n)) AS rows FROM ' +
      "(SELECT question, option, SUM(count) AS n FROM answer_tallies WHERE creator = {:c} AND option != '' GROUP BY question, option)",
    { c: creatorId },
  );
  // Each typed or matching question's most common wrong answers, from at most WRONG_ANSWERS_KEPT rows a question,
  // each by how often children surely gave it (src/tallies/wrong-answers.ts: not what its row inherited).
  const wrongRows = jsonRows<[question: string, answer: string, given: number]>(
    'SELECT json_group_array(json_array(question, answer, given)) AS rows FROM ' +
      '(SELECT question, answer, count - inherited AS given, ROW_NUMBER() OVER (PARTITION BY question ORDER BY count - inherited DESC, answer) AS place ' +
      'FROM wrong_answer_tallies WHERE creator = {:c} AND count - inherited >= {:from}) WHERE place <= {:shown}',
    { c: creatorId, shown: WRONG_ANSWERS_SHOWN, from: WRONG_ANSWER_SHOWN_FROM },
  );
  const wrongAnswers: Record<string, QuestionAnalytics['wrongAnswers']> = {};
  for (const [question, answer, count] of wrongRows.toSorted((a, b) => b[2] - a[2] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0))) {
    (wrongAnswers[question] ??= []).push({ answer, count });
  }
  const counts: Record<string, AnswerOutcomes[]> = {};
  for (const [question, score, correct, count] of byScore) (counts[question] ??= []).push({ score, correct: correct === 1, count });
  const picked: Record<string, number> = {};
  for (const [question, option, n] of picks) picked[question + ' ' + option] = n;
  const questions = jsonRows<AnsweredQuestion>(
    "SELECT json_group_array(json_object('id', id, 'text', text, 'subject', subject, 'grade', grade, 'status', status, 'type', type, " +
      "'options', CASE WHEN json_valid(options) AND json_type(options) = 'array' THEN json(options) ELSE json('[]') END)) AS rows " +
      'FROM questions WHERE id IN (SELECT DISTINCT question FROM answer_tallies WHERE creator = {:c})',
    { c: creatorId },
  ).map((question): QuestionAnalytics => {
    const answers = counts[question.id] ?? [];
    const total = (keep: (group: AnswerOutcomes) => boolean) => answers.reduce((sum, group) => (keep(group) ? sum + group.count : sum), 0);
    return {
      id: question.id,
      text: question.text,
      subject: question.subject,
      grade: question.grade,
      status: question.status,
      type: question.type,
      options: question.options.map((option) => ({
        id: option.id,
        text: option.text,
        isCorrect: option.isCorrect === true,
        picked: picked[question.id + ' ' + option.id] ?? 0,
      })),
      wrongAnswers: wrongAnswers[question.id] ?? [],
      answered: total(() => true),
      correct: total((group) => group.correct),
      discrimination: discriminationIndexOfCounts(answers),
    };
  });

  const setTallies: Record<string, { completions: number; scoreSum: number }> = {};
  const tallied = jsonRows<[set: string, completions: number, scoreSum: number]>(
    'SELECT json_group_array(json_array(question_set, completions, score_sum)) AS rows FROM set_tallies WHERE creator = {:c}',
    { c: creatorId },
  );
  for (const [set, completions, scoreSum] of tallied) setTallies[set] = { completions, scoreSum };
  const sets = jsonRows<SetRow>(
    "SELECT json_group_array(json_object('id', id, 'title', title, 'subject', subject, 'grade', grade, 'status', status)) AS rows " +
      'FROM (SELECT * FROM question_sets WHERE created_by = {:c} ORDER BY updated DESC)',
    { c: creatorId },
  ).map((set): SetAnalytics => {
    const tally = setTallies[set.id];
    return {
      id: set.id,
      title: set.title,
      subject: set.subject,
      grade: set.grade,
      status: set.status,
      completions: tally ? tally.completions : 0,
      averageScore: tally && tally.completions ? Math.round(tally.scoreSum / tally.completions) : null,
    };
  });
  return { questions, sets };
}

const KEPT = 'creator-analytics:';
/** How long a request waits for another's working-out of the same analytics. */
const WORK_WAIT_MS = 3000;
/** The longest a copy is kept, should a change reach the tallies by a way the hooks do not see. */
const KEEP_MS = 10 * 60 * 1000;

/** A kept copy, under the version current when it was worked out. */
interface KeptCopy {
  version: string;
  text: string;
  at: number;
}

/** Who works a creator's analytics out, and since when. */
interface WorkClaim {
  by: string;
  since: number;
}

/**
 * The analytics as JSON text, worked out once and kept (in the app's store, in memory) until
 * something they count changes: a submitted quiz with one of the creator's questions, or a change
 * to one of their questions or sets (forget). Working them out takes 250 ms for a creator with 500
 * questions answered 50,000 times, most of it SQLite summing 12,000 tallies, the same with rows
 * bound one by one into the engine as with one JSON text; a kept copy (at most
 * KEEP_MS old) is sent as it is.
 * Each forget gives the creator a new random version, and a copy is sent only when it was worked
 * out under the version current now, so a copy worked out while a change was being written is never kept.
 */
export function analyticsJson(creatorId: string): string {
  // The store holds any value (`any` in PocketBase's declarations): under these keys, what this room puts there.
  const store = $app.store();
  const current = () => {
    const version = (store.get(KEPT + 'version:' + creatorId) as string | null) || '';
    const kept = store.get(KEPT + creatorId) as KeptCopy | null;
    return { version, text: kept && kept.version === version && Date.now() - kept.at < KEEP_MS ? kept.text : '' };
  };
  let now = current();
  if (now.text) return now.text;
  // One request works them out; the others that come meanwhile wait for its copy (up to
  // WORK_WAIT_MS, then work them out themselves), so that a creator's first look at a busy time
  // costs one working-out, not one per request.
  const mine = $security.randomString(16);
  const working = KEPT + 'working:' + creatorId;
  const claim = store.getOrSet(working, (): WorkClaim => ({ by: mine, since: Date.now() })) as WorkClaim;
  if (claim.by !== mine && Date.now() - claim.since < WORK_WAIT_MS) {
    for (let waited = 0; waited < WORK_WAIT_MS; waited += 10) {
      sleep(10);
      now = current();
      if (now.text) return now.text;
      // Its working-out ended without a copy for now (a change came meanwhile, or it failed): work them out here.
      const still = store.get(working) as WorkClaim | null;
      if (!still || still.by !== claim.by) break;
    }
  }
  try {
    const text = JSON.stringify(analytics(creatorId));
    store.set(KEPT + creatorId, { version: now.version, text, at: Date.now() } satisfies KeptCopy);
    return text;
  } finally {
    const claimed = store.get(working) as WorkClaim | null;
    if (claimed && claimed.by === mine) store.remove(working);
  }
}

/** Drops the kept analytics of these creators. */
export function forget(creatorIds: readonly string[]): void {
  const store = $app.store();
  for (const creatorId of creatorIds) {
    if (!creatorId) continue;
    store.set(KEPT + 'version:' + creatorId, $security.randomString(16));
    store.remove(KEPT + creatorId);
  }
}

/**
 * Drops the kept analytics of every creator a new result counts for: the authors of its answered
 * questions and of its assignment's sets.
 */
export function forgetResult(app: core.App, result: core.Record): void {
  const rows = rowsLike({ creator: '' });
  app
    .db()
    .newQuery(
      'SELECT created_by AS creator FROM questions WHERE id IN (SELECT key FROM json_each({:answers})) ' +
        'UNION SELECT created_by AS creator FROM question_sets WHERE id IN ' +
        "(SELECT value FROM json_each(COALESCE((SELECT question_sets FROM assignments WHERE id = {:assignment}), '[]')))",
    )
    .bind({ answers: JSON.stringify(readJson<object | null>(result, 'answers', {}) || {}), assignment: result.getString('assignment_id') })
    .all(rows);
  forget(rows.map((row) => row.creator));
}

/** The rows of a query that gives one JSON array as `rows`: `T` is what the query's SQL builds. */
function jsonRows<T>(sql: string, params: dbx.Params): T[] {
  const row = rowLike({ rows: '' });
  $app.db().newQuery(sql).bind(params).one(row);
  return JSON.parse(row.rows || '[]') as T[];
}
