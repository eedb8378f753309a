import { PlannedScreen } from 'shared/ui';
import { t } from './messages.ts';

export const CreateAssignment = () => <PlannedScreen title={t('createAssignment.title')} />;
export const EditAssignment = () => <PlannedScreen title={t('editAssignment.title')} />;
