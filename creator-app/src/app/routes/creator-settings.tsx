import { paths } from 'shared';
import { PageLayout } from 'shared/ui';
import { CreatorPreferences } from '../../features/settings/components/creator-preferences.tsx';
import { t } from '../../features/settings/messages.ts';

/** /creator-settings: the creator's preferences. */
export function CreatorSettings() {
  return (
    <PageLayout heading={t('settings.title')} intro={t('settings.intro')} back={{ to: paths.creatorDashboard, label: t('settings.back') }}>
      <CreatorPreferences />
    </PageLayout>
  );
}
