import type { NotificationSound } from '@storefront/shared/admin';
import { useSyncExternalStore } from 'react';

/** A tone of a sound: when it starts (s), its pitch (Hz, gliding to `to`), length and timbre. */
interface Tone {
  at: number;
  freq: number;
  to?: number;
  duration: number;
  wave: OscillatorType;
  /** Loudness, 0 to 1 (harsh waves sound louder: they get less). */
  gain?: number;
}

/**
 * The sounds of a new order, made by the browser (the Web Audio API) rather than shipped as
 * files: each a short pattern of its own, told apart by rhythm as much as by pitch.
 */
export const SOUND_PATTERNS: Record<NotificationSound, Tone[]> = {
  // A marmot's alarm: two high whistles, rising, then falling.
  groundhog: [
    { at: 0, freq: 1800, to: 2700, duration: 0.16, wave: 'sine' },
    { at: 0.26, freq: 2700, to: 1600, duration: 0.24, wave: 'sine' },
  ],
  // Cock-a-doodle-doo: three short calls climbing, then a long one falling.
  rooster: [
    { at: 0, freq: 520, to: 700, duration: 0.12, wave: 'sawtooth', gain: 0.15 },
    { at: 0.16, freq: 640, to: 840, duration: 0.12, wave: 'sawtooth', gain: 0.15 },
    { at: 0.32, freq: 780, to: 1000, duration: 0.14, wave: 'sawtooth', gain: 0.15 },
    { at: 0.52, freq: 1050, to: 560, duration: 0.55, wave: 'sawtooth', gain: 0.15 },
  ],
  // Two notes up, a doorbell.
  notification_1: [
    { at: 0, freq: 659, duration: 0.22, wave: 'triangle' },
    { at: 0.2, freq: 880, duration: 0.35, wave: 'triangle' },
  ],
  // Three quick notes of a major chord.
  notification_2: [
    { at: 0, freq: 523, duration: 0.12, wave: 'sine' },
    { at: 0.11, freq: 659, duration: 0.12, wave: 'sine' },
    { at: 0.22, freq: 784, duration: 0.3, wave: 'sine' },
  ],
  // One bell with its octave, ringing out.
  notification_3: [
    { at: 0, freq: 988, duration: 0.9, wave: 'sine' },
    { at: 0, freq: 1976, duration: 0.5, wave: 'sine', gain: 0.15 },
  ],
  // Two short beeps.
  notification_4: [
    { at: 0, freq: 1000, duration: 0.09, wave: 'square', gain: 0.12 },
    { at: 0.16, freq: 1000, duration: 0.09, wave: 'square', gain: 0.12 },
  ],
};

let context: AudioContext | null = null;
const listeners = new Set<() => void>();

type AudioContextClass = typeof AudioContext;
const AudioContextOf = (): AudioContextClass | undefined =>
  typeof window === 'undefined'
    ? undefined
    : (window.AudioContext ??
      (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext);

/**
 * Browsers let a page make sound only after a person has used it (a click, a key): the audio
 * is started on the first such gesture, and sounds before it stay silent (the back office says
 * so beside the choice).
 */
export function unlockAudio() {
  const Audio = AudioContextOf();
  if (!Audio) return;
  context ??= new Audio();
  if (context.state === 'suspended') void context.resume().then(() => changed());
  changed();
}

const changed = () => {
  for (const listener of listeners) listener();
};

/** Starts the audio on the page's first gesture (once). */
export function unlockAudioOnGesture() {
  if (typeof window === 'undefined') return () => {};
  const gesture = () => {
    unlockAudio();
    window.removeEventListener('pointerdown', gesture, true);
    window.removeEventListener('keydown', gesture, true);
  };
  window.addEventListener('pointerdown', gesture, true);
  window.addEventListener('keydown', gesture, true);
  return gesture;
}

export const audioReady = () => context?.state === 'running';

export const useAudioReady = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    audioReady,
    () => false,
  );

/** Plays a sound now; nothing while the audio waits for a gesture. Answers whether it played. */
export function playSound(sound: NotificationSound): boolean {
  if (!context || context.state !== 'running') return false;
  const start = context.currentTime + 0.02;
  for (const tone of SOUND_PATTERNS[sound]) {
    const oscillator = context.createOscillator();
    const volume = context.createGain();
    const at = start + tone.at;
    oscillator.type = tone.wave;
    oscillator.frequency.setValueAtTime(tone.freq, at);
    if (tone.to) oscillator.frequency.exponentialRampToValueAtTime(tone.to, at + tone.duration);
    // A quick rise and a fall to silence: no click at either end.
    volume.gain.setValueAtTime(0.0001, at);
    volume.gain.exponentialRampToValueAtTime(tone.gain ?? 0.3, at + 0.015);
    volume.gain.exponentialRampToValueAtTime(0.0001, at + tone.duration);
    oscillator.connect(volume).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + tone.duration + 0.05);
  }
  return true;
}
