import { afterEach, describe, expect, it, vi } from 'vitest';
import { onFirstInteraction } from './on-first-interaction';

afterEach(() => vi.useRealTimers());

describe('onFirstInteraction', () => {
  it('runs once at the first touch or key, not again', () => {
    const task = vi.fn();
    onFirstInteraction(task);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs after the fallback when nobody touches the page', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    onFirstInteraction(task, 1000);
    vi.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pointerdown'));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    const cancel = onFirstInteraction(task, 1000);
    cancel();
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(2000);
    expect(task).not.toHaveBeenCalled();
  });
});
