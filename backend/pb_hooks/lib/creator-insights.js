/// <reference path="../../pb_data/types.d.ts" />
// What a creator's dashboard counts and the analytics screen shows, from submitted quizzes: read
// from the tallies kept as each result is written (lib/tallies.js), so that a creator's figures
// cost what the creator's own questions and sets hold, not what every family has answered.
const records = require(`${__hooks}/lib/records.js`);
const itemAnalysis = require(`${__hooks}/lib/item-analysis.js`);

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
 * Per answered question of the creator: times answered, answered right, picks per option and the
 * discrimination index; per set of the creator: completions (submitted quizzes that held it) and
 * the mean score on the set's own questions.
 * @param {string} creatorId
 */
function analytics(creatorId) {
  const tallies = arrayOf(new DynamicModel({ question: '', option: '', score: 0, correct: false, count: 0 }));
  $app
    .db()
    .newQuery('SELECT question, option, score, correct, count FROM answer_tallies WHERE creator = {:c}')
    .bind({ c: creatorId })
    .all(tallies);
  const byQuestion = {};
  tallies.forEach(function (tally) {
    (byQuestion[tally.question] = byQuestion[tally.question] || []).push(tally);
  });
  const ids = Object.keys(byQuestion);
  const questions = (ids.length ? $app.findRecordsByIds('questions', ids) : []).map(function (record) {
    const counts = byQuestion[record.id];
    const total = function (keep) {
      return counts.reduce(function (sum, tally) {
        return keep(tally) ? sum + tally.count : sum;
      }, 0);
    };
    return {
      id: record.id,
      text: record.getString('text'),
      subject: record.getString('subject'),
      grade: record.getString('grade'),
      status: record.getString('status'),
      type: record.getString('type'),
      options: (records.readJson(record, 'options', []) || []).map(function (option) {
        return {
          id: option.id,
          text: option.text,
          isCorrect: option.isCorrect === true,
          picked: total(function (tally) {
            return tally.option === option.id;
          }),
        };
      }),
      answered: total(function () {
        return true;
      }),
      correct: total(function (tally) {
        return tally.correct;
      }),
      discrimination: itemAnalysis.discriminationIndexOfCounts(counts),
    };
  });

  const setTallies = {};
  const counted = arrayOf(new DynamicModel({ question_set: '', completions: 0, score_sum: 0 }));
  $app
    .db()
    .newQuery('SELECT question_set, completions, score_sum FROM set_tallies WHERE creator = {:c}')
    .bind({ c: creatorId })
    .all(counted);
  counted.forEach(function (tally) {
    setTallies[tally.question_set] = tally;
  });
  const sets = $app.findRecordsByFilter('question_sets', 'created_by = {:c}', '-updated', 0, 0, { c: creatorId }).map(function (set) {
    const tally = setTallies[set.id];
    return {
      id: set.id,
      title: set.getString('title'),
      subject: set.getString('subject'),
      grade: set.getString('grade'),
      status: set.getString('status'),
      completions: tally ? tally.completions : 0,
      averageScore: tally && tally.completions ? Math.round(tally.score_sum / tally.completions) : null,
    };
  });
  return { questions: questions, sets: sets };
}

module.exports = { overview, analytics };
