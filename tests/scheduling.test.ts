// Scheduled orders, decided by the server (docs/ordering-rules.md, "Pedidos agendados"): from the
// outside with the anon key, place_order takes only a slot get_schedule_slots offers
// (slot_invalid) with a place left (slot_full, under concurrency), and only the owner sets it up.
// How the slots follow the hours is in scheduling-slots.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './support/stack.ts';
import { useStack } from './support/fixture.ts';
import { useScheduling } from './support/scheduling.ts';

const t = useStack();
const { settings, hours, block, items } = useScheduling(t);
let attendant: TestClient;

beforeAll(async () => {
  attendant = (await t.addStaff('caixa', 'attendant', 'Caixa')).client;
});

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
    items: items(),
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
