// Reports and customers from the outside (docs/reports.md): a hand-built week of orders with known
// answers, inserted straight into the database with explicit times and timelines, read through
// get_sales_report and get_customers as each role. The shop is in America/Sao_Paulo (UTC-3).
import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { type TestClient } from './support/stack.ts';
import { useStack } from './support/fixture.ts';
import { nonStaffClient } from './support/users.ts';

const t = useStack({ db: true });
const members: Record<string, TestClient> = {};
const PIZZA = randomUUID();
const SODA = randomUUID();
const BURGER = randomUUID();
const CALABRESA = randomUUID();
const MARGUERITA = randomUUID();
const BACON = randomUUID();
let centro: string;

interface Order {
  at: string; // the shop's local time
  status: string;
  name: string;
  phone: string;
  total: number;
  fee?: number;
  discount?: number;
  payment?: string;
  fulfillment?: string;
  zone?: string | null;
  items?: unknown[];
  reason?: string;
  events?: Array<[string, string]>; // [status, local time]; default: the status at `at`
}

const local = (at: string) => `${at}:00-03:00`;

async function insertOrder(order: Order): Promise<void> {
  const items = order.items ?? [];
  const subtotal = order.total - (order.fee ?? 0) + (order.discount ?? 0);
  const { rows } = await t.db.query<{ id: string }>(
    `insert into public.orders (customer_name, customer_phone, customer_address, items, subtotal,
       delivery_fee, discount, total_amount, payment_method, status, created_at, fulfillment,
       delivery_zone_id, cancel_reason)
     values ($1, $2, 'Rua das Flores, 10', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     returning id`,
    [
      order.name,
      order.phone,
      JSON.stringify(items),
      subtotal,
      order.fee ?? 0,
      order.discount ?? 0,
      order.total,
      order.payment ?? 'pix',
      order.status,
      local(order.at),
      order.fulfillment ?? 'delivery',
      order.zone ?? null,
      order.reason ?? null,
    ],
  );
  for (const [status, at] of order.events ?? [[order.status, order.at]]) {
    await t.db.query(
      'insert into public.order_events (order_id, status, created_at) values ($1, $2, $3)',
      [rows[0]!.id, status, local(at)],
    );
  }
}

const pizzaLine = {
  product_id: PIZZA,
  name: 'Pizza Grande',
  price: 45,
  quantity: 1,
  options: [
    {
      option_id: CALABRESA,
      group: 'Sabores',
      pricing: 'max',
      name: 'Calabresa',
      price: 40,
      quantity: 1,
    },
    {
      option_id: MARGUERITA,
      group: 'Sabores',
      pricing: 'max',
      name: 'Marguerita',
      price: 45,
      quantity: 1,
    },
  ],
};
const sodaLine = (quantity: number) => ({
  product_id: SODA,
  name: 'Refrigerante',
  price: 10,
  quantity,
  options: [],
});
const burgerLine = {
  product_id: BURGER,
  name: 'Burger da Casa',
  price: 20,
  quantity: 1,
  options: [
    { option_id: BACON, group: 'Adicionais', pricing: 'sum', name: 'Bacon', price: 3, quantity: 2 },
  ],
};

const MARIA = '(11) 91111-1111';
const JOAO = '(21) 92222-2222';
const ANA = '(31) 93333-3333';
const BRUNO = '(41) 94444-4444';

async function report(from: string, to: string, client = t.owner) {
  const { data, error } = await client.rpc('get_sales_report', { p_from: from, p_to: to });
  if (error) throw new Error(`get_sales_report: ${error.message}`);
  return data as Record<string, unknown> & {
    summary: Record<string, number>;
    previous: Record<string, number>;
    by_day: Array<{ day: string; orders: number; revenue: number }>;
    payments: Array<{ method: string; orders: number; revenue: number }>;
  };
}

async function customers(args: Record<string, unknown>, client = t.owner) {
  const { data, error } = await client.rpc('get_customers', args);
  if (error) throw new Error(`get_customers: ${error.message}`);
  return data as Array<Record<string, unknown> & { name: string; total_count: number }>;
}

