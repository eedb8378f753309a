/// <reference path="../../pb_data/types.d.ts" />
// What a creator's dashboard counts and the analytics screen shows, from submitted quizzes: read
// from the tallies kept as each result is written (src/tallies), so that a creator's figures
// cost what the creator's own questions and sets hold, not what every family has answered.
const records = require(`${__hooks}/lib/server.js`).records;
const domain = require(`${__hooks}/lib/domain.js`);

/** @param {string} creatorId @returns {{ totalQuestions: number, published: number, questionSets: number, totalUsage: number }} */
function overview(creatorId) {
  const row = new DynamicModel({ totalQuestions: 0, published: 0, questionSets: 0, totalUsage: 0 });
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

/**
 * Per answered question of the creator: times answered, answered right, picks per option, the most
 * common wrong answers (typed and matching questions) and the discrimination index; per set of the creator: completions (submitted quizzes that held it) and
 * the mean score on the set's own questions.
 * @param {string} creatorId
 */
function analytics(creatorId) {
  // SQLite sums and hands over one JSON text per list. For a creator with 500 questions answered
  // 50,000 times (12,000 tallies) that is still about 250 ms: the two sums 110 to 140 ms, the
  // questions 90 ms (measured inside PocketBase); hence the copy kept by analyticsJson.
  // Per question and score: how many answered, how many right (the item analysis needs no option).
  const byScore = jsonRows(
    'SELECT json_group_array(json_array(question, score, correct, n)) AS rows FROM ' +
      '(SELECT question, score, correct, SUM(count) AS n FROM answer_tallies WHERE creator = {:c} GROUP BY question, score, correct)',
    { c: creatorId },
  );
  const picks = jsonRows(
    "SELECT json_group_array(json_array(question, option, n)) AS rows FROM " +
      "(SELECT question, option, SUM(count) AS n FROM answer_tallies WHERE creator = {:c} AND option != '' GROUP BY question, option)",
    { c: creatorId },
  );
  // Each typed or matching question's most common wrong answers, from at most WRONG_ANSWERS_KEPT rows a question,
  // each by how often children surely gave it (src/tallies/wrong-answers.ts: not what its row inherited).
  const wrongRows = jsonRows(
    'SELECT json_group_array(json_array(question, answer, given)) AS rows FROM ' +
      '(SELECT question, answer, count - inherited AS given, ROW_NUMBER() OVER (PARTITION BY question ORDER BY count - inherited DESC, answer) AS place ' +
      'FROM wrong_answer_tallies WHERE creator = {:c} AND count - inherited >= {:from}) WHERE place <= {:shown}',
    { c: creatorId, shown: domain.WRONG_ANSWERS_SHOWN, from: domain.WRONG_ANSWER_SHOWN_FROM },
  );
  const wrongAnswers = {};
  wrongRows
    .toSorted(function (a, b) {
      return b[2] - a[2] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0);
    })
    .forEach(function (row) {
      (wrongAnswers[row[0]] = wrongAnswers[row[0]] || []).push({ answer: row[1], count: row[2] });
    });
  const counts = {};
  byScore.forEach(function (row) {
    (counts[row[0]] = counts[row[0]] || []).push({ score: row[1], correct: row[2] === 1, count: row[3] });
  });
  const picked = {};
  picks.forEach(function (row) {
    picked[row[0] + ' ' + row[1]] = row[2];
  });
  const questions = jsonRows(
    "SELECT json_group_array(json_object('id', id, 'text', text, 'subject', subject, 'grade', grade, 'status', status, 'type', type, " +
      "'options', CASE WHEN json_valid(options) AND json_type(options) = 'array' THEN json(options) ELSE json('[]') END)) AS rows " +
      'FROM questions WHERE id IN (SELECT DISTINCT question FROM answer_tallies WHERE creator = {:c})',
    { c: creatorId },
  ).map(function (question) {
    const answers = counts[question.id] || [];
    const total = function (keep) {
      return answers.reduce(function (sum, group) {
        return keep(group) ? sum + group.count : sum;
      }, 0);
    };
    return {
      id: question.id,
      text: question.text,
      subject: question.subject,
      grade: question.grade,
      status: question.status,
      type: question.type,
      options: question.options.map(function (option) {
        return { id: option.id, text: option.text, isCorrect: option.isCorrect === true, picked: picked[question.id + ' ' + option.id] || 0 };
      }),
      wrongAnswers: wrongAnswers[question.id] || [],
      answered: total(function () {
        return true;
      }),
      correct: total(function (group) {
        return group.correct;
      }),
      discrimination: domain.discriminationIndexOfCounts(answers),
    };
  });

  const setTallies = {};
  jsonRows('SELECT json_group_array(json_array(question_set, completions, score_sum)) AS rows FROM set_tallies WHERE creator = {:c}', { c: creatorId }).forEach(function (row) {
    setTallies[row[0]] = { completions: row[1], score_sum: row[2] };
  });
  const sets = jsonRows(
    "SELECT json_group_array(json_object('id', id, 'title', title, 'subject', subject, 'grade', grade, 'status', status)) AS rows " +
      'FROM (SELECT * FROM question_sets WHERE created_by = {:c} ORDER BY updated DESC)',
    { c: creatorId },
  ).map(function (set) {
    const tally = setTallies[set.id];
    return {
      id: set.id,
      title: set.title,
      subject: set.subject,
      grade: set.grade,
      status: set.status,
      completions: tally ? tally.completions : 0,
      averageScore: tally && tally.completions ? Math.round(tally.score_sum / tally.completions) : null,
    };
  });
  return { questions: questions, sets: sets };
}

