import { useCallback, useEffect, useId, useSyncExternalStore } from 'react';
import { bestVoice } from './best-voice.ts';

/** A little slower than the device's usual pace: the words are for children learning to read. */
const CHILD_RATE = 0.9;

// One reading at a time on the page: which speaker is reading (its id), for every speaker to show.
let reading: string | null = null;
/** Each reading's number: what a reading stopped or replaced says when it ends changes nothing. */
let readings = 0;
const listeners = new Set<() => void>();

function setReading(id: string | null) {
  reading = id;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const synthesis = () =>
  typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance === 'function'
    ? window.speechSynthesis
    : null;

function stopReading() {
  readings += 1;
  synthesis()?.cancel();
  setReading(null);
}

/** The page's language (the portal is in English). */
const pageLanguage = () => document.documentElement.lang || 'en';

function read(id: string, parts: readonly string[]) {
  const speech = synthesis();
  const said = parts.map((part) => part.trim()).filter(Boolean);
  if (!speech || said.length === 0) return;
  speech.cancel();
  readings += 1;
  const serial = readings;
  const language = pageLanguage();
  const voice = bestVoice(speech.getVoices?.() ?? [], language, navigator.onLine);
  const ended = () => {
    if (serial === readings) setReading(null);
  };
  said.forEach((part, index) => {
    const utterance = new SpeechSynthesisUtterance(part);
    utterance.lang = voice?.lang ?? language;
    if (voice) utterance.voice = voice;
    utterance.rate = CHILD_RATE;
    if (index === said.length - 1) utterance.addEventListener?.('end', ended);
    utterance.addEventListener?.('error', ended);
    speech.speak(utterance);
  });
  setReading(id);
}

export interface Speech {
  /** Whether this device can read aloud. */
  supported: boolean;
  /** Whether this speaker is the one reading now. */
  speaking: boolean;
  /** Reads the parts one after the other with the device's best voice for the page's language, stopping any other reading. */
  speak: (parts: readonly string[]) => void;
  stop: () => void;
}

/**
 * Read-aloud with the device's own speech synthesis, one reading at a time on the page: each speaker
 * (a component calling this) knows whether it is the one reading, to show it and offer Stop. A speaker
 * that leaves the page (the question moved on) stops its reading. Nothing is read unless asked for.
 */
export function useSpeech(): Speech {
  const id = useId();
  const current = useSyncExternalStore(
    subscribe,
    () => reading,
    () => null,
  );
  const speaking = current === id;
  useEffect(
    () => () => {
      if (reading === id) stopReading();
    },
    [id],
  );
  const speak = useCallback((parts: readonly string[]) => read(id, parts), [id]);
  return { supported: synthesis() !== null, speaking, speak, stop: stopReading };
}
