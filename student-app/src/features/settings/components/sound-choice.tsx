import { useState } from 'react';
import { PreferenceSwitch, usePreferences, useSavePreferences } from 'shared/ui';
import { useSoundEffects } from '../../../lib/sounds/use-sound-effects.ts';
import { t } from '../messages.ts';

/**
 * The child's soundEffects choice, saved as soon as it is turned. While it is being saved the switch
 * shows the new choice; if saving fails it goes back, with a plain sentence. Turning sounds on plays
 * one, so that a child hears what the choice means.
 */
export function SoundChoice() {
  const { soundEffects } = usePreferences();
  const save = useSavePreferences();
  const sounds = useSoundEffects();
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState('');
  const saving = save.isPending && save.variables ? save.variables.soundEffects === true : undefined;
  return (
    <PreferenceSwitch
      label={t('settings.sounds')}
      description={t('settings.sounds.description')}
      checked={saving ?? soundEffects}
      onChange={(on) => {
        setStatus('');
        setProblem('');
        save.mutate(
          { soundEffects: on },
          {
            onSuccess: () => setStatus(t(on ? 'settings.sounds.on' : 'settings.sounds.off')),
            onError: () => setProblem(t('settings.failed')),
          },
        );
        if (on) sounds.play('choose');
      }}
      status={status}
      problem={problem}
    />
  );
}
