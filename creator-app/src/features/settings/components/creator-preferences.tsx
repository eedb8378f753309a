import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { describeError, type Preferences } from 'shared';
import { sessionAtom } from 'shared/session';
import { Panel, PreferenceSwitch, PushChoice, ThemeChoice, usePreferences, useSavePreferences } from 'shared/ui';
import { forgetDrafts } from '../../../lib/form-drafts.ts';
import { t } from '../messages.ts';

type SwitchKey = 'autoSave' | 'sidebarCollapsed';

const TEXTS: Record<SwitchKey, { label: Parameters<typeof t>[0]; hint: Parameters<typeof t>[0]; on: Parameters<typeof t>[0]; off: Parameters<typeof t>[0] }> = {
  autoSave: { label: 'autoSave.label', hint: 'autoSave.hint', on: 'autoSave.on', off: 'autoSave.off' },
  sidebarCollapsed: { label: 'sidebar.label', hint: 'sidebar.hint', on: 'sidebar.on', off: 'sidebar.off' },
};

/** One of the creator's switches, saved the moment it changes; while on its way the switch shows it, a refusal puts it back. */
function CreatorSwitch({ name }: { name: SwitchKey }) {
  const preferences = usePreferences();
  const accountId = useAtomValue(sessionAtom).user?.id ?? '';
  const save = useSavePreferences();
  const [status, setStatus] = useState('');
  const texts = TEXTS[name];
  const saving = save.isPending && save.variables ? save.variables[name] === true : undefined;
  return (
    <PreferenceSwitch
      label={t(texts.label)}
      description={t(texts.hint)}
      checked={saving ?? preferences[name]}
      onChange={(value) => {
        setStatus('');
        save.mutate({ [name]: value } satisfies Partial<Preferences>, {
          onSuccess: () => {
            if (name === 'autoSave' && !value && accountId) forgetDrafts(accountId);
            setStatus(t(value ? texts.on : texts.off));
          },
        });
      }}
      status={status}
      problem={save.isError ? describeError(save.error, t('settings.failed')) : undefined}
    />
  );
}

/** The creator's own choices (SPEC.md section 3), kept with the account. */
export function CreatorPreferences() {
  return (
    <>
      <Panel title={t('settings.editing')}>
        <CreatorSwitch name="autoSave" />
      </Panel>
      <Panel title={t('settings.layout')}>
        <CreatorSwitch name="sidebarCollapsed" />
        <ThemeChoice />
      </Panel>
      <Panel title={t('settings.device')}>
        <PushChoice />
      </Panel>
    </>
  );
}
