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

describe('ShopStatusBanner', () => {
  it('says when a closed shop opens, in its own time zone', () => {
    const { rerender } = render(
      <ShopStatusBanner
        status={{
          isOpen: false,
          reason: 'outside_hours',
          pausedUntil: null,
          nextOpenAt: Date.parse('2026-11-27T18:00:00-03:00'),
          closesAt: null,
        }}
        updatedAt={NOW}
        timezone="America/Sao_Paulo"
        note={note}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(
      `Fechado agora · abre sexta às 18:00${note}`,
    );
    // The same instant is 17:00 in Manaus.
    rerender(
      <ShopStatusBanner
        status={{
          isOpen: false,
          reason: 'outside_hours',
          pausedUntil: null,
          nextOpenAt: Date.parse('2026-11-27T18:00:00-03:00'),
          closesAt: null,
        }}
        updatedAt={NOW}
        timezone="America/Manaus"
        note={note}
      />,
    );
    expect(screen.getByTestId('shop-status-banner').textContent).toBe(
      'Fechado agora · abre sexta às 17:00',
    );
  });

  it('counts a pause down, and is gone while the shop is open', () => {
    const until = NOW + 25 * 60_000;
    const { rerender } = render(
      <ShopStatusBanner
        status={{
          isOpen: false,
          reason: 'paused',
          pausedUntil: until,
          nextOpenAt: until,
          closesAt: null,
        }}
        updatedAt={NOW}
        timezone="America/Sao_Paulo"
        note={note}
      />,
    );
    expect(screen.getByTestId('shop-status-banner').textContent).toBe(
      'Pausado · voltamos em 25 min',
    );
    rerender(
      <ShopStatusBanner
        status={{
          isOpen: true,
          reason: 'open',
          pausedUntil: null,
          nextOpenAt: null,
          closesAt: null,
        }}
        updatedAt={NOW}
        timezone="America/Sao_Paulo"
        note={note}
      />,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
