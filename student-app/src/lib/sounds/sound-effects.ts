/**
 * The child's quiz sounds, made by the Web Audio API (no sound files: this module is about 1 KB):
 * short, soft notes, quiet beside speech. Loaded only when soundEffects is on (`use-sound-effects.ts`).
 * The AudioContext is made while the child reads (`prepareSounds`: made at a tap, it held the first tap's
 * painted choice up by 200 ms on a slow tablet) and stays silent, as browsers keep a context made before a
 * tap; the child's first tap or key resumes it, inside the tap. Nothing here plays by itself.
 */
export type SoundName = 'choose' | 'submit' | 'achievement' | 'wellDone' | 'goodTry';

type Note = { frequency: number; at: number; length: number };

const SOUNDS: Record<SoundName, readonly Note[]> = {
  // A soft tick: one short, high note.
  choose: [{ frequency: 880, at: 0, length: 0.08 }],
  // Two notes going up: done.
  submit: [
    { frequency: 523.25, at: 0, length: 0.12 },
    { frequency: 783.99, at: 0.1, length: 0.18 },
  ],
  // A good quiz: three notes going up, brightly.
  wellDone: [
    { frequency: 523.25, at: 0, length: 0.12 },
    { frequency: 659.25, at: 0.1, length: 0.12 },
    { frequency: 783.99, at: 0.2, length: 0.25 },
  ],
  // Kind words: two soft notes, a warm step up, nothing that sounds like a mistake.
  goodTry: [
    { frequency: 392, at: 0, length: 0.16 },
    { frequency: 523.25, at: 0.14, length: 0.3 },
  ],
  // A little fanfare: C, E, G, C.
  achievement: [
    { frequency: 523.25, at: 0, length: 0.14 },
    { frequency: 659.25, at: 0.12, length: 0.14 },
    { frequency: 783.99, at: 0.24, length: 0.14 },
    { frequency: 1046.5, at: 0.36, length: 0.35 },
  ],
};

/** Gentle: a fifth of full volume at the loudest. */
const VOLUME = 0.2;

let context: AudioContext | undefined;
/** Whether the child's own tap has started the sounds on this visit. */
let started = false;

function audioContext(): AudioContext | undefined {
  if (!context) {
    const Context = window.AudioContext ?? (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Context) return undefined;
    context = new Context();
  }
  return context;
}

/**
 * Makes the (silent) AudioContext ahead of the first tap, so that the tap only resumes it, and one
 * oscillator, never started: a context builds its sine table for its first oscillator (Chromium: 17 ms
 * at a 4x slower CPU, inside the first tap and ahead of its painted choice).
 */
export function prepareSounds(): void {
  try {
    audioContext()?.createOscillator();
  } catch {
    // No sound then: nothing else depends on it.
  }
}

function schedule(audio: AudioContext, notes: readonly Note[]) {
  const start = audio.currentTime + 0.01;
  const volume = audio.createGain();
  volume.gain.value = VOLUME;
  volume.connect(audio.destination);
  for (const note of notes) {
    const at = start + note.at;
    const tone = audio.createOscillator();
    tone.type = 'sine';
    tone.frequency.value = note.frequency;
    // Fades in and out, so that no note clicks.
    const envelope = audio.createGain();
    envelope.gain.setValueAtTime(0.0001, at);
    envelope.gain.exponentialRampToValueAtTime(1, at + 0.015);
    envelope.gain.exponentialRampToValueAtTime(0.0001, at + note.length);
    tone.connect(envelope).connect(volume);
    tone.start(at);
    tone.stop(at + note.length + 0.02);
  }
}

/** Plays a sound in answer to what the child just did (a tap or a key): the first one resumes the AudioContext. */
export function playSound(name: SoundName): void {
  try {
    const audio = audioContext();
    if (!audio) return;
    started = true;
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
    schedule(audio, SOUNDS[name]);
  } catch {
    // A sound is a nicety: a device that cannot play it changes nothing else.
  }
}

/** Plays a sound only if the child's taps have already started the sounds on this visit (the results after Submit). */
export function playSoundIfStarted(name: SoundName): void {
  if (started) playSound(name);
}
