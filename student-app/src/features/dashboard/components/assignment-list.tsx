import { assignmentStatus, bestScore, capitalised, formatDate, href, type AssignmentsRecord, type ResultLike } from 'shared';
import { Link } from 'shared/router';
import { Panel } from 'shared/ui';
import { t } from '../messages.ts';

interface AssignmentListProps {
  assignments: ReadonlyArray<AssignmentsRecord & { id: string }>;
  results: readonly ResultLike[];
  openAttempts: readonly string[];
}

/** Each assignment with its facts and status: one not completed opens its quiz, a completed one its results (and retake). */
export function AssignmentList({ assignments, results, openAttempts }: AssignmentListProps) {
  return (
    <Panel title={t('dashboard.assignments')}>
      <ul className="mcq-list">
        {assignments.map((assignment) => {
          const status = assignmentStatus(assignment.id, results, openAttempts);
          const best = bestScore(assignment.id, results);
          return (
            <li key={assignment.id} className="dash-assignment">
              <div>
                <h3 className="dash-assignment-title">{assignment.title}</h3>
                <p className="mcq-state">
                  {t('dashboard.assignment.details', {
                    subject: assignment.subject ?? '',
                    questions: assignment.totalQuestions ?? 0,
                    minutes: assignment.timeLimit,
                    difficulty: capitalised(assignment.difficulty ?? ''),
                  })}
                </p>
                {assignment.dueDate && <p className="mcq-state">{t('dashboard.assignment.due', { date: formatDate(assignment.dueDate) })}</p>}
              </div>
              <div className="dash-assignment-action">
                <span className={`dash-status dash-status-${status}`}>{t(`dashboard.status.${status}`)}</span>
                {status === 'completed' ? (
                  <>
                    <strong>{t('dashboard.assignment.best', { score: best ?? 0 })}</strong>
                    <Link to={href('quizResults', { assignmentId: assignment.id })} aria-label={`${t('dashboard.assignment.results')}: ${assignment.title}`}>
                      {t('dashboard.assignment.results')}
                    </Link>
                  </>
                ) : (
                  <Link className="dash-start" to={href('quiz', { assignmentId: assignment.id })} aria-label={`${t(status === 'new' ? 'dashboard.assignment.start' : 'dashboard.assignment.continue')}: ${assignment.title}`}>
                    {t(status === 'new' ? 'dashboard.assignment.start' : 'dashboard.assignment.continue')}
                  </Link>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
