// Scheduled orders, decided by the server (docs/ordering-rules.md, "Pedidos agendados"): the slots
// follow the opening hours (nights past midnight, São Paulo and Manaus), the lead time, blocked
// dates and the days ahead — read at fixed instants through the private helper both RPCs share —
// and, from the outside with the anon key, place_order takes only a slot get_schedule_slots offers
// (slot_invalid) with a place left (slot_full, under concurrency), and only the owner sets it up.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, demoItems, type TestClient } from './support/stack.ts';
import { useStack } from './support/fixture.ts';
import type { TablesUpdate } from '../src/lib/database.types.ts';

const t = useStack({ db: true });
let attendant: TestClient;
let items: Array<{ product_id: string; quantity: number }>;

const DEFAULTS = {
  timezone: 'America/Sao_Paulo',
  paused_until: null,
  scheduling_enabled: true,
  scheduling_days_ahead: 2,
  scheduling_slot_minutes: 30,
  scheduling_lead_minutes: 60,
  scheduling_slot_capacity: null,
  scheduling_when_closed: false,
};

async function settings(values: TablesUpdate<'company_settings'>): Promise<void> {
  const { error } = await t.service.from('company_settings').update(values).eq('id', 1);
  if (error) throw error;
}

async function hours(rows: Array<[number, string, string]>): Promise<void> {
  const { error } = await t.service
    .from('opening_hours')
    .insert(rows.map(([weekday, opens_at, closes_at]) => ({ weekday, opens_at, closes_at })));
  if (error) throw error;
}

async function block(date: string, reason = 'Feriado'): Promise<void> {
  const { error } = await t.service.from('blocked_dates').insert({ date, reason });
  if (error) throw error;
}

beforeAll(async () => {
  items = await demoItems(t.anon);
  const { error } = await t.owner.rpc('create_staff_member', {
    username: 'caixa',
    display_name: 'Caixa',
    role: 'attendant',
    password: 'senha-da-equipe-1',
  });
  if (error) throw error;
  attendant = await adminClient(t.stack, 'senha-da-equipe-1', 'caixa@admin.comanda.local');
  await settings(DEFAULTS);
});

afterEach(async () => {
  await t.service.from('opening_hours').delete().not('id', 'is', null);
  await t.service.from('blocked_dates').delete().not('date', 'is', null);
  await settings(DEFAULTS);
});

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

type Slot = { starts_at: string; ends_at: string; remaining: number | null };

async function publicSlots(client = t.anon, fulfillment = 'delivery'): Promise<Slot[]> {
  const { data, error } = await client.rpc('get_schedule_slots', { p_fulfillment: fulfillment });
  if (error) throw error;
  return data as Slot[];
}

let orderNo = 0;
function place(scheduled_for: string | null) {
  orderNo += 1;
  return t.anon.rpc('place_order', {
    customer_name: `Agendado ${orderNo}`,
    customer_phone: '11987654321',
    customer_address: 'Rua das Flores, 10',
    items,
    payment_method: 'pix',
    scheduled_for: scheduled_for as string,
  });
}

async function orderCount(): Promise<number> {
  const { count } = await t.service.from('orders').select('id', { count: 'exact', head: true });
  return count ?? 0;
}

async function refused(code: string, scheduled_for: string | null): Promise<void> {
  const before = await orderCount();
  const { data, error } = await place(scheduled_for);
  expect(data).toBeNull();
  expect(error?.details, `${scheduled_for}: ${JSON.stringify(error)}`).toBe(code);
  expect(await orderCount()).toBe(before);
}

/** São Paulo's calendar date `days` after today, as yyyy-mm-dd. */
function spDate(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return d.toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
}
const spNoon = (days: number) => new Date(`${spDate(days)}T12:00:00-03:00`).toISOString();

