/// <reference path="../pb_data/types.d.ts" />
// A family's answered questions are noted only once its parent has confirmed their email (src/tallies): before,
// an unconfirmed family's answers were noted though they counted for nothing, so the questions it answered then
// could never count once it confirmed. The notes of the families still unconfirmed go: their next first answers,
// once confirmed, count. Nothing is recounted (an unconfirmed family's answers never counted).
migrate(
  (app) => {
    app.db().newQuery('DELETE FROM answered_questions WHERE family NOT IN (SELECT id FROM parents WHERE verified = TRUE)').execute();
  },
  // Back: nothing to put back; the earlier rule notes an unconfirmed family's questions again at its next quiz.
  () => undefined,
);
