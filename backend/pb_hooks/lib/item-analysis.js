// The creator analytics' item statistics as pure functions, in plain CommonJS for PocketBase's JS
// engine and Node. Mirrors shared/src/domain/item-analysis.ts; backend/test/rules-mirror.test.ts
// holds the two together.

const DISCRIMINATION_MIN_ANSWERS = 10;
const DISCRIMINATION_GROUP_SHARE = 0.27;

/**
 * The upper-lower discrimination index: the share right among the best-scoring 27% minus that
 * among the lowest-scoring 27%, two decimals; null under 10 answers.
 * @param {Array<{ score: number, correct: boolean }>} outcomes @returns {number | null}
 */
function discriminationIndex(outcomes) {
  return discriminationIndexOfCounts(
    outcomes.map(function (outcome) {
      return { score: outcome.score, correct: outcome.correct, count: 1 };
    }),
  );
}

/**
 * discriminationIndex over answers counted by quiz score and outcome (the server's answer tallies).
 * @param {Array<{ score: number, correct: boolean, count: number }>} groups @returns {number | null}
 */
function discriminationIndexOfCounts(groups) {
  const total = groups.reduce(function (sum, group) {
    return sum + group.count;
  }, 0);
  if (total < DISCRIMINATION_MIN_ANSWERS) return null;
  // Ties are ordered wrong answers first, so that the index never depends on how a sort orders equal scores.
  const ranked = groups.toSorted(function (a, b) {
    return b.score - a.score || Number(a.correct) - Number(b.correct);
  });
  const size = Math.max(1, Math.round(total * DISCRIMINATION_GROUP_SHARE));
  const rightAmongFirst = function (ordered) {
    let left = size;
    let right = 0;
    for (let i = 0; i < ordered.length && left > 0; i += 1) {
      const taken = Math.min(left, ordered[i].count);
      if (ordered[i].correct) right += taken;
      left -= taken;
    }
    return right;
  };
  return Math.round(((rightAmongFirst(ranked) - rightAmongFirst(ranked.toReversed())) / size) * 100) / 100;
}

module.exports = { DISCRIMINATION_MIN_ANSWERS, DISCRIMINATION_GROUP_SHARE, discriminationIndex, discriminationIndexOfCounts };
