import { translator } from 'shared';

export const t = translator({
  'area.title': 'My Revision',
  'quiz.title': 'Quiz',
  'quizResults.title': 'Quiz Results',
});
