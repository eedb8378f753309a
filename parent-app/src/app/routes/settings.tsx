import { href } from 'shared';
import { Panel, PageLayout, PushChoice, SavedPreferenceSwitch, ThemeChoice } from 'shared/ui';
import { ChangeEmailForm } from '../../features/settings/components/change-email-form.tsx';
import { ChangePasswordForm } from '../../features/settings/components/change-password-form.tsx';
import { DeleteAccountForm } from '../../features/settings/components/delete-account-form.tsx';
import { DownloadFamilyData } from '../../features/settings/components/download-family-data.tsx';
import { VerifyEmailNotice } from '../../features/settings/components/verify-email-notice.tsx';
import { t } from '../../features/settings/messages.ts';
import '../../features/settings/settings.css';

/**
 * `/settings`: the parent's preferences that have an effect today (emails, theme, this device's
 * notifications; docs/product.md, "Settings"), and their account: password, email, their family's data,
 * and leaving.
 */
export function SettingsScreen() {
  return (
    <PageLayout heading={t('settings.title')} back={{ to: href('parentDashboard'), label: t('settings.back') }}>
      <VerifyEmailNotice />
      <Panel title={t('settings.emails.title')}>
        <SavedPreferenceSwitch
          name="emailNotifications"
          label={t('settings.emails.label')}
          description={t('settings.emails.help')}
          saved={() => t('settings.saved')}
          failed={() => t('settings.saveFailed')}
        />
      </Panel>
      <Panel title={t('settings.appearance.title')}>
        <ThemeChoice />
      </Panel>
      <Panel title={t('settings.device.title')}>
        <PushChoice />
      </Panel>
      <ChangePasswordForm />
      <ChangeEmailForm />
      <DownloadFamilyData />
      <DeleteAccountForm />
    </PageLayout>
  );
}
