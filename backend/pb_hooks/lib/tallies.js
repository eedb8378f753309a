/// <reference path="../../pb_data/types.d.ts" />
// Answer and set tallies: what children's submitted quizzes add up to for a creator, counted as
// each result is written (pb_hooks/tallies.pb.js, in the result's own transaction), so that the
// creator's dashboard and analytics (lib/creator-insights.js) read a few counts instead of every
// answer of every family: 6 s for one creator at 400,000 results before (docs/bench.md, "Volume").
// - answer_tallies: per served question, option given, quiz score and outcome, how many answers;
// - set_tallies: per set, how many submitted quizzes held it and the sum of their scores on it;
// - wrong_answer_tallies: per typed or matching question, its most common wrong answers of children's
//   first tries (lib/wrong-answers.js). A choice question writes nothing there.
// Only the server writes them; rebuildAll() recounts them from the results (a migration, the bench).
const domain = require(`${__hooks}/lib/domain.js`);
const records = require(`${__hooks}/lib/records.js`);
const wrongAnswers = require(`${__hooks}/lib/wrong-answers.js`);

const ADD_ANSWERS =
  'INSERT INTO answer_tallies (creator, question, option, score, correct, count) VALUES ' +
  "(COALESCE((SELECT created_by FROM questions WHERE id = {:question}), ''), {:question}, {:option}, {:score}, {:correct}, {:count}) " +
  'ON CONFLICT (question, option, score, correct) DO UPDATE SET count = count + excluded.count';
const ADD_SET =
  'INSERT INTO set_tallies (question_set, creator, completions, score_sum) VALUES ' +
  "({:set}, COALESCE((SELECT created_by FROM question_sets WHERE id = {:set}), ''), {:completions}, {:sum}) " +
  'ON CONFLICT (question_set) DO UPDATE SET completions = completions + excluded.completions, score_sum = score_sum + excluded.score_sum';
/**
 * What one submitted quiz adds up to.
 * @param {Array<any>} served the questions as served, each with `sets`: the sets of the assignment it stands for
 * @param {Record<string, unknown>} answers the answer given, by question id
 * @param {number} score the quiz's score
 * @param {boolean} [firstTry] whether it is the child's first result for the assignment: only a first try's wrong answers count
 * @returns {{ answers: Array<{ question: string, option: string, score: number, correct: boolean }>, sets: Array<{ set: string, score: number }>, wrong: Array<{ question: string, answer: string }> }}
 */
function countsOf(served, answers, score, firstTry) {
  const answered = [];
  const wrong = [];
  const sets = {};
  served.forEach(function (question) {
    // An essay is marked by a parent, not by the server: no creator's figure counts it.
    if (domain.isEssay(question.type)) return;
    const given = answers[question.id];
    const right = domain.isAnswerCorrect(question, given);
    if (given != null && given !== '') {
      // A typed answer is counted by its outcome only: the picks are the options'.
      const isOption = (question.options || []).some(function (option) {
        return option.id === given;
      });
      answered.push({ question: question.id, option: isOption ? String(given) : '', score: score, correct: right });
      if (!right && !isOption && firstTry !== false) {
        domain.wrongAnswerTexts(question, given).forEach(function (answer) {
          wrong.push({ question: question.id, answer: answer });
        });
      }
    }
    (question.sets || []).forEach(function (set) {
      const tally = (sets[set] = sets[set] || { right: 0, total: 0 });
      tally.total += 1;
      if (right) tally.right += 1;
    });
  });
  return {
    answers: answered,
    sets: Object.keys(sets).map(function (set) {
      return { set: set, score: domain.scorePercent(sets[set].right, sets[set].total) };
    }),
    wrong: wrong,
  };
}

/** @param {core.App} app @param {string} sql @param {Record<string, unknown>} params */
function execute(app, sql, params) {
  app.db().newQuery(sql).bind(params).execute();
}