const KEPT = 'creator-analytics:';

/**
 * The analytics as JSON text, worked out once and kept (in the app's store, in memory) until
 * something they count changes: a submitted quiz with one of the creator's questions, or a change
 * to one of their questions or sets (forget). Working them out takes 250 ms for a creator with 500
 * questions answered 50,000 times, most of it SQLite summing 12,000 tallies, the same with rows
 * bound one by one into the engine as with one JSON text; a kept copy (at most
 * KEEP_MS old) is sent as it is.
 * Each forget gives the creator a new random version, and a copy is sent only when it was worked
 * out under the version current now, so a copy worked out while a change was being written is never kept.
 * @param {string} creatorId
 */
function analyticsJson(creatorId) {
  const store = $app.store();
  const current = function () {
    const version = store.get(KEPT + 'version:' + creatorId) || '';
    const kept = store.get(KEPT + creatorId);
    return { version: version, text: kept && kept.version === version && Date.now() - kept.at < KEEP_MS ? kept.text : '' };
  };
  let now = current();
  if (now.text) return now.text;
  // One request works them out; the others that come meanwhile wait for its copy (up to
  // WORK_WAIT_MS, then work them out themselves), so that a creator's first look at a busy time
  // costs one working-out, not one per request.
  const mine = $security.randomString(16);
  const working = KEPT + 'working:' + creatorId;
  const claim = store.getOrSet(working, function () {
    return { by: mine, since: Date.now() };
  });
  if (claim.by !== mine && Date.now() - claim.since < WORK_WAIT_MS) {
    for (let waited = 0; waited < WORK_WAIT_MS; waited += 10) {
      sleep(10);
      now = current();
      if (now.text) return now.text;
      // Its working-out ended without a copy for now (a change came meanwhile, or it failed): work them out here.
      const still = store.get(working);
      if (!still || still.by !== claim.by) break;
    }
  }
  try {
    const text = JSON.stringify(analytics(creatorId));
    store.set(KEPT + creatorId, { version: now.version, text: text, at: Date.now() });
    return text;
  } finally {
    const claimed = store.get(working);
    if (claimed && claimed.by === mine) store.remove(working);
  }
}

/** How long a request waits for another's working-out of the same analytics. */
const WORK_WAIT_MS = 3000;
/** The longest a copy is kept, should a change reach the tallies by a way the hooks do not see. */
const KEEP_MS = 10 * 60 * 1000;

/** Drops the kept analytics of these creators. @param {string[]} creatorIds */
function forget(creatorIds) {
  const store = $app.store();
  creatorIds.forEach(function (creatorId) {
    if (!creatorId) return;
    store.set(KEPT + 'version:' + creatorId, $security.randomString(16));
    store.remove(KEPT + creatorId);
  });
}

/**
 * Drops the kept analytics of every creator a new result counts for: the authors of its answered
 * questions and of its assignment's sets. @param {core.App} app @param {core.Record} result
 */
function forgetResult(app, result) {
  const rows = arrayOf(new DynamicModel({ creator: '' }));
  app
    .db()
    .newQuery(
      'SELECT created_by AS creator FROM questions WHERE id IN (SELECT key FROM json_each({:answers})) ' +
        'UNION SELECT created_by AS creator FROM question_sets WHERE id IN ' +
        '(SELECT value FROM json_each(COALESCE((SELECT question_sets FROM assignments WHERE id = {:assignment}), \'[]\')))',
    )
    .bind({ answers: JSON.stringify(records.readJson(result, 'answers', {}) || {}), assignment: result.getString('assignment_id') })
    .all(rows);
  forget(
    rows.map(function (row) {
      return row.creator;
    }),
  );
}

/** The rows of a query that gives one JSON array as `rows`. */
function jsonRows(sql, params) {
  const row = new DynamicModel({ rows: '' });
  $app.db().newQuery(sql).bind(params).one(row);
  return JSON.parse(row.rows || '[]');
}

module.exports = { overview, analytics, analyticsJson, forget, forgetResult };
