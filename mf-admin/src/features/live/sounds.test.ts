import { NOTIFICATION_SOUNDS } from '@storefront/shared/admin';
import { SOUND_PATTERNS, playSound, unlockAudio } from './sounds';

/** A stand-in for the Web Audio API: what would be played, tone by tone. */
class FakeAudioContext {
  static played: { type: string; freq: number; at: number }[] = [];
  state: 'suspended' | 'running' = 'suspended';
  currentTime = 0;
  destination = {};
  resume() {
    this.state = 'running';
    return Promise.resolve();
  }
  createOscillator() {
    const tone = { type: 'sine', freq: 0, at: 0 };
    return {
      set type(value: string) {
        tone.type = value;
      },
      frequency: {
        setValueAtTime: (freq: number) => (tone.freq = freq),
        exponentialRampToValueAtTime: () => {},
      },
      connect: (next: unknown) => next,
      start: (at: number) => {
        tone.at = at;
        FakeAudioContext.played.push(tone);
      },
      stop: () => {},
    };
  }
  createGain() {
    return {
      gain: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} },
      connect: (next: unknown) => next,
    };
  }
}

describe('the sounds of a new order', () => {
  it('has a pattern of its own for each sound the staff can choose', () => {
    expect(Object.keys(SOUND_PATTERNS).sort()).toEqual([...NOTIFICATION_SOUNDS].sort());
    const shapes = Object.values(SOUND_PATTERNS).map((tones) =>
      JSON.stringify(tones.map((tone) => [tone.at, tone.freq, tone.to, tone.wave])),
    );
    expect(new Set(shapes).size).toBe(shapes.length);
  });

  it('plays nothing before a gesture has started the audio, then its tones', async () => {
    (window as unknown as { AudioContext: unknown }).AudioContext = FakeAudioContext;
    expect(playSound('rooster')).toBe(false);
    unlockAudio();
    await Promise.resolve();
    expect(playSound('rooster')).toBe(true);
    expect(FakeAudioContext.played.map((tone) => tone.freq)).toEqual(
      SOUND_PATTERNS.rooster.map((tone) => tone.freq),
    );
  });
});
