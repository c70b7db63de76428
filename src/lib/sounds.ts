// Notification sounds: four short tunes synthesized with the Web Audio API, so
// nothing is downloaded. Volume 0.5 on a status change, 0.3 for the toggle's test; silent while the
// admin has turned sounds off (localStorage 'soundEnabled', default on). Browsers keep a page silent
// until a gesture: useAudioBlocked says so, unlockAudio is the click that ends it.
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
  if (!shared) {
    shared = new Ctor();
    shared.addEventListener('statechange', emitAudio);
  }
  return shared;
}

// A play asked for while the context was starting (inside a click) sounds once it runs; one asked
// for long before (blocked until a click much later) does not burst out then.
const LATE_PLAY_MS = 1_000;

/** Plays a tune; false when sounds are off, the browser has no Web Audio or blocks it for now. */
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
  if (ctx.state === 'running') {
    schedule(ctx, kind, volume);
    return true;
  }
  const asked = Date.now();
  void ctx
    .resume()
    .then(() => {
      if (ctx.state === 'running' && Date.now() - asked < LATE_PLAY_MS) schedule(ctx, kind, volume);
    })
    .catch(() => undefined);
  return false;
}

function schedule(ctx: AudioContext, kind: SoundKind, volume: number) {
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
}

// Whether the browser lets this page make sound (docs/order-lifecycle.md): browsers keep audio suspended until
// the person clicks or types in the page. A new context reports 'suspended' for a moment even when
// allowed, so it is called blocked only if it has not started after a short grace.
const GRACE_MS = 1_000;
const audioListeners = new Set<() => void>();
let primed = false;
let graceOver = false;
/** What the panel shows: changed between presses only (see emitAudio). */
let blockedShown = false;
let pressing = false;

/**
 * The 'Ativar som' prompt comes and goes with the audio's state, which the first press anywhere
 * changes. Its change waits until that press is over, so the page never moves between the
 * pointer going down and coming up: the click lands on what the person pressed.
 */
function emitAudio() {
  if (pressing) return;
  const blocked = primed && graceOver && shared !== undefined && shared.state !== 'running';
  if (blocked === blockedShown) return;
  blockedShown = blocked;
  audioListeners.forEach((listener) => listener());
}

function pressStarted() {
  pressing = true;
}

function pressEnded() {
  pressing = false;
  // After the click this press makes.
  setTimeout(emitAudio, 0);
}

function resumeOnGesture() {
  if (shared && shared.state !== 'running') void shared.resume().catch(() => undefined);
}

/**
 * Gets the tab's audio ready before the first alert: creates the context and resumes it at the
 * first click, tap or key anywhere in the page. Safe to call more than once.
 */
export function primeAudio(): void {
  if (primed || typeof window === 'undefined') return;
  let ctx: AudioContext | null = null;
  try {
    ctx = sharedContext();
  } catch {
    ctx = null;
  }
  if (!ctx) return;
  primed = true;
  if (ctx.state !== 'running') void ctx.resume().catch(() => undefined);
  for (const type of ['pointerdown', 'keydown', 'touchend'] as const) {
    window.addEventListener(type, resumeOnGesture, { capture: true, passive: true });
  }
  window.addEventListener('pointerdown', pressStarted, { capture: true, passive: true });
  for (const type of ['pointerup', 'pointercancel'] as const) {
    window.addEventListener(type, pressEnded, { capture: true, passive: true });
  }
  setTimeout(() => {
    graceOver = true;
    emitAudio();
  }, GRACE_MS);
}

/** From a click: lets the page make sound (and plays the test tune to prove it). */
export async function unlockAudio(): Promise<boolean> {
  const ctx = sharedContext();
  if (!ctx) return false;
  try {
    await ctx.resume();
  } catch {
    return false;
  }
  emitAudio();
  if (ctx.state === 'running') playSound('new-order', TEST_VOLUME, () => ctx);
  return ctx.state === 'running';
}

function isAudioBlocked(): boolean {
  return blockedShown;
}

/** True while the browser keeps this page silent: the panel offers the click that unlocks it. */
export function useAudioBlocked(): boolean {
  return useSyncExternalStore(
    (listener) => {
      audioListeners.add(listener);
      return () => audioListeners.delete(listener);
    },
    isAudioBlocked,
    () => false,
  );
}
