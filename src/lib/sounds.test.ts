import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isSoundEnabled, playSound, setSoundEnabled, TEST_VOLUME, TUNES } from './sounds';

/** A fake AudioContext that records what each note would play. */
function fakeContext(initial: AudioContextState = 'running') {
  const notes: Array<{ frequency: number; peak: number }> = [];
  const ctx = {
    currentTime: 0,
    state: initial,
    destination: {},
    resume: vi.fn(() => Promise.resolve()),
    createOscillator() {
      const note = { frequency: 0, peak: 0 };
      notes.push(note);
      return {
        type: 'sine',
        frequency: { setValueAtTime: (value: number) => (note.frequency = value) },
        connect: () => undefined,
        start: () => undefined,
        stop: () => undefined,
      };
    },
    createGain() {
      const note = notes[notes.length - 1]!;
      return {
        gain: {
          setValueAtTime: () => undefined,
          linearRampToValueAtTime: (value: number) => (note.peak = value),
          exponentialRampToValueAtTime: () => undefined,
        },
        connect: () => undefined,
      };
    },
  };
  return { notes, get: () => ctx as unknown as AudioContext };
}

describe('sounds', () => {
  beforeEach(() => localStorage.clear());

  it('are on by default and remember being turned off', () => {
    expect(isSoundEnabled()).toBe(true);
    setSoundEnabled(false);
    expect(localStorage.getItem('soundEnabled')).toBe('false');
    expect(isSoundEnabled()).toBe(false);
  });

  it('plays a status change at 0.5 and the toggle test at 0.3', () => {
    const status = fakeContext();
    expect(playSound('delivered', undefined, status.get)).toBe(true);
    expect(status.notes.map((n) => n.peak)).toEqual([0.5, 0.5, 0.5]);

    const test = fakeContext();
    playSound('new-order', TEST_VOLUME, test.get);
    expect(test.notes.every((n) => n.peak === 0.3)).toBe(true);
  });

  it('has a distinct tune per event', () => {
    const played = (['new-order', 'processing', 'delivered', 'cancelled'] as const).map((kind) => {
      const ctx = fakeContext();
      playSound(kind, 0.5, ctx.get);
      return ctx.notes.map((n) => n.frequency).join(',');
    });
    expect(new Set(played).size).toBe(4);
    expect(played[1]).toBe(TUNES.processing.join(','));
  });

  it('stays silent while turned off', () => {
    setSoundEnabled(false);
    const ctx = fakeContext();
    expect(playSound('cancelled', 0.5, ctx.get)).toBe(false);
    expect(ctx.notes).toHaveLength(0);
  });

  it('gives up quietly without Web Audio', () => {
    expect(playSound('processing', 0.5, () => null)).toBe(false);
  });

  it('while the browser blocks sound, plays nothing and asks to resume', () => {
    const ctx = fakeContext('suspended');
    // The browser never lets it start (no click yet): nothing is queued to burst out later.
    (ctx.get() as unknown as { resume: () => Promise<void> }).resume = vi.fn(
      () => new Promise<void>(() => {}),
    );
    expect(playSound('new-order', 0.5, ctx.get)).toBe(false);
    expect(ctx.get().resume).toHaveBeenCalled();
    expect(ctx.notes).toHaveLength(0);
  });

  it('plays once a context that was starting (inside a click) runs', async () => {
    const ctx = fakeContext('suspended');
    const raw = ctx.get() as unknown as { state: string; resume: () => Promise<void> };
    raw.resume = vi.fn(() => {
      raw.state = 'running';
      return Promise.resolve();
    });
    playSound('processing', 0.5, ctx.get);
    await vi.waitFor(() => expect(ctx.notes).toHaveLength(2));
  });
});
