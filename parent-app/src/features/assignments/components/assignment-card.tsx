import { Button, Tag } from 'antd';
import 'shared/antd-css/button.js';
import 'shared/antd-css/tag.js';
import { useNavigate } from 'shared/router';
import { assignmentFigures, childMinutes, formatDate, href, isOverdue, isWaitingForMarking, type StudentsResponse } from 'shared';
import { Panel, ScoreBadge, ToneTag } from 'shared/ui';
import type { Assignment } from '../api/get-assignments.ts';
import type { Result } from '../api/get-results.ts';
import { t } from '../messages.ts';
import './assignments.css';

interface Props {
  assignment: Assignment;
  results: readonly Result[];
  onView: () => void;
  onDelete: () => void;
}

export const childrenOf = (assignment: Assignment) => assignment.expand?.assigned_students ?? [];

/** A child's name, with their own time when their time allowance makes it other than the assignment's (what their quiz gives). */
function withOwnTime(child: StudentsResponse, timeLimit: number): string {
  const minutes = childMinutes(timeLimit, child.time_allowance);
  if (minutes === null) return t('card.childUntimed', { name: child.name });
  return minutes === timeLimit ? child.name : t('card.childMinutes', { name: child.name, minutes });
}

/** Active or Draft, and Overdue beside it; the colours are dark enough for white text to pass WCAG AA. */
export function StatusTag({ assignment, results }: { assignment: Assignment; results: readonly Result[] }) {
  // Finished when every assigned child has completed it (first attempts, as the card counts them).
  const finished = assignmentFigures(assignment.id, results).completions >= assignment.assigned_students.length;
  return (
    <span>
      {assignment.status === 'active' ? <Tag color="#166534">{t('status.active')}</Tag> : <Tag>{t('status.draft')}</Tag>}
      {isOverdue(assignment, finished) && <Tag color="#b91c1c">{t('status.overdue')}</Tag>}
    </span>
  );
}

/** One assignment at a glance: the card of docs/product.md "Parent dashboard", its figures from the children's first attempts. */
export function AssignmentCard({ assignment, results, onView, onDelete }: Props) {
  const { completions, averageScore } = assignmentFigures(assignment.id, results);
  const waiting = results.filter((result) => result.assignment_id === assignment.id && isWaitingForMarking(result)).length;
  const { title } = assignment;
  const navigate = useNavigate();
  return (
    <Panel>
      <div className="mcq-page-heading">
        <h2 className="mcq-card-title">{title}</h2>
        <StatusTag assignment={assignment} results={results} />
      </div>
      <p className="mcq-state">
        {[
          assignment.subject,
          t('card.questions', { count: assignment.totalQuestions }),
          t('card.minutes', { minutes: assignment.timeLimit }),
        ].join(' · ')}
      </p>
      <dl className="mcq-facts">
        <div>
          <dt>{t('card.completions')}</dt>
          <dd>{t('card.completionsValue', { done: completions, total: assignment.assigned_students.length })}</dd>
        </div>
        <div>
          <dt>{t('card.average')}</dt>
          <dd>
            <ScoreBadge score={averageScore} />
          </dd>
        </div>
        <div>
          <dt>{t('card.assignedTo')}</dt>
          <dd>
            {childrenOf(assignment)
              .map((child) => withOwnTime(child, assignment.timeLimit))
              .join(', ')}
          </dd>
        </div>
        {assignment.dueDate && (
          <div>
            <dt>{t('card.due')}</dt>
            <dd>{formatDate(assignment.dueDate)}</dd>
          </div>
        )}
      </dl>
      {waiting > 0 && (
        <p>
          <ToneTag tone="yellow">{t('card.waiting', { count: waiting })}</ToneTag>
        </p>
      )}
      <div className="parent-card-actions">
        <Button onClick={onView} aria-label={t('card.viewLabel', { title })}>
          {t('card.view')}
        </Button>
        <Button onClick={() => navigate(href('editAssignment', { id: assignment.id }))} aria-label={t('card.editLabel', { title })}>
          {t('card.edit')}
        </Button>
        <Button danger onClick={onDelete} aria-label={t('card.deleteLabel', { title })}>
          {t('card.delete')}
        </Button>
      </div>
    </Panel>
  );
}
