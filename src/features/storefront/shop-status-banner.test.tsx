import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShopStatusBanner } from './shop-status-banner';

// Wednesday 2026-11-25, 15:00 in São Paulo (UTC−3).
const NOW = Date.parse('2026-11-25T15:00:00-03:00');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

const note = 'Você pode ver o cardápio.';

type Status = NonNullable<Parameters<typeof ShopStatusBanner>[0]['status']>;

/** The banner for a status (closed, no times, unless `over` says otherwise), as of NOW. */
function banner(over: Partial<Status>, timezone = 'America/Sao_Paulo') {
  const status: Status = {
    isOpen: false,
    reason: 'outside_hours',
    pausedUntil: null,
    nextOpenAt: null,
    closesAt: null,
    ...over,
  };
  return <ShopStatusBanner status={status} updatedAt={NOW} timezone={timezone} note={note} />;
}

describe('ShopStatusBanner', () => {
  it('says when a closed shop opens, in its own time zone', () => {
    const closed = { nextOpenAt: Date.parse('2026-11-27T18:00:00-03:00') };
    const { rerender } = render(banner(closed));
    expect(screen.getByRole('status').textContent).toBe(
      `Fechado agora · abre sexta às 18:00${note}`,
    );
    // The same instant is 17:00 in Manaus.
    rerender(banner(closed, 'America/Manaus'));
    expect(screen.getByTestId('shop-status-banner').textContent).toBe(
      'Fechado agora · abre sexta às 17:00',
    );
  });

  it('counts a pause down, and is gone while the shop is open', () => {
    const until = NOW + 25 * 60_000;
    const { rerender } = render(
      banner({ reason: 'paused', pausedUntil: until, nextOpenAt: until }),
    );
    expect(screen.getByTestId('shop-status-banner').textContent).toBe(
      'Pausado · voltamos em 25 min',
    );
    rerender(banner({ isOpen: true, reason: 'open' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
