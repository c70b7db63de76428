// The dashboard aggregates over orders placed through place_order, as the admin reads them.
import { describe, expect, it } from 'vitest';
import { useStack } from './support/fixture.ts';
import { COXINHA, BRIGADEIRO, placeOrderKit, type OrderLine } from './support/place-order.ts';

const t = useStack();
const { placeOrder } = placeOrderKit(t);

describe('dashboard aggregates', () => {
  type Stats = {
    total: number;
    pending: number;
    processing: number;
    out_for_delivery: number;
    ready_for_pickup: number;
    delivered: number;
    cancelled: number;
    delivered_today: number;
  };
  async function stats(): Promise<Stats> {
    const { data, error } = await t.owner.rpc('get_order_stats');
    expect(error).toBeNull();
    return data as Stats;
  }

  it('counts orders by status, and a status change moves the counts', async () => {
    const { data: all } = await t.owner.from('orders').select('status');
    const counted = (status: string) => all!.filter((o) => o.status === status).length;
    const start = await stats();
    expect(start).toMatchObject({
      total: all!.length,
      pending: counted('pending'),
      processing: counted('processing'),
      out_for_delivery: counted('out_for_delivery'),
      ready_for_pickup: counted('ready_for_pickup'),
      delivered: counted('delivered'),
      cancelled: counted('cancelled'),
    });

    const placed = [await placeOrder(), await placeOrder(), await placeOrder()];
    expect(await stats()).toMatchObject({ total: start.total + 3, pending: start.pending + 3 });

    await t.owner.rpc('set_order_status', { order_id: placed[0]!.id, status: 'delivered' });
    await t.owner.rpc('set_order_status', {
      order_id: placed[1]!.id,
      status: 'cancelled',
      reason: 'Cliente desistiu',
    });
    expect(await stats()).toEqual({
      total: start.total + 3,
      pending: start.pending + 1,
      processing: start.processing,
      out_for_delivery: start.out_for_delivery,
      ready_for_pickup: start.ready_for_pickup,
      delivered: start.delivered + 1,
      cancelled: start.cancelled + 1,
      delivered_today: start.delivered_today + 1,
    });
  });

  it('ranks this week’s products by quantity sold, leaving out cancelled orders', async () => {
    await placeOrder({
      items: [
        { product_id: BRIGADEIRO, quantity: 99 },
        { product_id: COXINHA, quantity: 1 },
      ],
    });
    const cancelled = await placeOrder({ items: [{ product_id: COXINHA, quantity: 99 }] });
    await t.owner.rpc('set_order_status', {
      order_id: cancelled.id,
      status: 'cancelled',
      reason: 'Produto esgotado',
    });

    // What the admin's own orders say, summed by hand.
    const { data: orders } = await t.owner
      .from('orders')
      .select('items, status')
      .neq('status', 'cancelled');
    const expected = new Map<string, number>();
    for (const o of orders!)
      for (const line of o.items as OrderLine[])
        expected.set(line.product_id, (expected.get(line.product_id) ?? 0) + line.quantity);

    const { data, error } = await t.owner.rpc('get_top_products', { max_rows: 100 });
    expect(error).toBeNull();
    const top = data as Array<{
      product_id: string;
      name: string;
      quantity: number;
      revenue: number;
    }>;
    expect(top[0]).toMatchObject({
      product_id: BRIGADEIRO,
      name: 'Brigadeiro Gourmet',
      quantity: expected.get(BRIGADEIRO),
    });
    expect(top[0]!.quantity).toBeGreaterThanOrEqual(99);
    expect(new Map(top.map((p) => [p.product_id, p.quantity]))).toEqual(expected);
    expect(top.map((p) => p.quantity)).toEqual(
      [...top.map((p) => p.quantity)].sort((a, b) => b - a),
    );

    const limited = await t.owner.rpc('get_top_products');
    expect(limited.data).toHaveLength(Math.min(5, expected.size));
  });

  it('refuses both aggregates to anon', async () => {
    for (const [fn, args] of [
      ['get_order_stats', {}],
      ['get_top_products', {}],
    ] as const) {
      const { data, error } = await t.anon.rpc(fn, args);
      expect(data).toBeNull();
      expect(error?.code).toBe('42501');
    }
  });
});

// Last in the file: if it ever fails, it may take the stack down with it.
