// The reports' rollups (docs/reports.md): kept exact by triggers as orders come, change status and
// go, and rebuilt when the business day moves. Orders are inserted with explicit times (the shop is
// in America/Sao_Paulo, UTC-3) and changed through set_order_status as the owner; after each
// change the report must equal one computed from scratch (private.report_rebuild()).
import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { useStack } from './support/fixture.ts';

const t = useStack({ db: true });
const PIZZA = randomUUID();
const CALABRESA = randomUUID();
const MARGUERITA = randomUUID();

const local = (at: string) => `${at}:00-03:00`;
const pizza = (name = 'Pizza Grande') => ({
  product_id: PIZZA,
  name,
  price: 45,
  quantity: 2,
  options: [
    { option_id: CALABRESA, group: 'Sabores', pricing: 'max', name: 'Calabresa', price: 40 },
    { option_id: MARGUERITA, group: 'Sabores', pricing: 'max', name: 'Marguerita', price: 45 },
  ],
});

async function insertOrder(
  at: string,
  status: string,
  phone: string,
  total: number,
  extra: { name?: string; items?: unknown[]; payment?: string } = {},
): Promise<string> {
  const { rows } = await t.db.query<{ id: string }>(
    `insert into public.orders (customer_name, customer_phone, customer_address, items, subtotal,
       delivery_fee, discount, total_amount, payment_method, status, created_at)
     values ($1, $2, 'Rua das Flores, 10', $3, $4, 0, 0, $4, $5, $6, $7) returning id`,
    [
      extra.name ?? 'Cliente',
      phone,
      JSON.stringify(extra.items ?? [pizza()]),
      total,
      extra.payment ?? 'pix',
      status,
      local(at),
    ],
  );
  return rows[0]!.id;
}

async function report(from: string, to: string) {
  const { data, error } = await t.owner.rpc('get_sales_report', { p_from: from, p_to: to });
  if (error) throw new Error(`get_sales_report: ${error.message}`);
  return data as Record<string, unknown> & {
    summary: Record<string, number>;
    by_day: Array<{ day: string; orders: number; revenue: number }>;
    products: Array<{ name: string; quantity: number; revenue: number }>;
    payments: Array<{ method: string; orders: number; revenue: number }>;
  };
}

async function customers() {
  const { data, error } = await t.owner.rpc('get_customers', { p_order: 'recent' });
  if (error) throw new Error(`get_customers: ${error.message}`);
  return data as Array<{ phone_digits: string; name: string; orders: number; total_spent: number }>;
}

async function setStatus(id: string, status: string, reason?: string): Promise<void> {
  const { error } = await t.owner.rpc('set_order_status', { order_id: id, status, reason });
  if (error) throw new Error(`set_order_status ${status}: ${error.message}`);
}

const ROLLUPS = [
  'report_days',
  'report_day_hours',
  'report_day_mix',
  'report_day_cancellations',
  'report_day_products',
  'report_day_options',
  'report_order_customers',
  'report_customers',
  'report_order_steps',
];

/** Every rollup table's rows, in a stable order (the triggers' path and the rebuild's must agree). */
async function rollupRows(): Promise<Record<string, unknown[]>> {
  const tables: Record<string, unknown[]> = {};
  for (const table of ROLLUPS) {
    // a day whose orders all left keeps a row of zeros; a rebuild has none
    const where = table === 'report_days' ? 'where r.orders <> 0 or r.cancelled_orders <> 0' : '';
    const { rows } = await t.db.query<{ row: string }>(
      `select to_jsonb(r) - 'lookup' as row from private.${table} r ${where} order by 1`,
    );
    tables[table] = rows.map((r) => r.row);
  }
  return tables;
}

/**
 * The report, the customers and every rollup row as the triggers left them equal the ones rebuilt
 * from scratch.
 */
async function expectSameAsRebuilt(from: string, to: string): Promise<void> {
  const kept = { report: await report(from, to), customers: await customers() };
  const rows = await rollupRows();
  await t.db.query('select private.report_rebuild()');
  expect({ report: await report(from, to), customers: await customers() }).toEqual(kept);
  expect(await rollupRows()).toEqual(rows);
}

beforeAll(async () => {
  await t.db.query('delete from public.orders');
});

