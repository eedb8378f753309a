import { useEffect, useMemo } from 'react';
import { usePreferences } from 'shared/ui';
import { loadSoundEffects } from './load-sound-effects.ts';
import type { SoundName } from './sound-effects.ts';

type SoundEffects = Awaited<ReturnType<typeof loadSoundEffects>>;

/** Kept once loaded, so that a tap plays its sound at once, inside the tap (as Safari wants). */
let loaded: SoundEffects | undefined;

function withSounds(run: (sounds: SoundEffects) => void) {
  if (loaded) run(loaded);
  else
    void loadSoundEffects()
      .then((sounds) => {
        loaded = sounds;
        run(sounds);
      })
      .catch(() => undefined);
}

/**
 * The quiz's sounds, by the child's soundEffects preference: when it is off, nothing is loaded and
 * nothing plays. `play` is for a tap or a key press; `playAfterAction` for a screen the child's own
 * action opened (the results after Submit), which stays silent if the child has not tapped yet.
 * Playing never waits on anything: it is called after the answer is on its way.
 */
export function useSoundEffects() {
  const { soundEffects } = usePreferences();
  useEffect(() => {
    // Loaded and made ready (silent) while the child reads: the first tap then only resumes it.
    if (soundEffects) withSounds((sounds) => sounds.prepareSounds());
  }, [soundEffects]);
  return useMemo(
    () => ({
      play: (name: SoundName) => {
        if (soundEffects) withSounds((sounds) => sounds.playSound(name));
      },
      playAfterAction: (name: SoundName) => {
        if (soundEffects) withSounds((sounds) => sounds.playSoundIfStarted(name));
      },
    }),
    [soundEffects],
  );
}