beforeAll(async () => {
  Object.assign(members, await t.addTeam());
  // the rate limit and the "placed" event trigger stay out of the way: times and timelines are ours.
  await t.db.query('set session_replication_role = replica');
  await t.db.query('delete from public.orders');
  await t.db.query(
    `insert into public.products (id, name, price) values
       ($1, 'Pizza Grande', 45), ($2, 'Refrigerante', 10), ($3, 'Burger da Casa', 14)`,
    [PIZZA, SODA, BURGER],
  );
  const zone = await t.db.query<{ id: string }>(
    "insert into public.delivery_zones (name, fee) values ('Centro', 5) returning id",
  );
  centro = zone.rows[0]!.id;
  const orders: Order[] = [
    // the week before (2026-03-02 .. 03-08)
    { at: '2026-03-05 12:00', status: 'delivered', name: 'Maria', phone: MARIA, total: 20 },
    // the week of 2026-03-09 (monday) .. 03-15
    {
      at: '2026-03-09 12:00',
      status: 'delivered',
      name: 'Maria',
      phone: MARIA,
      total: 50,
      fee: 5,
      zone: centro,
      items: [pizzaLine],
      events: [
        ['pending', '2026-03-09 12:00'],
        ['processing', '2026-03-09 12:10'],
        ['out_for_delivery', '2026-03-09 12:40'],
        ['delivered', '2026-03-09 13:00'],
      ],
    },
    {
      at: '2026-03-11 00:30', // the night of tuesday 03-10
      status: 'delivered',
      name: 'João',
      phone: JOAO,
      total: 30,
      payment: 'cash',
      fulfillment: 'pickup',
      items: [sodaLine(3)],
      events: [
        ['pending', '2026-03-11 00:30'],
        ['processing', '2026-03-11 00:35'],
        ['ready_for_pickup', '2026-03-11 00:50'],
        ['delivered', '2026-03-11 01:00'],
      ],
    },
    {
      at: '2026-03-12 20:00',
      status: 'processing',
      name: 'Maria Souza',
      phone: MARIA,
      total: 40,
      fee: 5,
      discount: 5,
      payment: 'credit',
      zone: centro,
      items: [sodaLine(4)],
      events: [
        ['pending', '2026-03-12 20:00'],
        ['processing', '2026-03-12 20:20'],
      ],
    },
    { at: '2026-03-12 21:00', status: 'pending', name: 'Ana', phone: ANA, total: 100 },
    {
      at: '2026-03-13 19:00',
      status: 'cancelled',
      name: 'Pedro',
      phone: '(51) 95555-5555',
      total: 70,
      reason: 'Cliente desistiu',
      events: [
        ['pending', '2026-03-13 19:00'],
        ['cancelled', '2026-03-13 19:05'],
      ],
    },
    {
      at: '2026-03-14 13:00', // auto-accepted: no pending step
      status: 'out_for_delivery',
      name: 'Ana',
      phone: ANA,
      total: 27,
      fee: 7,
      items: [burgerLine],
      events: [
        ['processing', '2026-03-14 13:00'],
        ['out_for_delivery', '2026-03-14 13:30'],
      ],
    },
    // across the february/march boundary
    { at: '2026-01-28 23:00', status: 'delivered', name: 'Bruno', phone: BRUNO, total: 11 },
    { at: '2026-01-29 10:00', status: 'delivered', name: 'Bruno', phone: BRUNO, total: 13 },
    { at: '2026-03-01 03:00', status: 'delivered', name: 'Bruno', phone: BRUNO, total: 17 },
  ];
  for (const order of orders) await insertOrder(order);
  await t.db.query('set session_replication_role = origin');
});

