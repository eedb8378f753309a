import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { hasStarted, paths, t as common, type StudentsResponse } from 'shared';
import { PageLayout, QueryView } from 'shared/ui';
import { useAssignments } from '../api/get-assignments.ts';
import { useAttempts } from '../api/get-attempts.ts';
import { useResults } from '../api/get-results.ts';
import { t } from '../messages.ts';
import { AssignmentEditor } from './assignment-editor.tsx';

const frame = (content: ReactNode) => (
  <PageLayout heading={t('form.edit.title')} back={{ to: paths.parentDashboard, label: t('form.back') }}>
    {content}
  </PageLayout>
);

/**
 * /edit-assignment/:id: the editor, filled in, once it is known whether a child has started the
 * assignment. An id that is not one of the parent's assignments (another parent's, a deleted
 * one) is a plain not-found.
 */
export function EditAssignmentScreen({ assignmentId, kids }: { assignmentId: string; kids: UseQueryResult<StudentsResponse[]> }) {
  const assignments = useAssignments();
  const results = useResults();
  const attempts = useAttempts(assignmentId);
  if (!assignments.isSuccess || !results.isSuccess || !attempts.isSuccess) {
    return frame(
      <QueryView query={assignments} errorText={common('error.fetchAssignments')}>
        {() => (
          <QueryView query={results} errorText={common('error.fetchResults')}>
            {() => (
              <QueryView query={attempts} errorText={common('error.fetchResults')}>
                {() => null}
              </QueryView>
            )}
          </QueryView>
        )}
      </QueryView>,
    );
  }
  const assignment = assignments.data.find((candidate) => candidate.id === assignmentId);
  if (!assignment) {
    return frame(
      <div className="mcq-message">
        <h2>{t('form.notFound.title')}</h2>
        <p>{t('form.notFound.body')}</p>
      </div>,
    );
  }
  return <AssignmentEditor kids={kids} existing={{ assignment, started: hasStarted(assignment.id, attempts.data, results.data) }} />;
}
