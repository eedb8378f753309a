// The cron that submits attempts past their deadline.
import { ANSWER_GRACE_SECONDS } from '../domain.ts';
import { findOrNull, jsArray, storedDate } from '../records.ts';
import { finish, isPastGrace } from './attempts.ts';
import { endLongBreaks } from './breaks.ts';

/**
 * Cron: breaks past their full length end first (their deadlines move); then attempts past their
 * deadline and grace are submitted with what was saved, each on its own: one that fails is logged
 * and the others still go through. An attempt on a break is never submitted: its clock is stopped.
 */
export function submitOverdue(): void {
  endLongBreaks();
  const overdue = $app.findRecordsByFilter(
    'attempts',
    'status = "in_progress" && paused_at = "" && deadline != "" && deadline < {:cutoff}',
    'deadline',
    200,
    0,
    {
      cutoff: storedDate(Date.now() - ANSWER_GRACE_SECONDS * 1000),
    },
  );
  for (const candidate of jsArray(overdue)) {
    if (!candidate) continue;
    try {
      $app.runInTransaction((txApp) => {
        const attempt = findOrNull('attempts', candidate.id, txApp);
        if (attempt && attempt.getString('status') === 'in_progress' && isPastGrace(attempt)) finish(txApp, attempt);
      });
    } catch (error) {
      $app.logger().error('quiz-overdue: an overdue attempt could not be submitted', 'attempt', candidate.id, 'error', String(error));
    }
  }
}
