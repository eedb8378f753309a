import { useAtomValue } from 'jotai';
import { paths, textInState } from 'shared';
import { Link, useLocation } from 'shared/router';
import { sessionAtom } from 'shared/session';
import { LoadingState, PageLayout, Panel, SavedCopyNotice } from 'shared/ui';
import { useOverview } from '../../features/overview/api/get-overview.ts';
import { OverviewTiles } from '../../features/overview/components/overview-tiles.tsx';
import { useQuestionSets } from '../../features/question-sets/api/get-question-sets.ts';
import { useQuestions } from '../../features/questions/api/get-questions.ts';
import { recentSetsParams, RecentSets } from '../../features/question-sets/components/recent-sets.tsx';
import { RecentQuestions, recentQuestionsParams } from '../../features/questions/components/recent-questions.tsx';
import { t } from '../messages.ts';
import './creator-dashboard.css';

/** Content Creator Dashboard (docs/product.md, "Content creator dashboard"): the creator's figures, latest questions and sets, and where to go next. */
export function CreatorDashboard() {
  const { user } = useAtomValue(sessionAtom);
  // A screen that saved something says so here (docs/product.md, "Content creator dashboard").
  const notice = textInState(useLocation().state, 'notice');
  // The three first reads, asked for together; the panels appear at once when they are in, so nothing moves.
  const firstReads = [useOverview(), useQuestions(recentQuestionsParams()), useQuestionSets(recentSetsParams())];
  const loading = firstReads.some((read) => read.isPending);
  return (
    <PageLayout
      heading={t('dashboard.welcome', { name: user?.name ?? '' })}
      actions={
        <>
          {/* They go somewhere, so they are links (plain ones: the first screen loads no antd Button). */}
          <Link to={paths.createQuestionSet} className="mcq-button">
            {t('dashboard.newSet')}
          </Link>
          <Link to={paths.createQuestion} className="mcq-button mcq-button-primary">
            {t('dashboard.createQuestion')}
          </Link>
        </>
      }
    >
      <SavedCopyNotice reads={firstReads} />
      <div role="status">{notice && <p className="mcq-notice mcq-notice-success">{notice}</p>}</div>
      {loading ? <LoadingState /> : <DashboardPanels />}
    </PageLayout>
  );
}

function DashboardPanels() {
  return (
    <>
      <OverviewTiles />
      <div className="creator-dashboard-columns">
        <RecentQuestions />
        <div className="creator-dashboard-side">
          <RecentSets />
          <Panel title={t('dashboard.quickActions')}>
            <ul className="mcq-list">
              <li>
                <Link to={paths.bulkImport}>{t('dashboard.bulkImport')}</Link>
              </li>
              <li>
                <Link to={paths.analytics}>{t('dashboard.analytics')}</Link>
              </li>
              <li>
                <Link to={paths.contentGuidelines}>{t('dashboard.guidelines')}</Link>
              </li>
            </ul>
          </Panel>
        </div>
      </div>
    </>
  );
}
