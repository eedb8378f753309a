import { translator } from 'shared';

export const t = translator({
  'area.title': 'Content Creator Dashboard',
  'createQuestion.title': 'Create Question',
  'createQuestionSet.title': 'Create Question Set',
  'manageQuestions.title': 'Manage Questions',
  'manageQuestionSets.title': 'Manage Question Sets',
  'editQuestion.title': 'Edit Question',
  'editQuestionSet.title': 'Edit Question Set',
  'bulkImport.title': 'Bulk Import Questions',
  'analytics.title': 'Analytics',
  'contentGuidelines.title': 'Content Guidelines',
});
