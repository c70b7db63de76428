import { describe, expect, it } from 'vitest';
import {
  calendarDaysBetween,
  closedText,
  durationText,
  formatClock,
  panelStatusLabel,
  statusLine,
  whenText,
  zonedParts,
  type ShopState,
} from './shop-status';

// 2026-11-23 is a Monday. São Paulo is UTC−3 all year, Manaus UTC−4, Noronha UTC−2.
const SP = 'America/Sao_Paulo';
const at = (iso: string) => Date.parse(iso);
const sp = (day: number, time: string) =>
  at(`2026-11-${String(day).padStart(2, '0')}T${time}:00-03:00`);

const closed = (nextOpenAt: number | null): ShopState => ({
  reason: 'outside_hours',
  pausedUntil: null,
  nextOpenAt,
  closesAt: null,
});
const paused = (pausedUntil: number, nextOpenAt: number | null = pausedUntil): ShopState => ({
  reason: 'paused',
  pausedUntil,
  nextOpenAt,
  closesAt: null,
});

describe('the shop’s wall clock', () => {
  it('reads an instant in the shop’s time zone, not the device’s', () => {
    const instant = at('2026-11-24T02:30:00Z'); // Monday 23:30 in São Paulo, 22:30 in Manaus
    expect(zonedParts(instant, SP)).toMatchObject({ day: 23, hour: 23, minute: 30, weekday: 1 });
    expect(formatClock(instant, 'America/Manaus')).toBe('22:30');
    expect(formatClock(instant, 'America/Noronha')).toBe('00:30');
    expect(zonedParts(instant, 'America/Noronha').weekday).toBe(2);
    // An unknown zone reads as São Paulo rather than breaking the page.
    expect(formatClock(instant, 'Mars/Olympus')).toBe('23:30');
  });

  it('counts calendar days in that zone', () => {
    expect(calendarDaysBetween(sp(23, '23:59'), sp(24, '00:01'), SP)).toBe(1);
    expect(calendarDaysBetween(sp(23, '00:01'), sp(23, '23:59'), SP)).toBe(0);
    // 22:30 in Manaus is already tomorrow in Noronha.
    const late = at('2026-11-24T02:30:00Z');
    expect(calendarDaysBetween(sp(23, '12:00'), late, 'America/Manaus')).toBe(0);
    expect(calendarDaysBetween(sp(23, '12:00'), late, 'America/Noronha')).toBe(1);
  });
});

describe('when the shop opens, in words', () => {
  it('today, tomorrow, a weekday this week, or the date', () => {
    const now = sp(23, '15:00');
    expect(whenText(sp(23, '18:00'), now, SP)).toBe('hoje às 18:00');
    expect(whenText(sp(24, '11:00'), now, SP)).toBe('amanhã às 11:00');
    expect(whenText(sp(27, '18:00'), now, SP)).toBe('sexta às 18:00');
    expect(whenText(sp(29, '18:30'), now, SP)).toBe('domingo às 18:30');
    expect(whenText(sp(30, '11:00'), now, SP)).toBe('em 30/11 às 11:00');
  });

  it('after midnight, "hoje" is the new day', () => {
    expect(whenText(sp(24, '11:00'), sp(24, '00:30'), SP)).toBe('hoje às 11:00');
  });

  it('uses the shop’s zone: 23:00 in Manaus is 00:00 in São Paulo', () => {
    const opening = at('2026-11-24T03:00:00Z');
    expect(whenText(opening, sp(23, '20:00'), 'America/Manaus')).toBe('hoje às 23:00');
    expect(whenText(opening, sp(23, '20:00'), SP)).toBe('amanhã às 00:00');
  });

  it('rounds what is left up to the minute', () => {
    expect(durationText(24 * 60_000 + 1)).toBe('25 min');
    expect(durationText(1_000)).toBe('1 min');
    expect(durationText(60 * 60_000)).toBe('1 h');
    expect(durationText(90 * 60_000)).toBe('1 h 30 min');
  });
});

describe('the storefront banner', () => {
  it('says nothing while the shop is open', () => {
    expect(
      closedText(
        { reason: 'open', pausedUntil: null, nextOpenAt: null, closesAt: null },
        sp(23, '12:00'),
        SP,
      ),
    ).toBeNull();
  });

  it('closed: when it opens again', () => {
    const now = sp(23, '15:00');
    const line = (next: number | null) => statusLine(closedText(closed(next), now, SP)!);
    expect(line(sp(23, '18:00'))).toBe('Fechado agora · abre hoje às 18:00');
    expect(line(sp(24, '11:00'))).toBe('Fechado agora · abre amanhã às 11:00');
    expect(line(sp(27, '18:00'))).toBe('Fechado agora · abre sexta às 18:00');
    expect(line(null)).toBe('Fechado agora');
  });

  it('paused: the minutes left, the time it reopens, or just that it is paused', () => {
    const now = sp(23, '19:00');
    const line = (state: ShopState) => statusLine(closedText(state, now, SP)!);
    expect(line(paused(now + 25 * 60_000))).toBe('Pausado · voltamos em 25 min');
    expect(line(paused(now + 24 * 60_000 + 10_000))).toBe('Pausado · voltamos em 25 min');
    expect(line(paused(sp(23, '21:30')))).toBe('Pausado · voltamos hoje às 21:30');
    // The pause outlasts the evening: it reopens with the next shift.
    expect(line(paused(sp(23, '23:30'), sp(24, '11:00')))).toBe(
      'Pausado · voltamos amanhã às 11:00',
    );
    expect(line(paused(Number.POSITIVE_INFINITY, null))).toBe('Pausado no momento');
    expect(line(paused(sp(23, '23:30'), null))).toBe('Pausado no momento');
  });
});

describe('the panel’s label', () => {
  it('open, paused with the time left, paused by hand, closed', () => {
    const now = sp(23, '19:00');
    expect(
      panelStatusLabel(
        { reason: 'open', pausedUntil: null, nextOpenAt: null, closesAt: sp(23, '23:00') },
        now,
        SP,
      ),
    ).toBe('Aberto');
    expect(panelStatusLabel(paused(now + 24 * 60_000), now, SP)).toBe('Pausado · 24 min');
    expect(panelStatusLabel(paused(now + 75 * 60_000), now, SP)).toBe('Pausado · 1 h 15 min');
    expect(panelStatusLabel(paused(Number.POSITIVE_INFINITY, null), now, SP)).toBe('Pausado');
    expect(panelStatusLabel(closed(sp(24, '11:00')), now, SP)).toBe(
      'Fechado · abre amanhã às 11:00',
    );
    expect(panelStatusLabel(closed(null), now, SP)).toBe('Fechado');
  });
});
