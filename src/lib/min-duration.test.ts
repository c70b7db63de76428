import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withMinimumDuration } from '@/lib/min-duration';

describe('withMinimumDuration', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the floor when the task is faster, then gives its value', async () => {
    let settled = false;
    const run = withMinimumDuration(async () => 'ok', 1000).then((value) => {
      settled = true;
      return value;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(run).resolves.toBe('ok');
  });

  it('waits for the floor on failure too, then rethrows the error', async () => {
    let settled = false;
    const failure = new Error('Senha atual incorreta.');
    const run = withMinimumDuration(() => Promise.reject(failure), 1000).catch((error: unknown) => {
      settled = true;
      return error;
    });
    await vi.advanceTimersByTimeAsync(500);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(500);
    await expect(run).resolves.toBe(failure);
  });

  it('does not add the floor on top of a slower task', async () => {
    const slow = () => new Promise<string>((resolve) => setTimeout(() => resolve('late'), 1500));
    let settledAt = -1;
    const start = Date.now();
    const run = withMinimumDuration(slow, 1000).then(() => {
      settledAt = Date.now() - start;
    });
    await vi.advanceTimersByTimeAsync(1500);
    await run;
    expect(settledAt).toBe(1500);
  });
});
