import { describe, expect, it } from 'vitest';
import {
  copyDay,
  daySummary,
  emptyWeek,
  endsNextDay,
  intervalHint,
  maskTime,
  rowsFromWeek,
  toMinutes,
  validateWeek,
  weekFromRows,
  type Interval,
  type Week,
} from './schedule';

const i = (opensAt: string, closesAt: string): Interval => ({ opensAt, closesAt });

function week(days: Partial<Record<number, Interval[]>>): Week {
  return emptyWeek().map((_, weekday) => days[weekday] ?? []);
}

describe('intervals past midnight', () => {
  it('a closing time not after the opening ends the next day', () => {
    expect(endsNextDay(i('18:00', '02:00'))).toBe(true);
    expect(endsNextDay(i('18:00', '00:00'))).toBe(true);
    expect(endsNextDay(i('00:00', '00:00'))).toBe(true);
    expect(endsNextDay(i('11:00', '14:00'))).toBe(false);
  });

  it('explains it under the interval', () => {
    expect(intervalHint(i('18:00', '02:00'))).toBe('até 02:00 do dia seguinte');
    expect(intervalHint(i('18:00', '00:00'))).toBe('até 00:00 do dia seguinte');
    expect(intervalHint(i('08:00', '08:00'))).toBe('24 horas, até 08:00 do dia seguinte');
    expect(intervalHint(i('11:00', '14:00'))).toBeNull();
    expect(intervalHint(i('', '14:00'))).toBeNull();
  });

  it('reads times as minutes, refusing anything else', () => {
    expect(toMinutes('18:30')).toBe(1110);
    expect(toMinutes('00:00')).toBe(0);
    for (const bad of ['', '24:00', '7:00', '18:60', '18h']) expect(toMinutes(bad)).toBeNaN();
  });
});

describe('validating the week', () => {
  it('accepts shifts that touch, lunch and dinner, and a night into the next day', () => {
    expect(
      validateWeek(
        week({
          1: [i('11:00', '14:00'), i('18:00', '00:00')],
          2: [i('00:00', '02:00'), i('18:00', '02:00')],
          3: [i('02:00', '10:00')],
        }),
      ),
    ).toEqual({});
  });

  it('asks for both times, as HH:MM', () => {
    expect(
      validateWeek(
        week({
          1: [i('', '14:00')],
          2: [i('18:00', ' ')],
          3: [i('25:00', '26:00')],
          4: [i('18:00', '2:0')],
        }),
      ),
    ).toEqual({
      '1.0': 'Informe o horário de abertura.',
      '2.0': 'Informe o horário de fechamento.',
      '3.0': 'Horário de abertura inválido: use o formato 18:00.',
      '4.0': 'Horário de fechamento inválido: use o formato 23:00.',
    });
  });

  it('masks what is typed on a numeric keypad', () => {
    expect(['1', '18', '180', '1800', '18:00', '18h30', '183012'].map(maskTime)).toEqual([
      '1',
      '18',
      '18:0',
      '18:00',
      '18:00',
      '18:30',
      '18:30',
    ]);
  });

  it('refuses overlaps on the same day, naming the other interval', () => {
    expect(validateWeek(week({ 5: [i('11:00', '15:00'), i('14:00', '18:00')] }))).toEqual({
      '5.1': 'Este horário se sobrepõe a 11:00–15:00.',
    });
  });

  it('refuses a night that runs into the next day’s first shift', () => {
    expect(validateWeek(week({ 1: [i('18:00', '02:00')], 2: [i('01:00', '10:00')] }))).toEqual({
      '2.0': 'Este horário se sobrepõe a 18:00–02:00 de segunda.',
    });
  });

  it('sees Saturday night running into Sunday morning', () => {
    expect(validateWeek(week({ 0: [i('01:00', '10:00')], 6: [i('22:00', '03:00')] }))).toEqual({
      '6.0': 'Este horário se sobrepõe a 01:00–10:00 de domingo.',
    });
    expect(validateWeek(week({ 0: [i('03:00', '10:00')], 6: [i('22:00', '03:00')] }))).toEqual({});
  });

  it('a whole day (equal times) overlaps anything else on it', () => {
    expect(validateWeek(week({ 3: [i('00:00', '00:00'), i('12:00', '13:00')] }))).toEqual({
      '3.1': 'Este horário se sobrepõe a 00:00–00:00.',
    });
  });
});

describe('the week and the rows', () => {
  it('groups rows by day in order of opening, and gives them back', () => {
    const rows = [
      { weekday: 5, opens_at: '18:00:00', closes_at: '02:00:00' },
      { weekday: 5, opens_at: '11:00:00', closes_at: '14:00:00' },
      { weekday: 0, opens_at: '11:00:00', closes_at: '15:00:00' },
    ];
    const w = weekFromRows(rows);
    expect(w[5]).toEqual([i('11:00', '14:00'), i('18:00', '02:00')]);
    expect(w[1]).toEqual([]);
    expect(rowsFromWeek(w)).toEqual([
      { weekday: 0, opens_at: '11:00', closes_at: '15:00' },
      { weekday: 5, opens_at: '11:00', closes_at: '14:00' },
      { weekday: 5, opens_at: '18:00', closes_at: '02:00' },
    ]);
  });

  it('copies a day onto others, replacing theirs, without sharing objects', () => {
    const w = week({ 1: [i('11:00', '14:00'), i('18:00', '23:00')], 2: [i('08:00', '09:00')] });
    const copied = copyDay(w, 1, [2, 3, 1]);
    expect(copied[2]).toEqual(w[1]);
    expect(copied[3]).toEqual(w[1]);
    expect(copied[4]).toEqual([]);
    expect(copied[2]![0]).not.toBe(w[1]![0]);
    expect(daySummary(copied[3]!)).toBe('11:00–14:00, 18:00–23:00');
    expect(daySummary(copied[4]!)).toBe('Fechado');
  });
});
