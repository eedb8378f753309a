import { afterEach, describe, expect, it, vi } from 'vitest';

/** An AudioParam that takes what it is given. */
const param = () => ({ value: 0, setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined });

/** The Web Audio API, which jsdom lacks: each context made is kept, with the notes started in it. */
function fakeAudio(initialState = 'running') {
  const contexts: Array<{ started: number[]; resumed: number; oscillators: number }> = [];
  class FakeAudioContext {
    state = initialState;
    currentTime = 0;
    destination = {};
    readonly started: number[] = [];
    resumed = 0;
    oscillators = 0;
    constructor() {
      contexts.push(this);
    }
    resume = async () => {
      this.resumed += 1;
      this.state = 'running';
    };
    createGain() {
      return { gain: param(), connect: (next: unknown) => next };
    }
    createOscillator() {
      this.oscillators += 1;
      return {
        type: 'sine',
        frequency: param(),
        connect: (next: unknown) => next,
        start: (at: number) => this.started.push(at),
        stop: () => undefined,
      };
    }
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return contexts;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the quiz sounds', () => {
  it('make one silent AudioContext and its first oscillator ahead of the first tap, which only resumes it and plays', async () => {
    const contexts = fakeAudio('suspended');
    const sounds = await import('../sound-effects.ts');
    expect(contexts).toHaveLength(0);
    sounds.prepareSounds();
    sounds.prepareSounds();
    expect(contexts).toHaveLength(1);
    // The context's sine table is built while the child reads, not inside the tap; nothing sounds.
    expect(contexts[0]!.oscillators).toBeGreaterThan(0);
    expect(contexts[0]!.started).toHaveLength(0);
    expect(contexts[0]!.resumed).toBe(0);
    sounds.playSound('choose');
    expect(contexts).toHaveLength(1);
    expect(contexts[0]!.resumed).toBe(1);
    expect(contexts[0]!.started).toHaveLength(1);
    sounds.playSound('achievement');
    expect(contexts).toHaveLength(1);
    expect(contexts[0]!.started).toHaveLength(5);
  });

  it('a screen that opens by itself plays nothing until the child has tapped', async () => {
    const contexts = fakeAudio();
    const sounds = await import('../sound-effects.ts');
    sounds.prepareSounds();
    sounds.playSoundIfStarted('achievement');
    expect(contexts[0]!.started).toHaveLength(0);
    sounds.playSound('submit');
    sounds.playSoundIfStarted('achievement');
    expect(contexts[0]!.started).toHaveLength(6);
  });

  it('a device without Web Audio stays silent, and nothing else fails', async () => {
    vi.stubGlobal('AudioContext', undefined);
    const sounds = await import('../sound-effects.ts');
    expect(() => sounds.playSound('choose')).not.toThrow();
  });
});
