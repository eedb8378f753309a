import { useAtomValue } from 'jotai';
import { describeError } from 'shared';
import { sessionAtom } from 'shared/session';
import { Panel, PushChoice, SavedPreferenceSwitch, ThemeChoice } from 'shared/ui';
import { forgetDrafts } from '../../../lib/form-drafts.ts';
import { t } from '../messages.ts';

const failed = (error: unknown) => describeError(error, t('settings.failed'));

/** The creator's own choices (docs/product.md, "Settings"), kept with the account. */
export function CreatorPreferences() {
  const accountId = useAtomValue(sessionAtom).user?.id ?? '';
  return (
    <>
      <Panel title={t('settings.editing')}>
        <SavedPreferenceSwitch
          name="autoSave"
          label={t('autoSave.label')}
          description={t('autoSave.hint')}
          saved={(on) => t(on ? 'autoSave.on' : 'autoSave.off')}
          failed={failed}
          // Turned off, the drafts already kept go too: nothing of the creator's typing stays in the browser.
          onSaved={(on) => {
            if (!on && accountId) forgetDrafts(accountId);
          }}
        />
      </Panel>
      <Panel title={t('settings.layout')}>
        <SavedPreferenceSwitch
          name="sidebarCollapsed"
          label={t('sidebar.label')}
          description={t('sidebar.hint')}
          saved={(on) => t(on ? 'sidebar.on' : 'sidebar.off')}
          failed={failed}
        />
        <ThemeChoice />
      </Panel>
      <Panel title={t('settings.device')}>
        <PushChoice />
      </Panel>
    </>
  );
}
