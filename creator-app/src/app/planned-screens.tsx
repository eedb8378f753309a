import { PlannedScreen } from 'shared/ui';
import { t } from './messages.ts';

export const BulkImport = () => <PlannedScreen title={t('bulkImport.title')} />;
export const Analytics = () => <PlannedScreen title={t('analytics.title')} />;
export const ContentGuidelines = () => <PlannedScreen title={t('contentGuidelines.title')} />;
