import { PlannedScreen } from 'shared/ui';
import { t } from './messages.ts';

export const Quiz = () => <PlannedScreen title={t('quiz.title')} />;
export const QuizResults = () => <PlannedScreen title={t('quizResults.title')} />;
