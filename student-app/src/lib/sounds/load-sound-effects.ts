/** The one place the sounds' code is fetched: its own small chunk, asked for only when soundEffects is on. */
export const loadSoundEffects = () => import('./sound-effects.ts');
