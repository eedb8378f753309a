import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { VoiceLike } from '../lib/speech/best-voice.ts';

/**
 * The browser's speech synthesis, which jsdom lacks: every utterance spoken is kept (its words, voice
 * and rate), `cancel` is counted, and `finish` ends what is being read as the device would. Undone by
 * `vi.unstubAllGlobals()`.
 */
export function fakeSpeech(voices: VoiceLike[] = []) {
  const spoken: FakeUtterance[] = [];
  let cancels = 0;
  class FakeUtterance extends EventTarget {
    lang = '';
    rate = 1;
    voice: VoiceLike | null = null;
    constructor(readonly text: string) {
      super();
    }
  }
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  vi.stubGlobal('speechSynthesis', {
    getVoices: () => voices,
    speak: (utterance: FakeUtterance) => spoken.push(utterance),
    cancel: () => (cancels += 1),
  });
  return {
    /** The words of every utterance so far, in order. */
    texts: () => spoken.map((utterance) => utterance.text),
    utterances: spoken,
    cancels: () => cancels,
    clear: () => {
      spoken.length = 0;
      cancels = 0;
    },
    /** The device reaches the end of what it was given. */
    finish: () => act(() => void spoken.at(-1)?.dispatchEvent(new Event('end'))),
  };
}
