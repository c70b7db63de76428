import { describe, expect, it } from 'vitest';
import { formatDistance } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';
import { formatDate, formatDateTime, formatEventTime, formatRelative } from '@/domain/dates';

describe('dates', () => {
  it("formats dates as dd/MM/yyyy 'às' HH:mm", () => {
    expect(formatDateTime(new Date(2026, 10, 21, 19, 5))).toBe('21/11/2026 às 19:05');
  });

  it('says how long ago in pt-BR', () => {
    expect(formatRelative(new Date(Date.now() - 5 * 60_000))).toBe('há 5 minutos');
  });

  it('times a step of the order: the hour today, the day too before', () => {
    const now = new Date(2026, 10, 24, 21, 0);
    expect(formatEventTime(new Date(2026, 10, 24, 19, 5), now)).toBe('19:05');
    expect(formatEventTime(new Date(2026, 10, 23, 23, 59), now)).toBe('23/11 às 23:59');
  });
});

describe('formatRelative', () => {
  it('says what date-fns says in pt-BR, from seconds to years, past and future', () => {
    const now = new Date(2026, 10, 26, 1, 40, 0);
    const offsets = [
      0,
      10,
      29,
      31,
      59,
      89,
      91,
      150,
      44 * 60,
      45 * 60,
      89 * 60,
      90 * 60,
      23 * 3600,
      24 * 3600,
      41 * 3600,
      42 * 3600,
      5 * 86400,
      29 * 86400,
      30 * 86400,
      45 * 86400,
      59 * 86400,
      61 * 86400,
      200 * 86400,
      364 * 86400,
      366 * 86400,
      500 * 86400,
      700 * 86400,
      1000 * 86400,
    ];
    // A fixed pseudo-random spread as well, so that no rounding edge goes unchecked.
    let seed = 7;
    for (let i = 0; i < 300; i++) {
      seed = (seed * 16807) % 2147483647;
      offsets.push(seed % (3 * 365 * 86400));
    }
    for (const seconds of offsets) {
      for (const sign of [-1, 1]) {
        const date = new Date(now.getTime() + sign * seconds * 1000);
        expect(formatRelative(date, now), `${sign * seconds} s`).toBe(
          formatDistance(date, now, { addSuffix: true, locale: ptBR }),
        );
      }
    }
  });

  it('formats a plain date as dd/MM/yyyy', () => {
    expect(formatDate(new Date(2026, 0, 5, 23, 59))).toBe('05/01/2026');
  });
});