describe('get_schedule_slots and place_order', () => {
  it('anon reads the slots; an order for one of them is stored with its time', async () => {
    const slots = await publicSlots();
    expect(slots.length).toBeGreaterThan(0);
    const first = slots[0]!;
    expect(new Date(first.starts_at).getTime()).toBeGreaterThanOrEqual(Date.now() + 59 * 60_000);
    expect(first.remaining).toBeNull();
    const { data, error } = await place(first.starts_at);
    expect(error).toBeNull();
    const row = data as { id: string; scheduled_for: string; status: string };
    expect(new Date(row.scheduled_for).toISOString()).toBe(new Date(first.starts_at).toISOString());
    expect(row.status).toBe('pending');
    const { data: tracked } = await t.anon.rpc('get_order_status', { order_id: row.id });
    expect(
      new Date((tracked as Array<{ scheduled_for: string }>)[0]!.scheduled_for).getTime(),
    ).toBe(new Date(first.starts_at).getTime());
  });

  it('refuses slot_invalid for any time the slots would not offer', async () => {
    await block(spDate(1));
    const slots = await publicSlots();
    const offered = new Date(slots[0]!.starts_at).getTime();
    await refused('slot_invalid', new Date(offered + 60_000).toISOString()); // misaligned
    await refused('slot_invalid', new Date(offered - 30 * 60_000).toISOString()); // inside the lead
    await refused('slot_invalid', spNoon(-1)); // past
    await refused('slot_invalid', spNoon(1)); // blocked
    await refused('slot_invalid', spNoon(3)); // beyond the days ahead
    await refused('slot_invalid', 'infinity');
    await settings({ scheduling_enabled: false });
    await refused('slot_invalid', slots[0]!.starts_at);
    expect(await publicSlots()).toEqual([]);
  });

  it('20 concurrent orders for the last 2 places: exactly 2 succeed, the rest slot_full', async () => {
    await settings({ scheduling_slot_capacity: 3 });
    const slot = (await publicSlots()).at(-1)!;
    expect(slot.remaining).toBe(3);
    expect((await place(slot.starts_at)).error).toBeNull();
    expect((await publicSlots()).at(-1)!.remaining).toBe(2);
    const before = await orderCount();
    const results = await Promise.all(Array.from({ length: 20 }, () => place(slot.starts_at)));
    const ok = results.filter((r) => r.error === null);
    expect(ok).toHaveLength(2);
    for (const r of results.filter((x) => x.error !== null)) {
      expect(r.error?.details).toBe('slot_full');
    }
    expect(await orderCount()).toBe(before + 2);
    expect((await publicSlots()).at(-1)!.remaining).toBe(0);
    // a cancelled order frees its place
    const { error } = await t.owner.rpc('set_order_status', {
      order_id: (ok[0]!.data as { id: string }).id,
      status: 'cancelled',
      reason: 'Cliente desistiu',
    });
    expect(error).toBeNull();
    expect((await publicSlots()).at(-1)!.remaining).toBe(1);
  }, 60_000);

  it('"agora" needs the shop open; a slot while closed only when the owner takes them', async () => {
    // open from two to six hours from now, every day: closed now
    const local = (ms: number) =>
      new Date(Date.now() + ms).toLocaleTimeString('en-GB', {
        timeZone: 'America/Sao_Paulo',
        hour: '2-digit',
        minute: '2-digit',
      });
    const opens = `${local(2 * 3_600_000).slice(0, 2)}:00`;
    const closes = `${local(6 * 3_600_000).slice(0, 2)}:00`;
    await hours([0, 1, 2, 3, 4, 5, 6].map((d) => [d, opens, closes] as [number, string, string]));
    await refused('shop_closed', null);
    expect(await publicSlots()).toEqual([]);
    await settings({ scheduling_when_closed: true });
    const slots = await publicSlots();
    expect(slots.length).toBeGreaterThan(0);
    await settings({ scheduling_when_closed: false });
    await refused('shop_closed', slots[0]!.starts_at);
    await settings({ scheduling_when_closed: true });
    expect((await place(slots[0]!.starts_at)).error).toBeNull();
    await refused('shop_closed', null);
  });

  it('refuses hostile arguments with a code, never a server error', async () => {
    for (const args of [
      { p_fulfillment: 'drone' },
      { p_fulfillment: 'delivery', p_days: 1000 },
      { p_fulfillment: 'delivery', p_days: 0 },
    ]) {
      const { error } = await t.anon.rpc('get_schedule_slots', args);
      expect(error?.code, JSON.stringify(args)).toBe('P0001');
    }
    for (const p_from of ['5874000-01-01', '4000-01-01 BC', 'infinity', '-infinity']) {
      const { data, error } = await t.anon.rpc('get_schedule_slots', {
        p_fulfillment: 'delivery',
        p_from,
      });
      expect(error, p_from).toBeNull();
      if (p_from.startsWith('5874') || p_from === 'infinity') expect(data).toEqual([]);
    }
  });

  it('only the owner changes the scheduling settings and blocked dates', async () => {
    const enabled = async () =>
      (await t.service.from('company_settings').select('scheduling_enabled').eq('id', 1).single())
        .data!.scheduling_enabled as boolean;
    await attendant.from('company_settings').update({ scheduling_enabled: false }).eq('id', 1);
    await t.anon.from('company_settings').update({ scheduling_enabled: false }).eq('id', 1);
    expect(await enabled()).toBe(true);
    for (const client of [attendant, t.anon]) {
      const { error } = await client.from('blocked_dates').insert({ date: spDate(3), reason: 'x' });
      expect(error).not.toBeNull();
    }
    const { error } = await t.owner
      .from('company_settings')
      .update({ scheduling_enabled: false, scheduling_slot_capacity: 5 })
      .eq('id', 1);
    expect(error).toBeNull();
    expect(await enabled()).toBe(false);
    expect(
      (await t.owner.from('blocked_dates').insert({ date: spDate(3), reason: 'Feriado' })).error,
    ).toBeNull();
    const { data } = await t.anon.from('blocked_dates').select('date, reason');
    expect(data).toEqual([{ date: spDate(3), reason: 'Feriado' }]);
    const bad = await t.owner
      .from('company_settings')
      .update({ scheduling_slot_minutes: 20 })
      .eq('id', 1);
    expect(bad.error).not.toBeNull();
    const far = await t.owner
      .from('company_settings')
      .update({ scheduling_days_ahead: 15 })
      .eq('id', 1);
    expect(far.error).not.toBeNull();
  });
});
