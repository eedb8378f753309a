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
 * The questions in a new order, each with its options in a new order (a true/false question's stay True, False). Options keep their ids, so
 * answers and scoring (by option id) do not depend on the order; the letters a child sees follow it.
 * @param {Array<{ options: any[] }>} questions @param {() => number} [random] @param {() => string} [newId] a matching partner's id
 */
function shuffleQuestions(questions, random, newId) {
  const next = random || Math.random;
  const madeId = newId || randomId(next);
  return shuffled(questions, next).map(function (question) {
    // True comes before False, always: a child of six reads them in that order.
    const options = question.type === 'true_false' ? question.options || [] : shuffled(question.options || [], next);
    return withMatches(withMediaIds(Object.assign({}, question, { options: options }), madeId), next, madeId);
  });
}

/** Ids of 10 letters and digits drawn with `random` (the hooks pass PocketBase's secure ids instead). @param {() => number} random */
function randomId(random) {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return function () {
    let id = '';
    for (let i = 0; i < 10; i += 1) id += alphabet[Math.floor(random() * alphabet.length)];
    return id;
  };
}

/**
 * A question's own picture and sound get ids of this attempt (`imageId`, `audioId`): the quiz serves them
 * under those (lib/quiz/media.js), never under their file names, which their author chose and which could
 * say the answer (`the_answer_is_dog.png`). @param {any} question @param {() => string} madeId
 */
function withMediaIds(question, madeId) {
  const served = Object.assign({}, question);
  delete served.imageId;
  delete served.audioId;
  if (question.image) served.imageId = madeId();
  if (question.audio) served.audioId = madeId();
  return served;
}

/**
 * A matching question's partners, for this attempt: each pair's partner gets an id made here (`matchId`,
 * kept with the served question) and the partners are served apart, in an order of their own (`matches`),
 * so that neither their order nor their ids pair them before the child has submitted. A pair's picture
 * gets one too (`imageId`): the quiz serves it under that id, not under its file name (lib/quiz/media.js).
 * @param {any} question @param {() => number} random @param {() => string} madeId
 */
function withMatches(question, random, madeId) {
  if (question.type !== 'matching') return question;
  const options = question.options.map(function (option) {
    // Only ids made here: none an author wrote into the pair (the rules refuse them, lib/domain.js).
    const served = Object.assign({}, option);
    delete served.imageId;
    served.matchId = madeId();
    if (option.image) served.imageId = madeId();
    return served;
  });
  const matches = shuffled(
    options.map(function (option) {
      return { id: option.matchId, text: option.match };
    }),
    random,
  );
  return Object.assign({}, question, { options: options, matches: matches });
}

module.exports = { breaksFor, deadlineFor, shuffleQuestions };
