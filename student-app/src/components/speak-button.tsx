import { useSpeech } from '../lib/speech/use-speech.ts';
import { t } from './messages.ts';
import './speak-button.css';

interface SpeakButtonProps {
  /** What is read, in order (or how to find it when the button is pressed: a dialog's words as shown). */
  parts: readonly string[] | (() => readonly string[]);
  /** Words shown beside the speaker ("Read aloud"); without them the button is the speaker alone and `label` names it. */
  text?: string;
  /** The button's name when it shows the speaker alone ("Listen to option B"). */
  label?: string;
}

/**
 * A speaker that reads what it is given with the device's own voice: while it reads, it shows it (moving
 * bars, still when the device asks for reduced motion) and turns into Stop. Nothing where the device
 * cannot speak.
 */
export function SpeakButton({ parts, text, label }: SpeakButtonProps) {
  const speech = useSpeech();
  if (!speech.supported) return null;
  const { speaking } = speech;
  return (
    <button
      type="button"
      className={speaking ? 'speak-button is-speaking' : 'speak-button'}
      aria-label={speaking ? t('speak.stop.label') : text ? undefined : label}
      onClick={() => (speaking ? speech.stop() : speech.speak(typeof parts === 'function' ? parts() : parts))}
    >
      {speaking ? (
        <span className="speak-bars" aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
      ) : (
        <svg className="speak-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 9v6h4l5 4V5L8 9H4z" fill="currentColor" />
          <path
            d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      )}
      {speaking ? <span>{t('speak.stop')}</span> : text && <span>{text}</span>}
    </button>
  );
}
