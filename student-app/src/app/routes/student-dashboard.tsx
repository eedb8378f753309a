import { StarFilled } from '@ant-design/icons';
import { useAtomValue } from 'jotai';
import { describeError, studentFigures, t as common } from 'shared';
import { sessionAtom } from 'shared/session';
import { EmptyState, PageLayout, QueryView, SavedCopyNotice, usePreferences } from 'shared/ui';
import { ChildAvatar } from '../../components/child-avatar.tsx';
import { useStudentAssignments } from '../../features/dashboard/api/get-assignments.ts';
import { useOpenAttemptAssignments } from '../../features/dashboard/api/get-open-attempts.ts';
import { useChildResults, type ChildResult } from '../../lib/child-results.ts';
import { t } from '../../features/dashboard/messages.ts';
import { AchievementList } from '../../features/dashboard/components/achievement-list.tsx';
import { AssignmentList } from '../../features/dashboard/components/assignment-list.tsx';
import { DashboardTiles } from '../../features/dashboard/components/dashboard-tiles.tsx';
import { RecentScores } from '../../features/dashboard/components/recent-scores.tsx';
import { NextThing } from '../../features/dashboard/components/next-thing.tsx';
import { SettingsLink } from '../../features/dashboard/components/settings-link.tsx';
import { useReview } from '../../features/review/api/get-review.ts';
import { useStartReview } from '../../features/review/api/start-review.ts';
import '../../features/dashboard/components/dashboard.css';

/** The shared rules read a result with its subject (and whether it was a review, which counts apart). */
const withSubject = (results: readonly ChildResult[]) =>
  results.map((result) => ({
    ...result,
    score: result.score ?? 0,
    subject: result.expand?.assignment_id?.subject ?? '',
    review: Boolean(result.review),
  }));

export function StudentDashboard() {
  const { user } = useAtomValue(sessionAtom);
  const assignments = useStudentAssignments();
  const results = useChildResults();
  const openAttempts = useOpenAttemptAssignments();
  const review = useReview();
  const { avatar } = usePreferences();
  const startReview = useStartReview();
  const scored = results.data ? withSubject(results.data) : null;
  const figures = assignments.data && scored ? studentFigures(assignments.data, scored) : null;
  return (
    <PageLayout
      // "Welcome back" from the child's second sign-in on (the server keeps the one before).
      heading={t(user?.signedInBefore ? 'dashboard.welcome' : 'dashboard.welcome.first', { name: user?.name ?? '' })}
      intro={
        <span className="dash-intro">
          {/* The avatar the child built (Settings), drawn once its code has loaded. */}
          {avatar && <ChildAvatar avatar={avatar} label={t('dashboard.avatar', { name: user?.name ?? '' })} size="small" />}
          {user?.grade}
        </span>
      }
      // On a phone the header is one row (student-area.css): the next step sits right under it.
      nav={
        <>
          {/* Its place is kept while the figures load, so the header does not grow under the child's finger. */}
          <span className={figures ? 'dash-points' : 'dash-points dash-points-pending'} aria-hidden={!figures}>
            {/* A drawn star: an emoji's shows as a box where the device has no colour-emoji font. */}
            <StarFilled className="dash-star" aria-hidden="true" /> {t('dashboard.points', { points: figures?.points ?? 0 })}
          </span>
          <SettingsLink />
        </>
      }
    >
      <SavedCopyNotice reads={[results, assignments, openAttempts, review]} />
      {/* Everything appears at once, when the three reads are in: nothing moves under the child's finger
          (a quiz left unfinished shows Continue Quiz from the start, never Start Quiz first). */}
      <QueryView query={results} errorText={common('error.fetchResults')}>
        {() => (
          <QueryView query={assignments} errorText={common('error.fetchStudentAssignments')}>
            {(list) => (
              <QueryView query={openAttempts} errorText={common('error.fetchStudentAssignments')}>
                {(open) =>
                  // The review waits its turn too (unless offline with none saved); one that cannot be read leaves the assignments first.
                  review.isPending && review.fetchStatus === 'fetching' ? null : (
                    <>
                      <NextThing
                        assignments={list}
                        results={scored ?? []}
                        openAttempts={open}
                        review={review.data ?? null}
                        onStartReview={() => startReview.mutate()}
                        startingReview={startReview.isPending}
                        reviewError={startReview.isError ? describeError(startReview.error, common('error.default')) : null}
                      />
                      {figures && <DashboardTiles figures={figures} results={scored ?? []} />}
                      {list.length === 0 ? (
                        <EmptyState>{t('dashboard.assignments.empty')}</EmptyState>
                      ) : (
                        <AssignmentList assignments={list} results={scored ?? []} openAttempts={open} />
                      )}
                      <div className="dash-columns">
                        <RecentScores results={scored ?? []} />
                        <AchievementList results={scored ?? []} />
                      </div>
                    </>
                  )
                }
              </QueryView>
            )}
          </QueryView>
        )}
      </QueryView>
    </PageLayout>
  );
}
