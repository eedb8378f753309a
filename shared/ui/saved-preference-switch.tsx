import { useState, type ReactNode } from 'react';
import type { Preferences } from 'shared';
import { PreferenceSwitch } from './preference-switch.tsx';
import { usePreferences, useSavePreferences } from './preferences.ts';

/** The preferences that are on or off. */
export type SwitchPreference = { [K in keyof Preferences]: Preferences[K] extends boolean ? K : never }[keyof Preferences];

export interface SavedPreferenceSwitchProps {
  /** Which of the account's preferences the switch turns. */
  name: SwitchPreference;
  label: string;
  description: ReactNode;
  /** The calm word once a change is saved, for the choice now saved. */
  saved: (on: boolean) => string;
  /** Why a change was not saved, in words for people, from what the save threw. */
  failed: (error: unknown) => string;
  /** Runs as the switch turns, before the save is answered (a sound that says what the choice means). */
  onTurn?: (on: boolean) => void;
  /** Runs once a change is saved (what turning a choice off undoes). */
  onSaved?: (on: boolean) => void;
}

/**
 * One on/off preference of a Settings screen, any role's: the account's choice, saved the moment it
 * turns (`useSavePreferences`). While on its way the switch shows the new choice; a refusal puts it back
 * and says why; a save says so calmly.
 */
export function SavedPreferenceSwitch({ name, label, description, saved, failed, onTurn, onSaved }: SavedPreferenceSwitchProps) {
  const preferences = usePreferences();
  const save = useSavePreferences();
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState('');
  const saving = save.isPending && save.variables ? save.variables[name] === true : undefined;
  return (
    <PreferenceSwitch
      label={label}
      description={description}
      checked={saving ?? preferences[name]}
      onChange={(on) => {
        setStatus('');
        setProblem('');
        save.mutate(
          { [name]: on },
          {
            onSuccess: () => {
              onSaved?.(on);
              setStatus(saved(on));
            },
            onError: (error) => setProblem(failed(error)),
          },
        );
        onTurn?.(on);
      }}
      status={status}
      problem={problem}
    />
  );
}
