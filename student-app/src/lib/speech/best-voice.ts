/** What the choice reads of a voice (the browser's SpeechSynthesisVoice). */
export type VoiceLike = Pick<SpeechSynthesisVoice, 'name' | 'lang' | 'default' | 'localService'>;

/** Names that devices give their better, more natural voices. */
const NATURAL = /natural|neural|premium|enhanced|siri/i;

const languageOf = (lang: string) => lang.toLowerCase().replace('_', '-');

/**
 * The device's best voice for a language ('en-GB', 'en'): one of that language (its region first),
 * a natural-sounding one before a robotic one, the device's default before the others. Offline, only
 * a voice on the device itself (a network voice would say nothing). None when the device has no voice
 * of the language: the browser then speaks with its own default.
 */
export function bestVoice<V extends VoiceLike>(voices: readonly V[], language: string, online: boolean): V | undefined {
  const wanted = languageOf(language);
  const primary = wanted.split('-')[0];
  const score = (voice: V) =>
    (languageOf(voice.lang) === wanted ? 8 : 0) +
    (NATURAL.test(voice.name) ? 4 : 0) +
    (voice.default ? 2 : 0) +
    (voice.localService ? 1 : 0);
  return voices
    .filter((voice) => languageOf(voice.lang).split('-')[0] === primary && (online || voice.localService))
    .toSorted((a, b) => score(b) - score(a))[0];
}