/** Adds one quiz's counts, in the caller's transaction. @param {core.App} app @param {ReturnType<typeof countsOf>} counts */
function add(app, counts) {
  counts.answers.forEach(function (answer) {
    execute(app, ADD_ANSWERS, { question: answer.question, option: answer.option, score: answer.score, correct: answer.correct, count: 1 });
  });
  counts.sets.forEach(function (set) {
    execute(app, ADD_SET, { set: set.set, completions: 1, sum: set.score });
  });
  counts.wrong.forEach(function (wrong) {
    wrongAnswers.add(app, wrong.question, wrong.answer, 1);
  });
}

/**
 * The sets each served question stands for. An attempt keeps them in its rows; one started before
 * they were kept, and a result without an attempt (the seed's), takes the assignment's sets as they
 * are, matching a question the set has since replaced with a new version to the version served.
 * @param {core.App} app @param {string[]} setIds the assignment's sets @param {string[]} servedIds
 * @returns {Record<string, string[]>} the set ids by served question id
 */
function setsByServedId(app, setIds, servedIds) {
  const bySet = {};
  const served = {};
  servedIds.forEach(function (id) {
    served[id] = true;
  });
  (setIds.length ? app.findRecordsByIds('question_sets', setIds) : []).forEach(function (set) {
    set.getStringSlice('questions').forEach(function (id) {
      let version = id;
      for (let step = 0; version && !served[version] && step < 50; step += 1) {
        const question = records.findOrNull('questions', version, app);
        version = question ? question.getString('replaces') : '';
      }
      if (version && served[version]) (bySet[version] = bySet[version] || []).push(set.id);
    });
  });
  return bySet;
}

/**
 * The questions a result was scored on, as served, each with the sets it stands for.
 * @param {core.App} app @param {{ attempt_id: string, assignment_id: string }} result
 * @param {Array<any> | undefined} rows the served questions of its attempt, in order, when already read
 */
function servedOf(app, result, rows) {
  let questions = rows;
  if (!questions && result.attempt_id) {
    questions = app.findRecordsByFilter('attempt_answers', 'attempt = {:a}', 'position', 0, 0, { a: result.attempt_id }).map(function (row) {
      return records.readJson(row, 'served', {});
    });
  }
  // Seeded results have no attempt: they were scored on the assignment's questions as they are.
  if (!questions) questions = require(`${__hooks}/lib/quiz/questions.js`).currentQuestions(app, result.assignment_id);
  const complete = questions.every(function (question) {
    return question.sets;
  });
  if (complete) return questions;
  const assignment = records.findOrNull('assignments', result.assignment_id, app);
  const bySet = setsByServedId(
    app,
    assignment ? assignment.getStringSlice('question_sets') : [],
    questions.map(function (question) {
      return question.id;
    }),
  );
  // A copy: the served questions may be shared by other results.
  return questions.map(function (question) {
    return question.sets ? question : Object.assign({}, question, { sets: bySet[question.id] || [] });
  });
}

/** A new result's counts, in the transaction that writes it. @param {core.App} app @param {core.Record} result */
function addResult(app, result) {
  if (result.getBool('review')) return;
  const served = servedOf(app, { attempt_id: result.getString('attempt_id'), assignment_id: result.getString('assignment_id') });
  const earlier = arrayOf(new DynamicModel({ id: '' }));
  app
    .db()
    .newQuery('SELECT id FROM results WHERE student_id = {:s} AND assignment_id = {:a} AND id != {:id} LIMIT 1')
    .bind({ s: result.getString('student_id'), a: result.getString('assignment_id'), id: result.id })
    .all(earlier);
  add(app, countsOf(served, records.readJson(result, 'answers', {}) || {}, result.getInt('score'), earlier.length === 0));
}

/**
 * Recounts every tally from the results (the wrong answers' only once their table exists: the
 * migration that made answer_tallies recounts before it), a page of results (and their attempts'
 * rows) per query, adding the counts up in memory and writing each tally once.
 * @param {core.App} app
 */
function rebuildAll(app) {
  rebuild(app, { answers: true, wrong: app.hasTable('wrong_answer_tallies') });
}

/** Recounts the wrong answers alone (the migration that adds their table). @param {core.App} app */
function rebuildWrongAnswers(app) {
  rebuild(app, { answers: false, wrong: true });
}

