/// <reference path="../../pb_data/types.d.ts" />
// What is decided once, when an attempt starts, and kept for the attempt: its deadline (the
// assignment's limit times the child's time allowance, or none), the breaks it allows and the order
// of its questions and of each question's options. The allowances are TIME_ALLOWANCES and
// BREAK_ALLOWANCES of shared/src/domain/constants.ts.
const { BREAK_ALLOWANCES, TIME_ALLOWANCES } = require(`${__hooks}/lib/domain.js`);

/**
 * @param {number} startMs @param {number} timeLimitMinutes @param {string} allowance a student's `time_allowance` ('' is standard)
 * @returns {number | null} the deadline in milliseconds, or null for an untimed attempt
 */
function deadlineFor(startMs, timeLimitMinutes, allowance) {
  const factor = Object.prototype.hasOwnProperty.call(TIME_ALLOWANCES, allowance) ? TIME_ALLOWANCES[allowance] : 1;
  if (factor === null) return null;
  return startMs + Math.round(timeLimitMinutes * 60 * factor) * 1000;
}

/**
 * How many breaks a new attempt allows: the child's allowance ('' is one); none without a deadline.
 * @param {string} breaks a student's `breaks` @param {number | null} deadline
 * @returns {number}
 */
function breaksFor(breaks, deadline) {
  if (deadline === null) return 0;
  return Object.prototype.hasOwnProperty.call(BREAK_ALLOWANCES, breaks) ? BREAK_ALLOWANCES[breaks] : BREAK_ALLOWANCES.one;
}

/**
 * A shuffled copy (Fisher-Yates).
 * @template T @param {T[]} items @param {() => number} random in [0, 1) @returns {T[]}
 */
function shuffled(items, random) {
  const copy = items.slice();
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    const item = copy[i];
    copy[i] = copy[j];
    copy[j] = item;
  }
  return copy;
}

/**
 * The questions in a new order, each with its options in a new order. Options keep their ids, so
 * answers and scoring (by option id) do not depend on the order; the letters a child sees follow it.
 * @param {Array<{ options: any[] }>} questions @param {() => number} [random]
 */
function shuffleQuestions(questions, random) {
  const next = random || Math.random;
  return shuffled(questions, next).map(function (question) {
    return Object.assign({}, question, { options: shuffled(question.options || [], next) });
  });
}

module.exports = { breaksFor, deadlineFor, shuffleQuestions };
