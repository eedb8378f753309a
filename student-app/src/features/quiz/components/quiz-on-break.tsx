import { PageLayout } from 'shared/ui';
import { behindMenu } from '../../../components/account-menu.tsx';
import type { StartedQuiz } from '../api/start-quiz.ts';
import { useBreak } from '../api/take-break.ts';
import { BreakScreen } from './break-screen.tsx';

/**
 * A quiz opened again while it is on a break (a reload, another device): the server keeps its questions
 * out of sight until Resume, so the break is all there is to show. After Resume the quiz starts again
 * (`onResumed`), with its questions.
 */
export function QuizOnBreak({ quiz, onResumed }: { quiz: StartedQuiz & { attempt: { pausedAt: string } }; onResumed: () => void }) {
  const { attempt, assignment } = quiz;
  const resume = useBreak(attempt.id, onResumed);
  const clock = {
    deadline: attempt.deadline,
    pausedAt: attempt.pausedAt,
    breaksLeft: attempt.breaksLeft,
    serverTime: quiz.serverTime,
    receivedAt: quiz.receivedAt,
  };
  return (
    <PageLayout heading={assignment.title} bell={false} account={behindMenu} intro={assignment.subject}>
      <BreakScreen
        clock={clock}
        busy={resume.isPending || resume.isSuccess}
        failed={resume.isError}
        onResume={() => {
          if (resume.isIdle || resume.isError) resume.mutate('resume');
        }}
      />
    </PageLayout>
  );
}
