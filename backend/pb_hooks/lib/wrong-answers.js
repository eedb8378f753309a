/// <reference path="../../pb_data/types.d.ts" />
// wrong_answer_tallies: per typed or matching question, its most common wrong answers (or confused
// pairs) as the shared rules write them (wrongAnswerTexts), of children's first tries only (a retake
// adds nothing: no child makes an answer common alone), at most WRONG_ANSWERS_KEPT per question: a
// new one past that takes the place of the least common (Space-Saving), so that a child typing
// thousands of different answers grows nothing. Counted by lib/tallies.js as each result is written.
// A row that took another's place carries that place's count (`inherited`), Space-Saving's overcount:
// what children surely gave it is `count - inherited`, which is what the creator is shown, and only
// from WRONG_ANSWER_SHOWN_FROM (so one child's text never shows by inheriting a full table's counts).
const domain = require(`${__hooks}/lib/domain.js`);

const KNOWN_WRONG = 'SELECT 1 FROM wrong_answer_tallies WHERE question = {:question} AND answer = {:answer}';
/** A wrong answer counted: one more if kept; else a new row while the question has room; else in place of its least common. */
const ADD_WRONG = [
  'UPDATE wrong_answer_tallies SET count = count + {:count} WHERE question = {:question} AND answer = {:answer}',
  'INSERT INTO wrong_answer_tallies (creator, question, answer, count, inherited) ' +
    "SELECT COALESCE((SELECT created_by FROM questions WHERE id = {:question}), ''), {:question}, {:answer}, {:count}, {:inherited} " +
    'WHERE NOT EXISTS (' + KNOWN_WRONG + ') AND (SELECT COUNT(*) FROM wrong_answer_tallies WHERE question = {:question}) < {:kept}',
  'UPDATE wrong_answer_tallies SET answer = {:answer}, inherited = count, count = count + {:count} ' +
    'WHERE id = (SELECT id FROM wrong_answer_tallies WHERE question = {:question} ORDER BY count, id LIMIT 1) AND NOT EXISTS (' + KNOWN_WRONG + ')',
];

/**
 * Counts a wrong answer given `count` times (a recount writes each kept row once, with what it inherited).
 * @param {core.App} app @param {string} question @param {string} answer @param {number} count @param {number} [inherited]
 */
function add(app, question, answer, count, inherited) {
  ADD_WRONG.forEach(function (sql) {
    app.db().newQuery(sql).bind({ question: question, answer: answer, count: count, inherited: inherited || 0, kept: domain.WRONG_ANSWERS_KEPT }).execute();
  });
}

/**
 * add()'s rule in memory, for a recount: `kept` holds a Map of answer to its count and inherited count per question.
 * @param {Record<string, Map<string, { count: number, inherited: number }>>} kept @param {string} question @param {string} answer
 */
function keep(kept, question, answer) {
  const answers = (kept[question] = kept[question] || new Map());
  const known = answers.get(answer);
  if (known) {
    known.count += 1;
    return;
  }
  if (answers.size < domain.WRONG_ANSWERS_KEPT) {
    answers.set(answer, { count: 1, inherited: 0 });
    return;
  }
  let least = '';
  let leastCount = Infinity;
  answers.forEach(function (tally, text) {
    if (tally.count < leastCount) {
      least = text;
      leastCount = tally.count;
    }
  });
  answers.delete(least);
  answers.set(answer, { count: leastCount + 1, inherited: leastCount });
}

module.exports = { add, keep };