/** @param {core.App} app @param {{ answers: boolean, wrong: boolean }} which */
function rebuild(app, which) {
  if (which.answers) {
    execute(app, 'DELETE FROM answer_tallies', {});
    execute(app, 'DELETE FROM set_tallies', {});
  }
  if (which.wrong) execute(app, 'DELETE FROM wrong_answer_tallies', {});
  const answerCounts = {};
  const setCounts = {};
  const wrongKept = {};
  eachResultCounts(app, function (counts) {
    if (which.wrong) {
      counts.wrong.forEach(function (wrong) {
        wrongAnswers.keep(wrongKept, wrong.question, wrong.answer);
      });
    }
    if (!which.answers) return;
    counts.answers.forEach(function (answer) {
      const key = answer.question + '\n' + answer.option + '\n' + answer.score + '\n' + (answer.correct ? 1 : 0);
      answerCounts[key] = (answerCounts[key] || 0) + 1;
    });
    counts.sets.forEach(function (set) {
      const tally = (setCounts[set.set] = setCounts[set.set] || { completions: 0, sum: 0 });
      tally.completions += 1;
      tally.sum += set.score;
    });
  });
  Object.keys(answerCounts).forEach(function (key) {
    const parts = key.split('\n');
    execute(app, ADD_ANSWERS, { question: parts[0], option: parts[1], score: Number(parts[2]), correct: parts[3] === '1', count: answerCounts[key] });
  });
  Object.keys(setCounts).forEach(function (set) {
    execute(app, ADD_SET, { set: set, completions: setCounts[set].completions, sum: setCounts[set].sum });
  });
  Object.keys(wrongKept).forEach(function (question) {
    wrongKept[question].forEach(function (tally, answer) {
      wrongAnswers.add(app, question, answer, tally.count, tally.inherited);
    });
  });
}

/** Every result's counts, a page of results (and their attempts' rows) per query. @param {core.App} app @param {(counts: ReturnType<typeof countsOf>) => void} visit */
function eachResultCounts(app, visit) {
  const parsed = {};
  let after = '';
  // A review of a child's own mistakes says nothing of a question's or a set's difficulty: no creator's
  // figure counts it (its column came later than the first recounts).
  const notReview = app.hasTable('review_cards') ? ' AND NOT review' : '';
  for (;;) {
    const page = arrayOf(new DynamicModel({ id: '', attempt_id: '', assignment_id: '', score: 0, answers: '', first_try: false }));
    // A first try: no result of the child for the assignment came before it (as addResult saw it then).
    app
      .db()
      .newQuery(
        "SELECT id, attempt_id, assignment_id, score, COALESCE(answers, '{}') AS answers, NOT EXISTS (SELECT 1 FROM results e WHERE e.student_id = results.student_id" +
          ' AND e.assignment_id = results.assignment_id AND (e.created < results.created OR (e.created = results.created AND e.id < results.id))) AS first_try' +
          ' FROM results WHERE id > {:after}' + notReview + ' ORDER BY id LIMIT 500',
      )
      .bind({ after: after })
      .all(page);
    if (!page.length) break;
    const attemptIds = page
      .map(function (result) {
        return result.attempt_id;
      })
      .filter(Boolean);
    const rows = arrayOf(new DynamicModel({ attempt: '', served: '' }));
    if (attemptIds.length) {
      app
        .db()
        .select('attempt', 'served')
        .from('attempt_answers')
        .where($dbx.in('attempt', ...attemptIds))
        .orderBy('attempt', 'position')
        .all(rows);
    }
    const servedByAttempt = {};
    rows.forEach(function (row) {
      // Every child served a question is served the same text: read each once.
      const text = row.served || '{}';
      const question = parsed[text] || (parsed[text] = JSON.parse(text));
      (servedByAttempt[row.attempt] = servedByAttempt[row.attempt] || []).push(question);
    });
    page.forEach(function (result) {
      visit(countsOf(servedOf(app, result, servedByAttempt[result.attempt_id]), JSON.parse(result.answers) || {}, result.score, result.first_try));
    });
    after = page[page.length - 1].id;
  }
}

module.exports = { countsOf, addResult, rebuildAll, rebuildWrongAnswers };
