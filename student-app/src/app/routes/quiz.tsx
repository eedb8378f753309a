import { describeError, href } from 'shared';
import { Link, useParams } from 'shared/router';
import { ErrorState, LoadingState, Notice, PageLayout } from 'shared/ui';
import { behindMenu } from '../../components/account-menu.tsx';
import { statusOf } from '../../features/quiz/api/connection.ts';
import { useStartQuiz } from '../../features/quiz/api/start-quiz.ts';
import { t } from '../../features/quiz/messages.ts';
import { QuizOnBreak } from '../../features/quiz/components/quiz-on-break.tsx';
import { QuizSession } from '../../features/quiz/components/quiz-session.tsx';

/** `/quiz/:assignmentId`: starts or resumes the child's attempt, then shows it. */
export function QuizScreen() {
  const { assignmentId = '' } = useParams();
  const quiz = useStartQuiz(assignmentId);
  if (quiz.isSuccess) {
    const { attempt } = quiz.data;
    // On a break the server keeps the questions out of sight: they come with the start after Resume.
    if (attempt.pausedAt !== null && quiz.data.questions.length === 0) {
      return (
        <QuizOnBreak quiz={{ ...quiz.data, attempt: { ...attempt, pausedAt: attempt.pausedAt } }} onResumed={() => void quiz.refetch()} />
      );
    }
    return <QuizSession key={attempt.id} quiz={quiz.data} />;
  }
  if (quiz.isError && statusOf(quiz.error) === 404) {
    return (
      <PageLayout heading={t('quiz.notFound')}>
        <div className="mcq-message">
          <p>{t('quiz.notFound.body')}</p>
          <Link to={href('studentDashboard')}>{t('quiz.backToDashboard')}</Link>
        </div>
      </PageLayout>
    );
  }
  // The quiz's own header (no bell, the account behind Menu), so that a control tabbed to meanwhile is there once it shows.
  return (
    <PageLayout heading={t('quiz.title')} bell={false} account={behindMenu}>
      {quiz.fetchStatus === 'paused' ? (
        // Offline: the quiz starts (or resumes) by itself when the connection returns.
        <div className="mcq-message">
          <Notice type="info" role="status">
            {t('quiz.offline')}
          </Notice>
          <Link to={href('studentDashboard')}>{t('quiz.backToDashboard')}</Link>
        </div>
      ) : quiz.isError ? (
        <div className="mcq-message">
          <ErrorState message={describeError(quiz.error, t('quiz.failed'))} onRetry={() => void quiz.refetch()} />
          <Link to={href('studentDashboard')}>{t('quiz.backToDashboard')}</Link>
        </div>
      ) : (
        <LoadingState />
      )}
    </PageLayout>
  );
}
