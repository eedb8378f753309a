/// <reference path="../../../pb_data/types.d.ts" />
// The cron that submits attempts past their deadline.
const records = require(`${__hooks}/lib/records.js`);
const domain = require(`${__hooks}/lib/domain.js`);
const { finish } = require(`${__hooks}/lib/quiz/attempts.js`);

/**
 * Cron: attempts past their deadline and grace are submitted with what was saved, each on its
 * own: one that fails is logged and the others still go through.
 */
function submitOverdue() {
  const overdue = $app.findRecordsByFilter('attempts', 'status = "in_progress" && deadline != "" && deadline < {:cutoff}', 'deadline', 200, 0, {
    cutoff: records.storedDate(Date.now() - domain.ANSWER_GRACE_SECONDS * 1000),
  });
  overdue.forEach(function (candidate) {
    try {
      $app.runInTransaction(function (txApp) {
        const attempt = records.findOrNull('attempts', candidate.id, txApp);
        if (attempt && attempt.getString('status') === 'in_progress') finish(txApp, attempt);
      });
    } catch (error) {
      $app.logger().error('quiz-overdue: an overdue attempt could not be submitted', 'attempt', candidate.id, 'error', String(error));
    }
  });
}

module.exports = { submitOverdue };
