/// <reference path="../pb_data/types.d.ts" />
// A wrong answer counts towards what a creator is shown only when it is the child's first answer to the
// question (src/tallies/counts.ts): before, a child's first try of each assignment counted, so one child given
// the same set in three assignments could make their own text show. Counted again from the results.
migrate(
  (app) => {
    require(`${__hooks}/lib/server.js`).tallies.rebuildWrongAnswers(app);
  },
  () => {
    // The counts stay as they are: the earlier rule counted more, never a different answer.
  },
);
