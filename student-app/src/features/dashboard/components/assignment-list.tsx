import { assignmentStatus, bestScore, capitalised, formatDate, href, isOverdue, type AssignmentsRecord, type ResultLike } from 'shared';
import { Link } from 'shared/router';
import { Panel } from 'shared/ui';
import { SubjectBadge, subjectStyle } from '../../../components/subject-badge.tsx';
import { t } from '../messages.ts';

interface AssignmentListProps {
  assignments: ReadonlyArray<AssignmentsRecord & { id: string }>;
  results: readonly ResultLike[];
  openAttempts: readonly string[];
}

/** Its number of questions, minutes and difficulty, leaving out what it does not have (no dangling "·"). */
function details(assignment: AssignmentsRecord): string {
  const questions = assignment.totalQuestions ?? 0;
  return [
    t('dashboard.assignment.questions', { questions }),
    assignment.timeLimit ? t('dashboard.assignment.minutes', { minutes: assignment.timeLimit }) : '',
    capitalised(assignment.difficulty ?? ''),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Each assignment with its facts and status: one not completed opens its quiz, a completed one its results (and retake). */
export function AssignmentList({ assignments, results, openAttempts }: AssignmentListProps) {
  return (
    <Panel title={t('dashboard.assignments')}>
      <ul className="mcq-list">
        {assignments.map((assignment) => {
          const status = assignmentStatus(assignment.id, results, openAttempts);
          const best = bestScore(assignment.id, results);
          // Past its due day and not finished: said so, in words, where "New" or "In progress" would be.
          const shown = isOverdue(assignment, status === 'completed') ? 'overdue' : status;
          return (
            <li key={assignment.id} className="dash-assignment" style={subjectStyle(assignment.subject)}>
              <div className="dash-assignment-facts">
                <h3 className="dash-assignment-title">{assignment.title}</h3>
                <p className="mcq-state">
                  {assignment.subject && <SubjectBadge subject={assignment.subject} />} {details(assignment)}
                </p>
                {assignment.dueDate && (
                  <p className="mcq-state">{t('dashboard.assignment.due', { date: formatDate(assignment.dueDate) })}</p>
                )}
              </div>
              <div className="dash-assignment-action">
                <span className={`dash-status dash-status-${shown}`}>{t(`dashboard.status.${shown}`)}</span>
                {status === 'completed' ? (
                  <>
                    <strong>{t('dashboard.assignment.best', { score: best ?? 0 })}</strong>
                    <Link
                      to={href('quizResults', { assignmentId: assignment.id })}
                      aria-label={`${t('dashboard.assignment.results')}: ${assignment.title}`}
                    >
                      {t('dashboard.assignment.results')}
                    </Link>
                  </>
                ) : (
                  <Link
                    className="dash-start"
                    to={href('quiz', { assignmentId: assignment.id })}
                    aria-label={`${t(status === 'new' ? 'dashboard.assignment.start' : 'dashboard.assignment.continue')}: ${assignment.title}`}
                  >
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
