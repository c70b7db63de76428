// Reports from the outside (docs/reports.md): a hand-built week of orders with known answers,
// read through get_sales_report as each role. Customers are in reports-customers.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { useStack } from './support/fixture.ts';
import { nonStaffClient } from './support/users.ts';
import {
  BACON,
  BURGER,
  CALABRESA,
  MARGUERITA,
  PIZZA,
  SODA,
  useReports,
} from './support/reports.ts';

const t = useStack({ db: true });
const { members, world, report } = useReports(t);
let centro: string;
beforeAll(() => {
  ({ centro } = world);
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