describe('get_sales_report', () => {
  it('sums the week: revenue only from orders accepted or later, cancellations apart', async () => {
    const week = await report('2026-03-09', '2026-03-15');
    expect(week.summary).toEqual({
      orders: 4,
      revenue: 147,
      average_ticket: 36.75,
      discounts: 5,
      delivery_fees: 17,
      cancelled_orders: 1,
      cancelled_amount: 70,
      new_customers: 2,
      returning_customers: 1,
    });
    expect(week.previous).toMatchObject({ orders: 1, revenue: 20, new_customers: 1 });
    expect(week).toMatchObject({ previous_from: '2026-03-02', previous_to: '2026-03-08' });
    expect(week.cancellations).toEqual([{ reason: 'Cliente desistiu', orders: 1, amount: 70 }]);
  });

  it('gives every day of the range, zero-sale days as zeros, adding up to the total', async () => {
    const week = await report('2026-03-09', '2026-03-15');
    expect(week.by_day).toEqual([
      { day: '2026-03-09', orders: 1, revenue: 50 },
      { day: '2026-03-10', orders: 1, revenue: 30 },
      { day: '2026-03-11', orders: 0, revenue: 0 },
      { day: '2026-03-12', orders: 1, revenue: 40 },
      { day: '2026-03-13', orders: 0, revenue: 0 },
      { day: '2026-03-14', orders: 1, revenue: 27 },
      { day: '2026-03-15', orders: 0, revenue: 0 },
    ]);
    const sum = (rows: Array<{ revenue: number }>) => rows.reduce((t, r) => t + r.revenue, 0);
    expect(sum(week.by_day)).toBe(week.summary.revenue);
    expect(sum(week.payments)).toBe(week.summary.revenue);
    expect(week.payments).toEqual([
      { method: 'pix', orders: 2, revenue: 77 },
      { method: 'credit', orders: 1, revenue: 40 },
      { method: 'cash', orders: 1, revenue: 30 },
    ]);
    expect(week.channels).toEqual([{ channel: 'online', orders: 4, revenue: 147 }]);
    expect(week.fulfillment).toEqual([
      { fulfillment: 'delivery', orders: 3, revenue: 117, delivery_fees: 17 },
      { fulfillment: 'pickup', orders: 1, revenue: 30, delivery_fees: 0 },
    ]);
    expect(week.zones).toEqual([
      { zone_id: centro, name: 'Centro', orders: 2, revenue: 90, delivery_fees: 10 },
      { zone_id: null, name: null, orders: 1, revenue: 27, delivery_fees: 7 },
    ]);
    expect(week.by_weekday_hour).toEqual([
      { weekday: 1, hour: 12, orders: 1, revenue: 50 },
      { weekday: 2, hour: 0, orders: 1, revenue: 30 },
      { weekday: 4, hour: 20, orders: 1, revenue: 40 },
      { weekday: 6, hour: 13, orders: 1, revenue: 27 },
    ]);
  });

  it('puts an order at 00:30 on the day before with day_starts_at 05:00, on its own day with 00:00', async () => {
    expect((await report('2026-03-10', '2026-03-10')).summary.orders).toBe(1);
    expect((await report('2026-03-11', '2026-03-11')).summary.orders).toBe(0);
    await t.db.query("update public.company_settings set day_starts_at = '00:00' where id = 1");
    try {
      expect((await report('2026-03-10', '2026-03-10')).summary.orders).toBe(0);
      expect((await report('2026-03-11', '2026-03-11')).summary).toMatchObject({
        orders: 1,
        revenue: 30,
      });
    } finally {
      await t.db.query("update public.company_settings set day_starts_at = '05:00' where id = 1");
    }
  });

  it('compares with the equal period before, across a month boundary', async () => {
    // march has 31 days: the period before is 2026-01-29 .. 02-28, and 03-01 03:00 is still 02-28.
    const march = await report('2026-03-01', '2026-03-31');
    expect(march).toMatchObject({ previous_from: '2026-01-29', previous_to: '2026-02-28' });
    expect(march.previous).toMatchObject({
      orders: 2,
      revenue: 30,
      new_customers: 0,
      returning_customers: 1,
    });
    expect(march.summary).toMatchObject({ orders: 5, revenue: 167 });
  });

  it('reads products and complementos from the snapshots, halves of a pizza as 0.5', async () => {
    const before = await report('2026-03-09', '2026-03-15');
    expect(before.products).toEqual([
      { product_id: SODA, name: 'Refrigerante', quantity: 7, revenue: 70 },
      { product_id: PIZZA, name: 'Pizza Grande', quantity: 1, revenue: 45 },
      { product_id: BURGER, name: 'Burger da Casa', quantity: 1, revenue: 20 },
    ]);
    expect(before.options).toEqual([
      { option_id: CALABRESA, name: 'Calabresa', group: 'Sabores', quantity: 0.5, revenue: 22.5 },
      { option_id: MARGUERITA, name: 'Marguerita', group: 'Sabores', quantity: 0.5, revenue: 22.5 },
      { option_id: BACON, name: 'Bacon', group: 'Adicionais', quantity: 2, revenue: 6 },
    ]);
    expect(before.step_minutes).toEqual([
      { step: 'accepted', orders: 3, median: 10, p90: 18 },
      { step: 'ready', orders: 3, median: 30, p90: 30 },
      { step: 'delivered', orders: 2, median: 15, p90: 19 },
      { step: 'total', orders: 2, median: 45, p90: 57 },
    ]);
    // a price edit, a rename and a deletion change nothing in the past.
    await t.db.query("update public.products set price = 99, name = 'Refri Lata' where id = $1", [
      SODA,
    ]);
    await t.db.query('delete from public.products where id = $1', [BURGER]);
    const after = await report('2026-03-09', '2026-03-15');
    expect(after.products).toEqual(before.products);
    expect(after.summary).toEqual(before.summary);
  });

  it('refuses a period that ends before it starts', async () => {
    const { error } = await t.owner.rpc('get_sales_report', {
      p_from: '2026-03-10',
      p_to: '2026-03-09',
    });
    expect(error).toMatchObject({ code: 'P0001', details: 'invalid_period' });
  });

  it('gives nothing to anon, a non-staff account, the attendant, the kitchen or a driver', async () => {
    const args = { p_from: '2026-03-09', p_to: '2026-03-15' };
    const anonCall = await t.anon.rpc('get_sales_report', args);
    expect(anonCall.data).toBeNull();
    expect(anonCall.error).toMatchObject({ code: '42501' });
    const outsider = await nonStaffClient(t.stack);
    expect((await outsider.rpc('get_sales_report', args)).error).toMatchObject({
      details: 'not_staff',
    });
    for (const role of ['attendant', 'kitchen', 'driver']) {
      const call = await members[role]!.rpc('get_sales_report', args);
      expect(call.data).toBeNull();
      expect(call.error).toMatchObject({ code: '42501', details: 'forbidden' });
    }
  });
});

