import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReconciler, RECONCILE_MS } from './reconcile';

afterEach(() => vi.useRealTimers());

/** A reconciler whose refetch is a spy, on fake timers (each test moves time itself). */
function reconcilerOnFakeTimers() {
  vi.useFakeTimers();
  const refetch = vi.fn();
  return { refetch, reconciler: createReconciler(refetch) };
}

describe('createReconciler', () => {
  it('gives a rush of events one refetch, then one more for the events after it', () => {
    const { refetch, reconciler } = reconcilerOnFakeTimers();
    // An order every 100 ms for a second, as in a rush: each is already in the cache.
    for (let i = 0; i < 10; i++) {
      reconciler.afterEvent();
      vi.advanceTimersByTime(100);
    }
    expect(refetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(RECONCILE_MS);
    expect(refetch).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(10 * RECONCILE_MS);
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it('catches up at once, even with a reconciliation pending', () => {
    const { refetch, reconciler } = reconcilerOnFakeTimers();
    reconciler.afterEvent();
    reconciler.catchUp();
    reconciler.catchUp();
    vi.advanceTimersByTime(60);
    expect(refetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(RECONCILE_MS);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('refetches nothing once cancelled (the panel closed)', () => {
    const { refetch, reconciler } = reconcilerOnFakeTimers();
    reconciler.afterEvent();
    reconciler.cancel();
    vi.advanceTimersByTime(RECONCILE_MS * 2);
    expect(refetch).not.toHaveBeenCalled();
  });
});
