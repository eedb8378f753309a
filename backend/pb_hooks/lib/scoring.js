// Scoring of a quiz on the server. Mirrors shared/src/domain/scoring.ts (SPEC.md section 9);
// backend/test/rules-mirror.test.ts holds the two together.
// Plain CommonJS without newer syntax: it runs in PocketBase's JS engine and in Node.

const POINTS_PER_PERCENT = 2;

/** @param {number} correct @param {number} total @returns {number} */
function scorePercent(correct, total) {
  if (!total) return 0;
  return Math.round((correct / total) * 100);
}

/** @param {number} score @returns {number} */
function pointsForScore(score) {
  return score * POINTS_PER_PERCENT;
}

/** @param {unknown} value @returns {string} */
function normaliseText(value) {
  return String(value == null ? '' : value).trim().toLowerCase();
}

/**
 * @param {{ type?: string, options?: Array<{ id: string, isCorrect?: boolean }>, correctAnswer?: string }} question
 * @param {unknown} answer the option id (multiple choice) or the typed answer
 * @returns {boolean}
 */
function isAnswerCorrect(question, answer) {
  if (answer == null || answer === '') return false;
  const options = question.options || [];
  if (!question.type || question.type === 'multiple_choice') {
    return options.some(function (option) {
      return option.id === answer && option.isCorrect === true;
    });
  }
  return normaliseText(answer) === normaliseText(question.correctAnswer);
}

/**
 * @param {Array<{ id: string, type?: string, options?: Array<{ id: string, isCorrect?: boolean }>, correctAnswer?: string }>} questions
 * @param {Record<string, unknown>} answers selected answer by question id
 * @returns {{ correct: number, total: number, score: number, points: number }}
 */
function scoreAnswers(questions, answers) {
  const given = answers || {};
  let correct = 0;
  questions.forEach(function (question) {
    if (isAnswerCorrect(question, given[question.id])) correct += 1;
  });
  const score = scorePercent(correct, questions.length);
  return { correct: correct, total: questions.length, score: score, points: pointsForScore(score) };
}

module.exports = { POINTS_PER_PERCENT, scorePercent, pointsForScore, isAnswerCorrect, scoreAnswers };
