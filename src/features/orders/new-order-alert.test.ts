import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  alertOnce,
  autoAcceptedOnce,
  claimAlert,
  editedOnce,
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

  describe('at a fixed now', () => {
    beforeEach(() => vi.useFakeTimers({ now, toFake: ['Date'] }));
    afterEach(() => vi.useRealTimers());

    it('runs the alert once however often the order is seen', async () => {
      const alert = vi.fn();
      await Promise.all([
        alertOnce(order(), alert),
        alertOnce(order(), alert),
        alertOnce(order(), alert),
      ]);
      await alertOnce(order(), alert);
      expect(alert).toHaveBeenCalledTimes(1);
    });

    it('prints an order that arrived accepted once, apart from its alert', async () => {
      const run = vi.fn();
      const auto = order({ status: 'processing', updated_at: '2026-11-21T22:00:10.000Z' });
      await alertOnce(auto, () => {});
      await Promise.all([autoAcceptedOnce(auto, run), autoAcceptedOnce(auto, run)]);
      expect(run).toHaveBeenCalledTimes(1);
      await autoAcceptedOnce(order(), run);
      expect(run).toHaveBeenCalledTimes(1);
    });

    it('runs a reprint once per revision of a fresh edit, never for an old edit or a waiting order', async () => {
      const run = vi.fn();
      const edited = {
        id: 'o1',
        status: 'processing',
        revision: 1,
        edited_at: '2026-11-21T22:00:20.000Z',
      };
      await Promise.all([editedOnce(edited, run), editedOnce(edited, run)]);
      expect(run).toHaveBeenCalledTimes(1);
      // a later change of the same revision (its status) prints nothing
      await editedOnce({ ...edited, status: 'out_for_delivery' }, run);
      expect(run).toHaveBeenCalledTimes(1);
      await editedOnce({ ...edited, revision: 2 }, run);
      expect(run).toHaveBeenCalledTimes(2);
      // edited long ago (the device was off): a status change now does not print it
      await editedOnce({ ...edited, revision: 3, edited_at: '2026-11-21T21:00:00.000Z' }, run);
      // not accepted yet: printed when accepted; never edited: nothing
      await editedOnce({ ...edited, revision: 4, status: 'pending' }, run);
      await editedOnce({ ...edited, revision: 0, edited_at: null }, run);
      expect(run).toHaveBeenCalledTimes(2);
    });
  });
});
