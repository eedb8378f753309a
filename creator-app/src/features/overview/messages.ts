import { translator } from 'shared';

export const t = translator({
  'overview.label': 'Your content in numbers',
  'overview.totalQuestions': 'Total Questions',
  'overview.published': 'Published',
  'overview.questionSets': 'Question Sets',
  'overview.totalUsage': 'Total Usage',
  'overview.totalUsage.hint': 'Answers children gave to your questions in finished quizzes',
  'overview.failed': 'Failed to fetch your figures',
});
