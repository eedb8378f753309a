import { Switch } from 'antd';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import './settings.css';
import { describeError, type Preferences } from 'shared';
import { sessionAtom } from 'shared/session';
import { Panel, usePreferences, useSavePreferences } from 'shared/ui';
import { forgetDrafts } from '../../../lib/form-drafts.ts';
import { t } from '../messages.ts';

type SwitchKey = 'autoSave' | 'sidebarCollapsed';

const CONFIRMATIONS: Record<SwitchKey, { on: Parameters<typeof t>[0]; off: Parameters<typeof t>[0] }> = {
  autoSave: { on: 'autoSave.on', off: 'autoSave.off' },
  sidebarCollapsed: { on: 'sidebar.on', off: 'sidebar.off' },
};

interface PreferenceSwitchProps {
  label: string;
  hint: string;
  checked: boolean;
  busy: boolean;
  onChange: (checked: boolean) => void;
}

function PreferenceSwitch({ label, hint, checked, busy, onChange }: PreferenceSwitchProps) {
  const id = useId();
  return (
    <div className="creator-setting">
      <div>
        <label htmlFor={id} className="creator-setting-label">
          {label}
        </label>
        <p id={`${id}-hint`} className="creator-setting-hint">
          {hint}
        </p>
      </div>
      <Switch id={id} aria-describedby={`${id}-hint`} checked={checked} loading={busy} onChange={onChange} />
    </div>
  );
}

/** The creator's own choices (SPEC.md section 3), each saved the moment it changes, with a calm word when it is. */
export function CreatorPreferences() {
  const preferences = usePreferences();
  const accountId = useAtomValue(sessionAtom).user?.id ?? '';
  const save = useSavePreferences();
  const [saved, setSaved] = useState('');

  // While a change is on its way the switch shows it; a refusal puts it back.
  const shown = (key: SwitchKey) => (save.isPending && save.variables && key in save.variables ? Boolean(save.variables[key]) : preferences[key]);

  const change = (key: SwitchKey, value: boolean) => {
    setSaved('');
    save.mutate({ [key]: value } satisfies Partial<Preferences>, {
      onSuccess: () => {
        if (key === 'autoSave' && !value && accountId) forgetDrafts(accountId);
        setSaved(t(CONFIRMATIONS[key][value ? 'on' : 'off']));
      },
    });
  };

  const busy = (key: SwitchKey) => save.isPending && Boolean(save.variables && key in save.variables);
  return (
    <>
      <div role="status">{saved && <p className="mcq-notice mcq-notice-success">{saved}</p>}</div>
      {save.isError && (
        <p role="alert" className="mcq-notice mcq-notice-error">
          {describeError(save.error, t('settings.failed'))}
        </p>
      )}
      <Panel title={t('settings.editing')}>
        <PreferenceSwitch
          label={t('autoSave.label')}
          hint={t('autoSave.hint')}
          checked={shown('autoSave')}
          busy={busy('autoSave')}
          onChange={(value) => change('autoSave', value)}
        />
      </Panel>
      <Panel title={t('settings.layout')}>
        <PreferenceSwitch
          label={t('sidebar.label')}
          hint={t('sidebar.hint')}
          checked={shown('sidebarCollapsed')}
          busy={busy('sidebarCollapsed')}
          onChange={(value) => change('sidebarCollapsed', value)}
        />
      </Panel>
    </>
  );
}
