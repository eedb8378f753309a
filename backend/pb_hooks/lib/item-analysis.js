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
  if (outcomes.length < DISCRIMINATION_MIN_ANSWERS) return null;
  // Ties are ordered wrong answers first, so that the index never depends on how a sort orders equal scores.
  const ranked = outcomes.toSorted(function (a, b) {
    return b.score - a.score || Number(a.correct) - Number(b.correct);
  });
  const size = Math.max(1, Math.round(ranked.length * DISCRIMINATION_GROUP_SHARE));
  const share = function (group) {
    return (
      group.filter(function (outcome) {
        return outcome.correct;
      }).length / size
    );
  };
  return Math.round((share(ranked.slice(0, size)) - share(ranked.slice(ranked.length - size))) * 100) / 100;
}

module.exports = { DISCRIMINATION_MIN_ANSWERS, DISCRIMINATION_GROUP_SHARE, discriminationIndex };
