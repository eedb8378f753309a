import type { QuestionSet } from '../api/get-question-sets.ts';
import { assignmentSummary, type AssignmentFields } from '../assignment-fields.ts';
import { t } from '../messages.ts';
import './assignments.css';

/** What the parent has chosen so far, updated as they choose. */
export function AssignmentSummary({
  sets,
  values,
}: {
  sets: readonly QuestionSet[];
  values: Pick<AssignmentFields, 'question_sets' | 'assigned_students'>;
}) {
  const summary = assignmentSummary(sets, values);
  return (
    <dl className="mcq-facts" aria-live="polite">
      <div>
        <dt>{t('form.summary.sets')}</dt>
        <dd>{summary.sets}</dd>
      </div>
      <div>
        <dt>{t('form.summary.questions')}</dt>
        <dd>{summary.questions}</dd>
      </div>
      <div>
        <dt>{t('form.summary.children')}</dt>
        <dd>{summary.children}</dd>
      </div>
      <div>
        <dt>{t('form.summary.minutes')}</dt>
        <dd>{t('form.summary.minutesValue', { minutes: summary.minutes })}</dd>
      </div>
    </dl>
  );
}
