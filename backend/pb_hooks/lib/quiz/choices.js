/// <reference path="../../../pb_data/types.d.ts" />
// What an answer to a choice question may be: one of the options it was served with; to a typed
// one, a text of at most TYPED_ANSWER_MAX characters, ESSAY_ANSWER_MAX for an essay.
const { CHOICE_QUESTION_TYPES, ESSAY_ANSWER_MAX, TYPED_ANSWER_MAX, isEssay } = require(`${__hooks}/lib/domain.js`);

const NOT_AN_OPTION = 'Choose one of the options of this question';
/** `choices` of a question answered by typing: any text. An empty `choices` (a row no start wrote) takes nothing. */
const TYPED = '*';
/** `choices` of an essay: any text, up to ESSAY_ANSWER_MAX characters. */
const ESSAY = '*essay';
// saveAnswer's condition that an answer to a choice question is one of the options it was served
// with (an empty one clears the answer; typed answers are for the other types). isOptionOf says the
// same. `{:long}` says that the answer is longer than a typed answer may be (only an essay takes it). It reads the option ids kept at start in `choices` (`,a,b,c,`, or TYPED), not the served
// JSON: in PocketBase the statement took about 180 µs without the check and 230 to 265 with a
// json_each over the served options (a quiet machine), most of it for reading the JSON.
const CHOSEN_AN_OPTION =
  "({:option} = '' OR choices = '" + ESSAY + "' OR (choices = '" + TYPED + "' AND NOT {:long}) OR (instr({:option}, ',') = 0 AND instr(choices, ',' || {:option} || ',') > 0))";

/** @param {any} question as served @returns {string[]} the ids a child may choose: texts, none empty or with a comma */
function optionIds(question) {
  return (question.options || [])
    .map(function (option) {
      return option && option.id;
    })
    .filter(function (id) {
      return typeof id === 'string' && id !== '' && id.indexOf(',') < 0;
    });
}

/** @param {any} question as served @returns {boolean} */
function isTyped(question) {
  return Boolean(question.type) && CHOICE_QUESTION_TYPES.indexOf(question.type) < 0;
}

/** @param {any} question as served @returns {string} its option ids as `choices` keeps them */
function choicesOf(question) {
  if (isEssay(question.type)) return ESSAY;
  if (isTyped(question)) return TYPED;
  return ',' + optionIds(question).map(function (id) {
    return id + ',';
  }).join('');
}

/** @param {any} question as served @param {string} answer @returns {boolean} whether the answer may be stored for it */
function isOptionOf(question, answer) {
  return isTyped(question) || optionIds(question).indexOf(answer) >= 0;
}

/** @param {any} question as served @param {string} answer @returns {boolean} whether the answer is within its type's length */
function answerFits(question, answer) {
  return answer.length <= (isEssay(question.type) ? ESSAY_ANSWER_MAX : TYPED_ANSWER_MAX);
}

module.exports = { NOT_AN_OPTION, CHOSEN_AN_OPTION, TYPED, ESSAY, answerFits, choicesOf, isOptionOf };
