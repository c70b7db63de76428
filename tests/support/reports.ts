// The reports test files' shared ground (tests/reports*.test.ts): a hand-built week of orders with
// known answers, inserted straight into the database with explicit times and timelines before the
// tests, a member of each role in `members`, and helpers that read get_sales_report and
// get_customers as a given client. The shop is in America/Sao_Paulo (UTC-3).
import { randomUUID } from 'node:crypto';
import { beforeAll } from 'vitest';
import type { StackFile } from './fixture.ts';
import type { TestClient } from './stack.ts';

export const PIZZA = randomUUID();
export const SODA = randomUUID();
export const BURGER = randomUUID();
export const CALABRESA = randomUUID();
export const MARGUERITA = randomUUID();
export const BACON = randomUUID();

export const MARIA = '(11) 91111-1111';
export const JOAO = '(21) 92222-2222';
export const ANA = '(31) 93333-3333';
export const BRUNO = '(41) 94444-4444';

/** Registers the file's set-up (the file's stack `t` needs db) and gives its helpers. */
export function useReports(t: StackFile) {
  const members: Record<string, TestClient> = {};
  const world = { centro: '' };

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
      {
        option_id: BACON,
        group: 'Adicionais',
        pricing: 'sum',
        name: 'Bacon',
        price: 3,
        quantity: 2,
      },
    ],
  };

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
    world.centro = zone.rows[0]!.id;
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
        zone: world.centro,
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
        zone: world.centro,
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

  return { members, world, report, customers };
}
