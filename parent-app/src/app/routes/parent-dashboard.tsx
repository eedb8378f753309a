import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { href, studentProgress, t as common, textInState, type StudentsResponse } from 'shared';
import { Link, useLocation, useNavigate, useSearchParams } from 'shared/router';
import { sessionAtom } from 'shared/session';
import { LoadingState, Notice, PageLayout, QueryView, SavedCopyNotice, Tabs } from 'shared/ui';
import { useAssignments, type Assignment } from '../../features/assignments/api/get-assignments.ts';
import { useResults, type Result } from '../../features/assignments/api/get-results.ts';
import { useCreateAssignment } from '../../features/assignments/api/create-assignment.ts';
import { stepFields, toInput } from '../../features/assignments/assignment-fields.ts';
import { useChildren } from '../../features/children/api/get-children.ts';
import { Overview } from '../../features/progress/components/overview.tsx';
import { VerifyEmailNotice } from '../../features/settings/components/verify-email-notice.tsx';
import { t } from '../messages.ts';

// The first screen is the Overview: every other tab's code, and the charts' library with the
// Progress tab, loads when the tab is first opened, so the dashboard's first load stays small.
const AssignmentsTab = lazy(() =>
  import('../../features/assignments/components/assignments-tab.tsx').then((m) => ({ default: m.AssignmentsTab })),
);
const ProgressTab = lazy(() => import('../../features/progress/components/progress-tab.tsx').then((m) => ({ default: m.ProgressTab })));
const ChildrenCards = lazy(() =>
  import('../../features/children/components/children-cards.tsx').then((m) => ({ default: m.ChildrenCards })),
);

type Family = { kids: StudentsResponse[]; assignments: Assignment[]; results: Result[] };

/** The parent's home: four tabs over the parent's children, assignments and the children's results. */
export function ParentDashboard() {
  const { user } = useAtomValue(sessionAtom);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const kids = useChildren();
  const assignments = useAssignments();
  const results = useResults();
  const create = useCreateAssignment();
  // A saved assignment's message, once: taken from the navigation, then dropped from history so a reload does not repeat it.
  // One message at a time: a later one (an assignment deleted) takes its place. It is put into the status region
  // after the region's first paint: a region that arrives with its words already in is not read out by most screen readers.
  const [notice, setNotice] = useState<string>();
  const fromNavigation = textInState(location.state, 'notice');
  useEffect(() => {
    if (!fromNavigation) return;
    // A task later, once the empty region is in the page (no cleanup: dropping the state re-runs this effect).
    setTimeout(() => setNotice(fromNavigation), 0);
    navigate({ search: location.search }, { replace: true, state: null });
  }, [fromNavigation, navigate, location.search]);

  const withAssignments = (render: (assignments: Assignment[], results: Result[]) => ReactNode) => (
    <QueryView query={assignments} errorText={common('error.fetchAssignments')}>
      {(assignmentList) => (
        <QueryView query={results} errorText={common('error.fetchResults')}>
          {(resultList) => render(assignmentList, resultList)}
        </QueryView>
      )}
    </QueryView>
  );
  const withFamily = (render: (family: Family) => ReactNode) => (
    <QueryView query={kids} errorText={common('error.fetchStudents')}>
      {(kidList) =>
        withAssignments((assignmentList, resultList) => render({ kids: kidList, assignments: assignmentList, results: resultList }))
      }
    </QueryView>
  );

  const tabs = [
    { key: 'overview', label: t('tab.overview'), content: withFamily((family) => <Overview {...family} />) },
    {
      key: 'assignments',
      label: t('tab.assignments'),
      content: withAssignments((list, resultList) => (
        <Suspense fallback={<LoadingState />}>
          <AssignmentsTab assignments={list} results={resultList} onNotice={setNotice} />
        </Suspense>
      )),
    },
    {
      key: 'progress',
      label: t('tab.progress'),
      content: withFamily((family) => (
        <Suspense fallback={<LoadingState />}>
          <ProgressTab
            {...family}
            onAssign={(childId, step) =>
              create.mutateAsync({ ...toInput(stepFields(step, childId), 'active'), created_by: user?.id ?? '' })
            }
          />
        </Suspense>
      )),
    },
    {
      key: 'children',
      label: t('tab.children'),
      content: withFamily(({ kids: kidList, assignments: assignmentList, results: resultList }) => (
        <Suspense fallback={<LoadingState />}>
          <ChildrenCards
            cards={kidList.map((child) => {
              const progress = studentProgress(child.id, assignmentList, resultList);
              return { child, assignments: progress.totalAssignments, averageScore: progress.averageScore };
            })}
          />
        </Suspense>
      )),
    },
  ];

  const activeTab = params.get('tab') ?? 'overview';
  return (
    <PageLayout
      heading={t('dashboard.welcome', { name: user?.name ?? '' })}
      title={tabs.find((tab) => tab.key === activeTab)?.label}
      nav={
        <>
          <Link to={href('children')}>{t('dashboard.childrenLink')}</Link>
          <Link to={href('parentSettings')}>{t('dashboard.settingsLink')}</Link>
        </>
      }
    >
      <SavedCopyNotice reads={[kids, assignments, results]} />
      <VerifyEmailNotice />
      <div role="status" className="mcq-status-slot">
        {notice && (
          <Notice type="success" role="note">
            {notice}
          </Notice>
        )}
      </div>
      <Tabs label={t('dashboard.tabs')} items={tabs} active={activeTab} onChange={(key) => setParams({ tab: key })} />
    </PageLayout>
  );
}
