import { PlannedScreen } from 'shared/ui';
import { t } from './messages.ts';

export const CreateQuestion = () => <PlannedScreen title={t('createQuestion.title')} />;
export const CreateQuestionSet = () => <PlannedScreen title={t('createQuestionSet.title')} />;
export const ManageQuestions = () => <PlannedScreen title={t('manageQuestions.title')} />;
export const ManageQuestionSets = () => <PlannedScreen title={t('manageQuestionSets.title')} />;
export const EditQuestion = () => <PlannedScreen title={t('editQuestion.title')} />;
export const EditQuestionSet = () => <PlannedScreen title={t('editQuestionSet.title')} />;
export const BulkImport = () => <PlannedScreen title={t('bulkImport.title')} />;
export const Analytics = () => <PlannedScreen title={t('analytics.title')} />;
export const ContentGuidelines = () => <PlannedScreen title={t('contentGuidelines.title')} />;
