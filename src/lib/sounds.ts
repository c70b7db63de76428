// Notification sounds (DESIGN.md section 7): four short tunes synthesized with the Web Audio API, so
// nothing is downloaded. Volume 0.5 on a status change, 0.3 for the toggle's test; silent while the
// admin has turned sounds off (localStorage 'soundEnabled', default on).
import { useSyncExternalStore } from 'react';

export type SoundKind = 'new-order' | 'processing' | 'delivered' | 'cancelled';

export const STATUS_VOLUME = 0.5;
export const TEST_VOLUME = 0.3;
export const SOUND_KEY = 'soundEnabled';
const CHANGED = 'soundEnabledUpdated';
const NOTE_S = 0.16;

/** Frequencies (Hz) played one after another: each event has a tune of its own. */
export const TUNES: Record<SoundKind, readonly number[]> = {
  'new-order': [880, 1175, 880, 1175],
  processing: [523, 659],
  delivered: [523, 659, 784],
  cancelled: [440, 294],
};

export function isSoundEnabled(storage: Storage = localStorage): boolean {
  return storage.getItem(SOUND_KEY) !== 'false';
}

export function setSoundEnabled(enabled: boolean, storage: Storage = localStorage): void {
  storage.setItem(SOUND_KEY, String(enabled));
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(notify: () => void) {
  window.addEventListener(CHANGED, notify);
  window.addEventListener('storage', notify);
  return () => {
    window.removeEventListener(CHANGED, notify);
    window.removeEventListener('storage', notify);
  };
}

export function useSoundEnabled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isSoundEnabled(),
    () => true,
  );
}

type AudioContextCtor = new () => AudioContext;
let shared: AudioContext | undefined;

// One context for the whole tab: browsers limit how many may exist.
function sharedContext(): AudioContext | null {
  const Ctor =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: AudioContextCtor }).webkitAudioContext;
  if (!Ctor) return null;
  shared ??= new Ctor();
  return shared;
}

/** Plays a tune; false when sounds are off or the browser has no Web Audio. */
export function playSound(
  kind: SoundKind,
  volume: number = STATUS_VOLUME,
  getContext: () => AudioContext | null = sharedContext,
): boolean {
  if (!isSoundEnabled()) return false;
  let ctx: AudioContext | null;
  try {
    ctx = getContext();
  } catch {
    return false;
  }
  if (!ctx) return false;
  if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
  const start = ctx.currentTime;
  TUNES[kind].forEach((frequency, index) => {
    const at = start + index * NOTE_S;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = kind === 'cancelled' ? 'triangle' : 'sine';
    osc.frequency.setValueAtTime(frequency, at);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.linearRampToValueAtTime(volume, at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + NOTE_S);
    osc.connect(gain);
    gain.connect(ctx.destination);
    osc.start(at);
    osc.stop(at + NOTE_S);
  });
  return true;
}