describe('get_customers', () => {
  it('lists customers by phone with their orders accepted or later, sorted three ways', async () => {
    const recent = await customers({});
    expect(recent.map((c) => c.name)).toEqual(['Ana', 'Maria Souza', 'João', 'Bruno']);
    expect(recent[1]).toMatchObject({
      phone_digits: '11911111111',
      phone: MARIA,
      orders: 3,
      total_spent: 110,
      average_ticket: 36.67,
      first_order_at: '2026-03-05T15:00:00+00:00',
      last_order_at: '2026-03-12T23:00:00+00:00',
      total_count: 4,
    });
    const value = await customers({ p_order: 'value' });
    expect(value.map((c) => c.name)).toEqual(['Maria Souza', 'Bruno', 'João', 'Ana']);
    const frequent = await customers({ p_order: 'frequent' });
    expect(frequent.map((c) => c.name)).toEqual(['Maria Souza', 'Bruno', 'Ana', 'João']);
  });

  it('searches by name or phone digits, pages with a total, and keeps those gone 30 days', async () => {
    expect((await customers({ p_search: 'mar' })).map((c) => c.name)).toEqual(['Maria Souza']);
    expect((await customers({ p_search: '92222' })).map((c) => c.name)).toEqual(['João']);
    const page = await customers({ p_limit: 2, p_offset: 2 });
    expect(page.map((c) => c.name)).toEqual(['João', 'Bruno']);
    expect(page[0]!.total_count).toBe(4);
    await t.db.query('set session_replication_role = replica');
    await t.db.query(
      `insert into public.orders (customer_name, customer_phone, customer_address, total_amount, status, created_at)
       values ('Carla', '(61) 96666-6666', 'Rua B, 2', 15, 'delivered', now() - interval '2 days')`,
    );
    await t.db.query('set session_replication_role = origin');
    const gone = await customers({ p_inactive_days: 30 });
    expect(gone.map((c) => c.name)).not.toContain('Carla');
    expect(gone).toHaveLength(4);
    expect((await customers({})).map((c) => c.name)[0]).toBe('Carla');
  });

  it('is read by the attendant, never by anon, the kitchen or a driver', async () => {
    expect(await customers({}, members.attendant!)).toHaveLength(5);
    const anonCall = await t.anon.rpc('get_customers', {});
    expect(anonCall.data).toBeNull();
    expect(anonCall.error).toMatchObject({ code: '42501' });
    for (const role of ['kitchen', 'driver']) {
      const call = await members[role]!.rpc('get_customers', {});
      expect(call.data).toBeNull();
      expect(call.error).toMatchObject({ code: '42501', details: 'forbidden' });
    }
  });

  it('answers a page of at most 50; the whole list is the owner’s export, as the screen sorts it', async () => {
    // 60 more customers, older than the others (last in "recent").
    await t.db.query(
      `insert into public.orders (customer_name, customer_phone, customer_address, total_amount, status, created_at)
       select 'Cliente ' || g, '(51) 98888-' || lpad(g::text, 4, '0'), 'Rua C, ' || g, 10 + g, 'delivered',
              timestamptz '2026-02-01 12:00-03' + g * interval '1 hour'
         from generate_series(1, 60) g`,
    );
    const page = await customers({ p_limit: 1000 });
    expect(page).toHaveLength(50);
    expect(page[0]!.total_count).toBe(65);
    expect(await customers({ p_limit: 1000 }, members.attendant!)).toHaveLength(50);
    const rest = await customers({ p_limit: 50, p_offset: 50 }, members.attendant!);
    expect(rest).toHaveLength(15);

    const all = await t.owner.rpc('export_customers', {});
    expect(all.error).toBeNull();
    const list = all.data as Array<Record<string, unknown>>;
    expect(list).toHaveLength(65);
    expect(list).toEqual(
      [...page, ...rest].map((row) => {
        const { total_count, ...fields } = row;
        expect(total_count).toBe(65);
        return fields;
      }),
    );
    const byValue = (await t.owner.rpc('export_customers', { p_order: 'value', p_search: 'mar' }))
      .data as Array<{ name: string }>;
    expect(byValue.map((c) => c.name)).toEqual(['Maria Souza']);
    const valued = (await t.owner.rpc('export_customers', { p_order: 'value' })).data as Array<{
      total_spent: number;
    }>;
    expect(valued.map((c) => c.total_spent)).toEqual(
      list.map((c) => c.total_spent as number).sort((a, b) => b - a),
    );
    const gone = (await t.owner.rpc('export_customers', { p_inactive_days: 30 })).data as unknown[];
    expect(gone).toHaveLength(64);
  });

  it('refuses the export to the attendant, the kitchen, a driver, anon and a non-staff account', async () => {
    for (const role of ['attendant', 'kitchen', 'driver']) {
      const call = await members[role]!.rpc('export_customers', {});
      expect(call.data).toBeNull();
      expect(call.error).toMatchObject({ code: '42501', details: 'forbidden' });
    }
    const anonCall = await t.anon.rpc('export_customers', {});
    expect(anonCall.data).toBeNull();
    expect(anonCall.error).toMatchObject({ code: '42501' });
    const outsider = await (await nonStaffClient(t.stack)).rpc('export_customers', {});
    expect(outsider.data).toBeNull();
    expect(outsider.error).toMatchObject({ code: '42501', details: 'not_staff' });
  });
});
