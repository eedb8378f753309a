import { describe, expect, it } from 'vitest';
import { bestVoice, type VoiceLike } from '../best-voice.ts';

const voice = (name: string, lang: string, more: Partial<VoiceLike> = {}): VoiceLike => ({
  name,
  lang,
  default: false,
  localService: true,
  ...more,
});

describe("the device's best voice", () => {
  const voices = [
    voice('Thomas', 'fr-FR', { default: true }),
    voice('Daniel', 'en-GB'),
    voice('Samantha', 'en-US'),
    voice('Google UK English Female', 'en-GB', { localService: false }),
    voice('Microsoft Sonia Online (Natural) - English (United Kingdom)', 'en-GB', { localService: false }),
  ];

  it('is of the language, its region first, and natural-sounding before robotic', () => {
    expect(bestVoice(voices, 'en-GB', true)?.name).toBe('Microsoft Sonia Online (Natural) - English (United Kingdom)');
    expect(bestVoice(voices, 'en-US', true)?.name).toBe('Samantha');
    // A language without a region takes any of its voices, the best first.
    expect(bestVoice(voices, 'en', true)?.name).toBe('Microsoft Sonia Online (Natural) - English (United Kingdom)');
  });

  it('offline, is one on the device itself', () => {
    expect(bestVoice(voices, 'en-GB', false)?.name).toBe('Daniel');
  });

  it("prefers the device's default among equals, reads 'en_GB' as 'en-GB', and is none without a voice of the language", () => {
    expect(bestVoice([voice('Arthur', 'en_GB'), voice('Martha', 'en-GB', { default: true })], 'en-GB', true)?.name).toBe('Martha');
    expect(bestVoice([voice('Arthur', 'en_GB'), voice('Thomas', 'fr-FR')], 'en-GB', true)?.name).toBe('Arthur');
    expect(bestVoice([voice('Thomas', 'fr-FR')], 'en', true)).toBeUndefined();
  });
});
