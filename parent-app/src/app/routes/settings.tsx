import { href } from 'shared';
import { ErrorState, Panel, PageLayout, PushChoice, QueryView, ThemeChoice } from 'shared/ui';
import { usePreferences, useSetPreference } from '../../features/settings/api/preferences.ts';
import { ChangeEmailForm } from '../../features/settings/components/change-email-form.tsx';
import { ChangePasswordForm } from '../../features/settings/components/change-password-form.tsx';
import { DeleteAccountForm } from '../../features/settings/components/delete-account-form.tsx';
import { DownloadFamilyData } from '../../features/settings/components/download-family-data.tsx';
import { VerifyEmailNotice } from '../../features/settings/components/verify-email-notice.tsx';
import { t } from '../../features/settings/messages.ts';
import '../../features/settings/settings.css';

/**
 * `/settings`: the parent's preferences that have an effect today (emails; the rest of SPEC's stay at their
 * defaults), and their account: password, email, their family's data, and leaving.
 */
export function SettingsScreen() {
  const preferences = usePreferences();
  const setPreference = useSetPreference();
  return (
    <PageLayout heading={t('settings.title')} back={{ to: href('parentDashboard'), label: t('settings.back') }}>
      <VerifyEmailNotice />
      <div className="settings-sections">
        <QueryView query={preferences} errorText={t('settings.failed')}>
          {({ preferences: chosen }) => (
            <Panel title={t('settings.emails.title')}>
              <label className="parent-setting">
                <input
                  type="checkbox"
                  checked={setPreference.isPending ? Boolean(setPreference.variables?.emailNotifications) : chosen.emailNotifications}
                  aria-describedby="settings-emails-help"
                  onChange={(event) => setPreference.mutate({ emailNotifications: event.target.checked })}
                />
                {t('settings.emails.label')}
              </label>
              <p id="settings-emails-help" className="mcq-row-meta">
                {t('settings.emails.help')}
              </p>
              <div role="status">{setPreference.isSuccess && <p className="mcq-state">{t('settings.saved')}</p>}</div>
              {setPreference.isError && <ErrorState message={t('settings.saveFailed')} />}
            </Panel>
          )}
        </QueryView>
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
      </div>
    </PageLayout>
  );
}
