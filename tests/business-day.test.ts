// The dashboard's "Hoje" and a driver's "Acerto do dia" count the shop's business day, as the
// reports do: the shop's time zone shifted by day_starts_at. A pizzeria's 00:30 order stays on the
// night it belongs to (docs/reports.md). Checked against the real clock: the start of the day is
// moved around "now", and orders are dated just before and just after it.
import { beforeAll, describe, expect, it } from 'vitest';
import { demoItems } from './support/stack.ts';
import { useStack } from './support/fixture.ts';
import { addDays, businessToday } from '../src/domain/reports/period.ts';

const t = useStack({ db: true });
let driverId: string;

async function placeAccepted(name: string): Promise<{ id: string; total_amount: number }> {
  const { data, error } = await t.anon.rpc('place_order', {
    customer_name: name,
    customer_phone: '(11) 98765-4321',
    customer_address: 'Rua das Flores, 10',
    items: await demoItems(t.anon),
    payment_method: 'cash',
  });
  if (error) throw new Error(`place_order: ${error.message}`);
  const order = data as { id: string; total_amount: number };
  const accepted = await t.owner.rpc('set_order_status', {
    order_id: order.id,
    status: 'processing',
  });
  if (accepted.error) throw new Error(`set_order_status: ${accepted.error.message}`);
  return order;
}

/** Today's summary as the dashboard reads it. */
async function todaySummary(): Promise<{ day: string; orders: number }> {
  const { data, error } = await t.owner.rpc('get_today_summary');
  expect(error).toBeNull();
  return data as { day: string; orders: number };
}

/** The shop's wall clock now plus `minutes`, as HH:mm (a day_starts_at value). */
async function shopClockIn(minutes: number): Promise<string> {
  const { rows } = await t.db.query(
    `select to_char((now() + make_interval(mins => $1)) at time zone 'America/Sao_Paulo', 'HH24:MI') as at`,
    [minutes],
  );
  return rows[0].at as string;
}

async function setDayStart(at: string) {
  await t.db.query(
    `update public.company_settings set timezone = 'America/Sao_Paulo', day_starts_at = $1 where id = 1`,
    [at],
  );
}

/** Dates an order's creation, and its delivery when delivered, `minutes` after today's start. */
async function dateFromDayStart(id: string, minutes: number) {
  const at = `(select private.business_day_start(private.business_day(now(), coalesce(s.timezone, 'America/Sao_Paulo'), s.day_starts_at::interval), coalesce(s.timezone, 'America/Sao_Paulo'), s.day_starts_at::interval) from public.company_settings s) + make_interval(mins => $2)`;
  await t.db.query(`update public.orders set created_at = ${at} where id = $1`, [id, minutes]);
  await t.db.query(
    `update public.order_events set created_at = ${at} where order_id = $1 and status = 'delivered'`,
    [id, minutes],
  );
}

beforeAll(async () => {
  const created = await t.owner.rpc('create_staff_member', {
    username: 'motodia',
    display_name: 'Moto do Dia',
    role: 'driver',
    password: 'senha-da-equipe-1',
  });
  if (created.error) throw new Error(`create_staff_member: ${created.error.message}`);
  driverId = (created.data as { user_id: string }).user_id;
});

describe('the business day of the dashboard and the settlement', () => {
  it('is still the day before when the day starts later than now', async () => {
    // The day starts an hour from now: it is, say, 00:30 with the day starting at 01:30.
    const start = await shopClockIn(60);
    await setDayStart(start);
    const expected = businessToday(new Date(), 'America/Sao_Paulo', start);
    const before = await todaySummary();
    expect(before.day).toBe(expected);
    await placeAccepted('Pedido da Madrugada');
    expect((await todaySummary()).orders).toBe(before.orders + 1);

    // The day started an hour ago: today is the shop's calendar day.
    const started = await shopClockIn(-60);
    await setDayStart(started);
    expect((await todaySummary()).day).toBe(
      businessToday(new Date(), 'America/Sao_Paulo', started),
    );
  });

  it('counts an order from the minute the day starts, not the minute before', async () => {
    await setDayStart('05:00');
    const base = (await todaySummary()).orders;
    const late = await placeAccepted('Último da Noite Anterior');
    await dateFromDayStart(late.id, -1);
    expect((await todaySummary()).orders).toBe(base);
    const early = await placeAccepted('Primeiro do Dia');
    await dateFromDayStart(early.id, 1);
    expect((await todaySummary()).orders).toBe(base + 1);
  });

  it("puts a delivery on the driver's settlement of the business day it happened in", async () => {
    await setDayStart('05:00');
    const order = await placeAccepted('Entrega Antes da Virada');
    for (const change of [
      () => t.owner.rpc('assign_driver', { order_id: order.id, driver_id: driverId }),
      () => t.owner.rpc('set_order_status', { order_id: order.id, status: 'out_for_delivery' }),
      () => t.owner.rpc('set_order_status', { order_id: order.id, status: 'delivered' }),
    ]) {
      const { error } = await change();
      expect(error).toBeNull();
    }
    // delivered the minute before today's business day started: yesterday's settlement
    await dateFromDayStart(order.id, -1);
    const { rows } = await t.db.query(
      `select private.business_day(now(), coalesce(s.timezone, 'America/Sao_Paulo'), s.day_starts_at::interval)::text as day from public.company_settings s`,
    );
    const today = rows[0].day as string;
    const settle = async (day: string) => {
      const { data, error } = await t.owner.rpc('get_driver_settlement', {
        driver_id: driverId,
        day,
      });
      expect(error).toBeNull();
      return data as { deliveries: number; orders: Array<{ id: string }> };
    };
    expect((await settle(today)).orders.map((o) => o.id)).not.toContain(order.id);
    expect((await settle(addDays(today, -1))).orders.map((o) => o.id)).toContain(order.id);

    // a minute after the start: today's
    await dateFromDayStart(order.id, 1);
    expect((await settle(today)).orders.map((o) => o.id)).toContain(order.id);
  });
});
