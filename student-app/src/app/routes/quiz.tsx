import { describeError, href } from 'shared';
import { Link, useParams } from 'shared/router';
import { ErrorState, LoadingState, Notice, PageLayout } from 'shared/ui';
import { statusOf } from '../../features/quiz/api/connection.ts';
import { useStartQuiz } from '../../features/quiz/api/start-quiz.ts';
import { t } from '../../features/quiz/messages.ts';
import { QuizSession } from '../../features/quiz/components/quiz-session.tsx';

/** `/quiz/:assignmentId`: starts or resumes the child's attempt, then shows it. */
export function QuizScreen() {
  const { assignmentId = '' } = useParams();
  const quiz = useStartQuiz(assignmentId);
  if (quiz.isSuccess) return <QuizSession key={quiz.data.attempt.id} quiz={quiz.data} />;
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
  return (
    <PageLayout heading={t('quiz.title')}>
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
