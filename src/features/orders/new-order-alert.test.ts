import { beforeEach, describe, expect, it, vi } from 'vitest';
import { alertOnce, claimAlert, isFresh } from './new-order-alert';

const now = Date.parse('2026-11-21T22:00:30.000Z');
const order = (over: Partial<{ id: string; status: string; created_at: string }> = {}) => ({
  id: 'o1',
  status: 'pending',
  created_at: '2026-11-21T22:00:10.000Z',
  ...over,
});

describe('new-order alert', () => {
  beforeEach(() => localStorage.clear());

  it('alerts for pending orders younger than 30 s only', () => {
    expect(isFresh(order(), now)).toBe(true);
    expect(isFresh(order({ created_at: '2026-11-21T22:00:00.000Z' }), now)).toBe(false);
    expect(isFresh(order({ status: 'processing' }), now)).toBe(false);
  });

  it('claims each order once, across stores sharing the same storage (tabs)', () => {
    expect(claimAlert('o1', localStorage, now)).toBe(true);
    expect(claimAlert('o1', localStorage, now)).toBe(false);
    expect(claimAlert('o2', localStorage, now)).toBe(true);
  });

  it('forgets claims older than a day', () => {
    claimAlert('old', localStorage, now - 25 * 60 * 60 * 1000);
    claimAlert('o1', localStorage, now);
    expect(JSON.parse(localStorage.getItem('alertedOrders')!)).not.toHaveProperty('old');
  });

  it('runs the alert once however often the order is seen', async () => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    const alert = vi.fn();
    await Promise.all([
      alertOnce(order(), alert),
      alertOnce(order(), alert),
      alertOnce(order(), alert),
    ]);
    await alertOnce(order(), alert);
    expect(alert).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
