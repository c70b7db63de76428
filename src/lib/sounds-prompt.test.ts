import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { primeAudio, useAudioBlocked } from './sounds';

/** The tab's AudioContext, as a browser that has not let the page make sound yet. */
class FakeAudioContext extends EventTarget {
  static last: FakeAudioContext | undefined;
  state: AudioContextState = 'suspended';
  constructor() {
    super();
    FakeAudioContext.last = this;
  }
  resume() {
    return new Promise<void>(() => {});
  }
  start() {
    this.state = 'running';
    this.dispatchEvent(new Event('statechange'));
  }
}

const press = (type: 'pointerdown' | 'pointerup') =>
  act(() => void window.dispatchEvent(new Event(type)));

describe("the 'Ativar som' prompt", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('AudioContext', FakeAudioContext);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows while sound is blocked, and goes only once the press that starts the sound is over', () => {
    primeAudio();
    const { result } = renderHook(() => useAudioBlocked());
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(true);

    // The first press anywhere starts the sound: the page must not change under that press.
    press('pointerdown');
    act(() => FakeAudioContext.last!.start());
    expect(result.current).toBe(true);

    press('pointerup');
    act(() => void vi.advanceTimersByTime(0));
    expect(result.current).toBe(false);
  });
});
