import { SavedPreferenceSwitch } from 'shared/ui';
import { useSoundEffects } from '../../../lib/sounds/use-sound-effects.ts';
import { t } from '../messages.ts';

/**
 * The child's soundEffects choice, saved as soon as it is turned, in a child's words. Turning sounds on
 * plays one, so that a child hears what the choice means.
 */
export function SoundChoice() {
  const sounds = useSoundEffects();
  return (
    <SavedPreferenceSwitch
      name="soundEffects"
      label={t('settings.sounds')}
      description={t('settings.sounds.description')}
      saved={(on) => t(on ? 'settings.sounds.on' : 'settings.sounds.off')}
      failed={() => t('settings.failed')}
      onTurn={(on) => {
        if (on) sounds.play('choose');
      }}
    />
  );
}
