import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  alertOnce,
  autoAcceptedOnce,
  claimAlert,
  isAutoAccepted,
  isFresh,
} from './new-order-alert';

const now = Date.parse('2026-11-21T22:00:30.000Z');
const order = (
  over: Partial<{ id: string; status: string; created_at: string; updated_at: string }> = {},
) => ({
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

  it('also alerts for an order the shop accepted as it was placed (auto_accept)', () => {
    const auto = order({ status: 'processing', updated_at: '2026-11-21T22:00:10.000+00:00' });
    expect(isAutoAccepted(auto)).toBe(true);
    expect(isFresh(auto, now)).toBe(true);
    // Accepted by someone later: an order like any other.
    const later = order({ status: 'processing', updated_at: '2026-11-21T22:00:15.000Z' });
    expect(isAutoAccepted(later)).toBe(false);
    expect(isAutoAccepted(order({ updated_at: '2026-11-21T22:00:10.000Z' }))).toBe(false);
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

  it('prints an order that arrived accepted once, apart from its alert', async () => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    const run = vi.fn();
    const auto = order({ status: 'processing', updated_at: '2026-11-21T22:00:10.000Z' });
    await alertOnce(auto, () => {});
    await Promise.all([autoAcceptedOnce(auto, run), autoAcceptedOnce(auto, run)]);
    expect(run).toHaveBeenCalledTimes(1);
    await autoAcceptedOnce(order(), run);
    expect(run).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