describe('the reports rollups', () => {
  it('moves revenue out when an accepted order is cancelled, and the customer with it', async () => {
    const first = await insertOrder('2026-04-06 12:00', 'processing', '(11) 97777-0001', 90, {
      name: 'Carla',
    });
    await insertOrder('2026-04-06 13:00', 'processing', '(11) 97777-0002', 50, { name: 'Davi' });
    let day = await report('2026-04-06', '2026-04-06');
    expect(day.summary).toMatchObject({ orders: 2, revenue: 140, cancelled_orders: 0 });
    expect(day.products).toEqual([
      expect.objectContaining({ name: 'Pizza Grande', quantity: 4, revenue: 180 }),
    ]);
    expect((await customers()).map((c) => c.name)).toEqual(['Davi', 'Carla']);

    await setStatus(first, 'cancelled', 'Sem entregador');
    day = await report('2026-04-06', '2026-04-06');
    expect(day.summary).toMatchObject({
      orders: 1,
      revenue: 50,
      cancelled_orders: 1,
      cancelled_amount: 90,
      new_customers: 1,
    });
    expect(day.by_day).toEqual([{ day: '2026-04-06', orders: 1, revenue: 50 }]);
    expect(day.products).toEqual([
      expect.objectContaining({ name: 'Pizza Grande', quantity: 2, revenue: 90 }),
    ]);
    expect(day.cancellations).toEqual([{ reason: 'Sem entregador', orders: 1, amount: 90 }]);
    expect((await customers()).map((c) => c.name)).toEqual(['Davi']);
    await expectSameAsRebuilt('2026-04-01', '2026-04-10');
  });

  it('adds an order when it is accepted, and its timeline as it moves on', async () => {
    const id = await insertOrder('2026-04-07 19:00', 'pending', '(11) 97777-0003', 60, {
      name: 'Elisa',
      payment: 'cash',
    });
    expect((await report('2026-04-07', '2026-04-07')).summary.orders).toBe(0);
    await setStatus(id, 'processing');
    await setStatus(id, 'out_for_delivery');
    const day = await report('2026-04-07', '2026-04-07');
    expect(day.summary).toMatchObject({ orders: 1, revenue: 60 });
    expect(day.payments).toEqual([{ method: 'cash', orders: 1, revenue: 60 }]);
    expect(day.step_minutes).toEqual([
      expect.objectContaining({ step: 'accepted', orders: 1 }),
      expect.objectContaining({ step: 'ready', orders: 1 }),
    ]);
    await expectSameAsRebuilt('2026-04-01', '2026-04-10');
  });

  it('re-buckets every order when day_starts_at changes, and a deleted order leaves', async () => {
    const late = await insertOrder('2026-04-09 01:30', 'delivered', '(11) 97777-0004', 35, {
      items: [pizza('Pizza Grande (nova)')],
    });
    expect((await report('2026-04-08', '2026-04-08')).by_day).toEqual([
      { day: '2026-04-08', orders: 1, revenue: 35 },
    ]);
    await t.db.query("update public.company_settings set day_starts_at = '01:00' where id = 1");
    try {
      expect((await report('2026-04-08', '2026-04-09')).by_day).toEqual([
        { day: '2026-04-08', orders: 0, revenue: 0 },
        { day: '2026-04-09', orders: 1, revenue: 35 },
      ]);
      await expectSameAsRebuilt('2026-04-01', '2026-04-10');
    } finally {
      await t.db.query("update public.company_settings set day_starts_at = '05:00' where id = 1");
    }
    expect((await report('2026-04-06', '2026-04-08')).products).toEqual([
      expect.objectContaining({ name: 'Pizza Grande (nova)', quantity: 6, revenue: 270 }),
    ]);
    await t.db.query('delete from public.orders where id = $1', [late]);
    const days = await report('2026-04-06', '2026-04-08');
    expect(days.products).toEqual([
      expect.objectContaining({ name: 'Pizza Grande', quantity: 4, revenue: 180 }),
    ]);
    expect((await customers()).some((c) => c.phone_digits === '11977770004')).toBe(false);
    await expectSameAsRebuilt('2026-04-01', '2026-04-10');
  });

  it('stays exact when orders of the same day are accepted and cancelled at once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      ids.push(
        await insertOrder(`2026-04-10 12:0${i}`, 'pending', `(11) 96666-000${i}`, 10 + i, {
          payment: i % 2 ? 'cash' : 'pix',
        }),
      );
    }
    await Promise.all(ids.map((id) => setStatus(id, 'processing')));
    expect((await report('2026-04-10', '2026-04-10')).summary).toMatchObject({
      orders: 8,
      revenue: 108,
      new_customers: 8,
    });
    await Promise.all(ids.slice(0, 4).map((id) => setStatus(id, 'cancelled', 'Cliente desistiu')));
    expect((await report('2026-04-10', '2026-04-10')).summary).toMatchObject({
      orders: 4,
      revenue: 62,
      cancelled_orders: 4,
      cancelled_amount: 46,
      new_customers: 4,
    });
    await expectSameAsRebuilt('2026-04-01', '2026-04-10');
  });

  it('moves the days, not the step minutes, when the time zone changes and changes back', async () => {
    const steps = async () =>
      (await report('2026-04-01', '2026-04-10')).step_minutes as Array<Record<string, number>>;
    const before = await steps();
    expect(before.length).toBeGreaterThan(0);
    const setTimezone = (timezone: string) =>
      t.db.query('update public.company_settings set timezone = $1 where id = 1', [timezone]);
    try {
      // Manaus is an hour behind São Paulo: the 01:30 order of the 9th (São Paulo) moves again.
      await setTimezone('America/Manaus');
      expect(await steps()).toEqual(before);
      await expectSameAsRebuilt('2026-04-01', '2026-04-10');
    } finally {
      await setTimezone('America/Sao_Paulo');
    }
    expect(await steps()).toEqual(before);
    await expectSameAsRebuilt('2026-04-01', '2026-04-10');
  });

  it('stays exact when orders are accepted while the day start changes', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      ids.push(await insertOrder(`2026-04-08 0${i}:30`, 'pending', `(11) 95555-000${i}`, 20 + i));
    }
    const other = new pg.Client({ connectionString: t.stack.databaseUrl });
    await other.connect();
    try {
      await Promise.all([
        ...ids.map((id) => setStatus(id, 'processing')),
        other.query("update public.company_settings set day_starts_at = '03:00' where id = 1"),
      ]);
      await expectSameAsRebuilt('2026-04-01', '2026-04-10');
    } finally {
      await other.query("update public.company_settings set day_starts_at = '05:00' where id = 1");
      await other.end();
    }
    await expectSameAsRebuilt('2026-04-01', '2026-04-10');
  });

  it('empties with the orders when they are truncated', async () => {
    await t.db.query('truncate public.orders cascade');
    expect((await report('2026-04-01', '2026-04-10')).summary).toMatchObject({
      orders: 0,
      revenue: 0,
      cancelled_orders: 0,
    });
    expect(await customers()).toEqual([]);
  });
});
