/// <reference path="../../pb_data/types.d.ts" />
// What a creator's dashboard counts and the analytics screen shows, from submitted quizzes (their
// results), worked out by the database in one pass each.
const records = require(`${__hooks}/lib/records.js`);
const scoring = require(`${__hooks}/lib/scoring.js`);
const itemAnalysis = require(`${__hooks}/lib/item-analysis.js`);

/**
 * A result's answers as rows (question, option); a result without answers has none.
 * Usage counts every answer a child gave in a submitted quiz: results exist only for those.
 */
const ANSWERS_OF_RESULTS =
  "results r, json_each(CASE WHEN json_valid(r.answers) THEN r.answers ELSE '{}' END) a JOIN questions q ON q.id = a.key";

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
        '(SELECT COUNT(*) FROM ' + ANSWERS_OF_RESULTS + ' WHERE q.created_by = {:c}) AS totalUsage',
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
  const answers = arrayOf(new DynamicModel({ question: '', answer: '', score: 0 }));
  $app
    .db()
    .newQuery('SELECT a.key AS question, a.value AS answer, r.score AS score FROM ' + ANSWERS_OF_RESULTS + ' WHERE q.created_by = {:c}')
    .bind({ c: creatorId })
    .all(answers);
  const byQuestion = {};
  answers.forEach(function (row) {
    (byQuestion[row.question] = byQuestion[row.question] || []).push(row);
  });
  const ids = Object.keys(byQuestion);
  const keyed = {};
  const questions = (ids.length ? $app.findRecordsByIds('questions', ids) : []).map(function (record) {
    const question = {
      id: record.id,
      type: record.getString('type'),
      options: records.readJson(record, 'options', []) || [],
      correctAnswer: record.getString('correctAnswer'),
    };
    keyed[record.id] = question;
    const rows = byQuestion[record.id];
    const outcomes = rows.map(function (row) {
      return { score: row.score, correct: scoring.isAnswerCorrect(question, row.answer) };
    });
    return {
      id: record.id,
      text: record.getString('text'),
      subject: record.getString('subject'),
      grade: record.getString('grade'),
      status: record.getString('status'),
      type: question.type,
      options: question.options.map(function (option) {
        return {
          id: option.id,
          text: option.text,
          isCorrect: option.isCorrect === true,
          picked: rows.filter(function (row) {
            return row.answer === option.id;
          }).length,
        };
      }),
      answered: rows.length,
      correct: outcomes.filter(function (outcome) {
        return outcome.correct;
      }).length,
      discrimination: itemAnalysis.discriminationIndex(outcomes),
    };
  });

  const completions = arrayOf(new DynamicModel({ set: '', answers: '' }));
  $app
    .db()
    .newQuery(
      'SELECT s.id AS "set", r.answers AS answers FROM question_sets s ' +
        'JOIN assignments asg ON EXISTS (SELECT 1 FROM json_each(asg.question_sets) j WHERE j.value = s.id) ' +
        'JOIN results r ON r.assignment_id = asg.id WHERE s.created_by = {:c}',
    )
    .bind({ c: creatorId })
    .all(completions);
  const bySet = {};
  completions.forEach(function (row) {
    (bySet[row.set] = bySet[row.set] || []).push(JSON.parse(row.answers || '{}') || {});
  });
  /** A question and the versions it replaced, newest first (each question's `replaces`), with their keys. */
  const chains = {};
  const versionsOf = function (id) {
    if (chains[id]) return chains[id];
    const chain = (chains[id] = []);
    let current = id;
    while (current && chain.length < 50 && chain.indexOf(current) < 0) {
      chain.push(current);
      const record = records.findOrNull('questions', current, $app);
      if (!record) break;
      if (!keyed[current]) {
        keyed[current] = { id: current, type: record.getString('type'), options: records.readJson(record, 'options', []) || [], correctAnswer: record.getString('correctAnswer') };
      }
      current = record.getString('replaces');
    }
    return chain;
  };
  const sets = $app.findRecordsByFilter('question_sets', 'created_by = {:c}', '-updated', 0, 0, { c: creatorId }).map(function (set) {
    const setQuestions = set.getStringSlice('questions');
    const scores = (bySet[set.id] || []).map(function (given) {
      const right = setQuestions.filter(function (id) {
        // A quiz taken before a new version was published holds the answer under the version it served.
        const served = versionsOf(id).find(function (version) {
          return given[version] !== undefined;
        });
        return served !== undefined && keyed[served] && scoring.isAnswerCorrect(keyed[served], given[served]);
      }).length;
      return scoring.scorePercent(right, setQuestions.length);
    });
    return {
      id: set.id,
      title: set.getString('title'),
      subject: set.getString('subject'),
      grade: set.getString('grade'),
      status: set.getString('status'),
      completions: scores.length,
      averageScore: scores.length
        ? Math.round(
            scores.reduce(function (sum, score) {
              return sum + score;
            }, 0) / scores.length,
          )
        : null,
    };
  });
  return { questions: questions, sets: sets };
}

module.exports = { overview, analytics };
