// Scheduled orders, decided by the server (docs/ordering-rules.md, "Pedidos agendados"): the slots
// follow the opening hours (nights past midnight, São Paulo and Manaus), the lead time, blocked
// dates and the days ahead — read at fixed instants through the private helper both RPCs share.
// What place_order takes from the outside is in scheduling.test.ts.
import { describe, expect, it } from 'vitest';
import { useStack } from './support/fixture.ts';
import { useScheduling } from './support/scheduling.ts';

const t = useStack({ db: true });
const { settings, hours, block } = useScheduling(t);

// 2026-11-27 is a Friday (weekday 5); São Paulo is UTC−3 and Manaus UTC−4, neither with DST.
const at = (day: number, time: string, offset = '-03:00') =>
  new Date(`2026-11-${String(day).padStart(2, '0')}T${time}:00${offset}`).toISOString();

async function slotsAt(now: string, from?: string, days?: number): Promise<string[]> {
  const { rows } = await t.db.query<{ starts_at: Date; ends_at: Date }>(
    'select starts_at, ends_at from private.schedule_slots($1::timestamptz, $2::date, $3::int)',
    [now, from ?? null, days ?? null],
  );
  for (const r of rows) expect(r.ends_at.getTime() - r.starts_at.getTime()).toBeGreaterThan(0);
  return rows.map((r) => r.starts_at.toISOString());
}

describe('the slots (private.schedule_slots at fixed instants)', () => {
  it('follow a night past midnight in São Paulo, aligned to the opening, after the lead time', async () => {
    await hours([[5, '18:15', '02:00']]);
    const slots = await slotsAt(at(27, '17:30'));
    // 18:15 is inside the 60-minute lead; 18:45 … 01:15 (01:45 would end after 02:00)
    expect(slots[0]).toBe(at(27, '18:45'));
    expect(slots.at(-1)).toBe(at(28, '01:15'));
    expect(slots).toHaveLength(14);
    expect(slots).toContain(at(28, '00:15'));
    expect(slots).not.toContain(at(28, '00:00'));
  });

  it('use the shop’s time zone: the same hours in Manaus are an hour later in UTC', async () => {
    await settings({ timezone: 'America/Manaus' });
    await hours([[5, '18:00', '01:00']]);
    const slots = await slotsAt(at(27, '12:00', '-04:00'));
    expect(slots[0]).toBe(at(27, '18:00', '-04:00'));
    expect(slots[0]).toBe('2026-11-27T22:00:00.000Z');
    expect(slots.at(-1)).toBe(at(28, '00:30', '-04:00'));
    expect(slots).toHaveLength(14);
  });

  it('respect the lead time and the slot length', async () => {
    await hours([[5, '11:00', '15:00']]);
    await settings({ scheduling_lead_minutes: 120, scheduling_slot_minutes: 60 });
    expect(await slotsAt(at(27, '10:01'))).toEqual([at(27, '13:00'), at(27, '14:00')]);
    await settings({ scheduling_lead_minutes: 0, scheduling_slot_minutes: 15 });
    const slots = await slotsAt(at(27, '14:20'));
    expect(slots).toEqual([at(27, '14:30'), at(27, '14:45')]);
  });

  it('skip blocked dates (the slot’s own date) and stop at the days ahead', async () => {
    await hours([
      [5, '18:00', '02:00'],
      [6, '18:00', '20:00'],
      [0, '18:00', '20:00'],
    ]);
    await settings({ scheduling_days_ahead: 1 });
    let slots = await slotsAt(at(27, '12:00'));
    expect(slots).toContain(at(28, '01:00'));
    expect(slots).toContain(at(28, '19:30'));
    expect(slots.some((s) => s >= at(29, '00:00'))).toBe(false); // Sunday is two days ahead
    await settings({ scheduling_days_ahead: 0 });
    slots = await slotsAt(at(27, '12:00'));
    expect(slots.at(-1)).toBe(at(27, '23:30'));
    await settings({ scheduling_days_ahead: 2 });
    await block('2026-11-28');
    slots = await slotsAt(at(27, '12:00'));
    expect(slots.at(-1)).toBe(at(29, '19:30'));
    expect(slots.some((s) => s >= at(28, '00:00') && s < at(29, '00:00'))).toBe(false);
    // a window asked for: Sunday alone
    expect(await slotsAt(at(27, '12:00'), '2026-11-29', 1)).toHaveLength(4);
  });

  it('with no opening hours (always open) run from midnight; none when scheduling is off', async () => {
    await settings({
      scheduling_slot_minutes: 60,
      scheduling_days_ahead: 0,
      scheduling_lead_minutes: 0,
    });
    expect(await slotsAt(at(27, '21:10'))).toEqual([at(27, '22:00'), at(27, '23:00')]);
    await settings({ scheduling_enabled: false });
    expect(await slotsAt(at(27, '21:10'))).toEqual([]);
  });
});

// ---- from the outside, at the real time ------------------------------------------------------
