import { describe, expect, it } from 'vitest';
import { nextReturn, soldOutAt, soldOutKind } from './availability';

const now = new Date('2026-11-27T15:00:00Z');

describe('soldOutAt', () => {
  it('is sold out until the instant, for ever with infinity, and at zero stock unless overselling', () => {
    expect(soldOutAt({ unavailable_until: '2026-11-28T08:00:00+00:00' }, now)).toBe(true);
    expect(soldOutAt({ unavailable_until: '2026-11-27T08:00:00+00:00' }, now)).toBe(false);
    expect(soldOutAt({ unavailable_until: 'infinity' }, now)).toBe(true);
    expect(soldOutAt({ stock_quantity: 0 }, now)).toBe(true);
    expect(soldOutAt({ stock_quantity: 0, allow_oversell: true }, now)).toBe(false);
    expect(soldOutAt({ stock_quantity: 2 }, now)).toBe(false);
    expect(soldOutAt({ stock_quantity: null, unavailable_until: null }, now)).toBe(false);
  });
});

describe('nextReturn', () => {
  it('is the earliest future return, ignoring past ones and infinity', () => {
    expect(
      nextReturn(
        [
          { unavailable_until: 'infinity' },
          { unavailable_until: '2026-11-27T08:00:00Z' },
          { unavailable_until: '2026-11-29T08:00:00Z' },
          { unavailable_until: '2026-11-28T08:00:00Z' },
        ],
        now,
      )?.toISOString(),
    ).toBe('2026-11-28T08:00:00.000Z');
    expect(nextReturn([{ unavailable_until: null }], now)).toBeNull();
  });
});

describe('soldOutKind', () => {
  it('tells a timed, a manual and a stock sell-out apart', () => {
    expect(soldOutKind({ unavailable_until: '2026-11-28T08:00:00Z' }, now)).toBe('until');
    expect(soldOutKind({ unavailable_until: 'infinity' }, now)).toBe('manual');
    expect(soldOutKind({ stock_quantity: 0 }, now)).toBe('no_stock');
    expect(soldOutKind({}, now)).toBe('available');
  });
});
