import { PlannedScreen } from 'shared/ui';
import { t } from './messages.ts';

export const Analytics = () => <PlannedScreen title={t('analytics.title')} />;
export const ContentGuidelines = () => <PlannedScreen title={t('contentGuidelines.title')} />;
