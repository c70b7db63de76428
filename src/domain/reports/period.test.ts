import { describe, expect, it } from 'vitest';
import {
  addDays,
  businessDayStart,
  businessToday,
  percentChange,
  periodLength,
  presetPeriod,
  previousPeriod,
} from './period';

describe('report periods', () => {
  it('counts the business day from day_starts_at in the shop’s time zone', () => {
    // 2026-03-11 00:30 in São Paulo (UTC-3)
    const lateNight = new Date('2026-03-11T03:30:00Z');
    expect(businessToday(lateNight, 'America/Sao_Paulo', '05:00')).toBe('2026-03-10');
    expect(businessToday(lateNight, 'America/Sao_Paulo', '00:00')).toBe('2026-03-11');
    expect(businessToday(lateNight, 'UTC', '00:00')).toBe('2026-03-11');
    expect(businessToday(new Date('2026-03-11T08:00:00Z'), 'America/Sao_Paulo')).toBe('2026-03-11');
  });

  it('finds the instant the business day started', () => {
    // 00:30:15 in São Paulo: the day started at 05:00 the day before (08:00 UTC)
    const lateNight = new Date('2026-03-11T03:30:15.250Z');
    expect(businessDayStart(lateNight, 'America/Sao_Paulo', '05:00').toISOString()).toBe(
      '2026-03-10T08:00:00.000Z',
    );
    expect(businessDayStart(lateNight, 'America/Sao_Paulo', '00:00').toISOString()).toBe(
      '2026-03-11T03:00:00.000Z',
    );
    expect(
      businessDayStart(new Date('2026-03-11T08:00:00Z'), 'America/Sao_Paulo').toISOString(),
    ).toBe('2026-03-11T08:00:00.000Z');
  });

  it('turns each preset into days, today included', () => {
    const today = '2026-03-15';
    expect(presetPeriod('today', today)).toEqual({ from: today, to: today });
    expect(presetPeriod('yesterday', today)).toEqual({ from: '2026-03-14', to: '2026-03-14' });
    expect(presetPeriod('7d', today)).toEqual({ from: '2026-03-09', to: today });
    expect(presetPeriod('30d', today)).toEqual({ from: '2026-02-14', to: today });
    expect(presetPeriod('this_month', today)).toEqual({ from: '2026-03-01', to: today });
    expect(presetPeriod('last_month', today)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetPeriod('last_month', '2026-01-10')).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
  });

  it('compares with the period of equal length just before, across months and years', () => {
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-01-29',
      to: '2026-02-28',
    });
    expect(previousPeriod({ from: '2026-01-01', to: '2026-01-01' })).toEqual({
      from: '2025-12-31',
      to: '2025-12-31',
    });
    expect(periodLength({ from: '2024-02-01', to: '2024-03-01' })).toBe(30);
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('gives the change in percent, none when there was nothing before', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(2, 3)).toBe(-33.3);
    expect(percentChange(5, 0)).toBeUndefined();
  });
});
