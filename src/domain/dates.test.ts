import { describe, expect, it } from 'vitest';
import { formatDateTime, formatEventTime, formatRelative } from '@/domain/dates';

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
