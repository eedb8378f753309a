import { useAtomValue } from 'jotai';
import { t as common } from 'shared';
import { sessionAtom } from 'shared/session';
import { PageLayout, Panel, QueryView } from 'shared/ui';
import { useStudentAssignments } from '../api/get-assignments.ts';
import { t } from '../messages.ts';

export function StudentDashboard() {
  const { user } = useAtomValue(sessionAtom);
  const assignments = useStudentAssignments();
  return (
    <PageLayout heading={t('dashboard.welcome', { name: user?.name ?? '' })} intro={user?.grade}>
      <Panel title={t('dashboard.assignments')}>
        <QueryView
          query={assignments}
          errorText={common('error.fetchStudentAssignments')}
          isEmpty={(list) => list.length === 0}
          empty={t('dashboard.assignments.empty')}
        >
          {(list) => (
            <ul className="mcq-list">
              {list.map((assignment) => (
                <li key={assignment.id}>
                  <strong>{assignment.title}</strong>
                  <p className="mcq-state">
                    {t('dashboard.assignment.details', { subject: assignment.subject, minutes: assignment.timeLimit })}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </Panel>
    </PageLayout>
  );
}
