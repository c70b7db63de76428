import { describe, expect, it } from 'vitest';
import { formatDateTime, formatRelative } from '@/lib/dates';

describe('dates', () => {
  it("formats dates as dd/MM/yyyy 'às' HH:mm", () => {
    expect(formatDateTime(new Date(2026, 10, 21, 19, 5))).toBe('21/11/2026 às 19:05');
  });

  it('says how long ago in pt-BR', () => {
    expect(formatRelative(new Date(Date.now() - 5 * 60_000))).toBe('há 5 minutos');
  });
});
