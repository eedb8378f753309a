/// <reference path="../../../pb_data/types.d.ts" />
// The cron that submits attempts past their deadline.
const records = require(`${__hooks}/lib/server.js`).records;
const domain = require(`${__hooks}/lib/domain.js`);
const { finish, isPastGrace } = require(`${__hooks}/lib/quiz/attempts.js`);
const { endLongBreaks } = require(`${__hooks}/lib/quiz/breaks.js`);

/**
 * Cron: breaks past their full length end first (their deadlines move); then attempts past their
 * deadline and grace are submitted with what was saved, each on its own: one that fails is logged
 * and the others still go through. An attempt on a break is never submitted: its clock is stopped.
 */
function submitOverdue() {
  endLongBreaks();
  const overdue = $app.findRecordsByFilter('attempts', 'status = "in_progress" && paused_at = "" && deadline != "" && deadline < {:cutoff}', 'deadline', 200, 0, {
    cutoff: records.storedDate(Date.now() - domain.ANSWER_GRACE_SECONDS * 1000),
  });
  overdue.forEach(function (candidate) {
    try {
      $app.runInTransaction(function (txApp) {
        const attempt = records.findOrNull('attempts', candidate.id, txApp);
        if (attempt && attempt.getString('status') === 'in_progress' && isPastGrace(attempt)) finish(txApp, attempt);
      });
    } catch (error) {
      $app.logger().error('quiz-overdue: an overdue attempt could not be submitted', 'attempt', candidate.id, 'error', String(error));
    }
  });
}

module.exports = { submitOverdue };
