// The place_order RPC through PostgREST as the storefront calls it: a valid order, troco and
// idempotency. Refusals, promo codes, malformed bodies and the dashboard are in place-order-*.test.ts.
import { describe, expect, it } from 'vitest';
import { useStack } from './support/fixture.ts';
import {
  MARGHERITA,
  COXINHA,
  WATER,
  CUSTOMER,
  placeOrderKit,
  type Order,
} from './support/place-order.ts';

const t = useStack();
const { orderArgs, placeOrder, snapshot, expectRejected } = placeOrderKit(t);

describe('place_order: a valid order', () => {
  it('prices the order on the server and returns it as stored', async () => {
    const order = await placeOrder({
      items: [
        { product_id: MARGHERITA, quantity: 2 },
        { product_id: WATER, quantity: 3, notes: 'Bem gelada' },
      ],
      notes: '  Sem cebola, por favor  ',
    });
    expect(order).toMatchObject({
      ...CUSTOMER,
      subtotal: 119.3, // 2 × 49.90 + 3 × 6.50
      delivery_fee: 5,
      discount: 0,
      promo_code: null,
      total_amount: 124.3,
      payment_method: 'pix',
      notes: 'Sem cebola, por favor',
      status: 'pending',
    });
    expect(order.order_number).toMatch(/^[0-9]+$/);
    expect(order.items).toEqual([
      { product_id: MARGHERITA, name: 'Pizza Margherita', price: 49.9, quantity: 2, options: [] },
      {
        product_id: WATER,
        name: 'Água Mineral 500 ml',
        price: 6.5,
        quantity: 3,
        notes: 'Bem gelada',
        options: [],
      },
    ]);

    const { data: stored, error } = await t.owner
      .from('orders')
      .select('*')
      .eq('id', order.id)
      .single();
    expect(error).toBeNull();
    const { idempotency_key, updated_at, ...rest } = stored as unknown as Order & {
      idempotency_key: string | null;
      updated_at: string;
    };
    expect(idempotency_key).toBeNull();
    expect(updated_at).toBeTruthy();
    // place_order answers the stored row itself (public.orders).
    expect({ ...rest, idempotency_key, updated_at }).toEqual(order);
  });

  it('gives each order a new, increasing order number', async () => {
    const first = await placeOrder();
    const second = await placeOrder();
    expect(Number(second.order_number)).toBeGreaterThan(Number(first.order_number));
  });

  it('is not readable back by anon through the table', async () => {
    const order = await placeOrder();
    const { data, error } = await t.anon.from('orders').select('*').eq('id', order.id);
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });

  it('ignores the prices and names the client sends', async () => {
    const order = await placeOrder({
      items: [{ product_id: MARGHERITA, quantity: 1, price: 0.01, name: 'hack' }],
    });
    expect(order.items).toEqual([
      { product_id: MARGHERITA, name: 'Pizza Margherita', price: 49.9, quantity: 1, options: [] },
    ]);
    expect(order.subtotal).toBe(49.9);
    expect(order.total_amount).toBe(54.9);
  });

  it.each([
    ['money', 'cash'],
    ['card', 'credit'],
    [' PIX ', 'pix'],
    ['debit', 'debit'],
  ])('stores payment method %j as %j', async (sent, stored) => {
    const order = await placeOrder({ payment_method: sent });
    expect(order.payment_method).toBe(stored);
    const { data } = await t.owner
      .from('orders')
      .select('payment_method')
      .eq('id', order.id)
      .single();
    expect(data?.payment_method).toBe(stored);
  });

  it('accepts fields exactly at their length limits', async () => {
    const order = await placeOrder({
      customer_name: 'N'.repeat(120),
      customer_address: 'E'.repeat(300),
      notes: 'O'.repeat(500),
    });
    expect(order.customer_name).toHaveLength(120);
    expect(order.customer_address).toHaveLength(300);
    expect(order.notes).toHaveLength(500);
  });
});

describe('place_order: troco (change_for)', () => {
  it('keeps the note a cash customer pays with', async () => {
    // one Margherita (49,90) + the R$ 5,00 fee = R$ 54,90
    const order = await placeOrder({ payment_method: 'cash', change_for: 100 });
    expect(order).toMatchObject({ total_amount: 54.9, change_for: 100 });
    expect((await placeOrder({ payment_method: 'cash', change_for: 54.9 })).change_for).toBe(54.9);
    expect((await placeOrder({ payment_method: 'cash' })).change_for).toBeNull();
  });

  it('refuses troco below the total, with another payment method, or not a real amount', async () => {
    await expectRejected(
      orderArgs({ payment_method: 'cash', change_for: 50 }),
      'invalid_change',
      'O troco deve ser para um valor igual ou maior que o total do pedido (R$ 54,90).',
    );
    await expectRejected(
      orderArgs({ payment_method: 'pix', change_for: 100 }),
      'invalid_change',
      'Troco só vale para pagamento em dinheiro.',
    );
    for (const change_for of ['NaN', 'Infinity', 1e9, -100])
      expect(
        (await t.anon.rpc('place_order', orderArgs({ payment_method: 'cash', change_for }))).error,
      ).toMatchObject({ code: 'P0001', details: 'invalid_change' });
  });
});

describe('place_order: idempotency', () => {
  it('returns the first order when the same key is sent again, even with another body', async () => {
    const key = crypto.randomUUID();
    const before = await snapshot();
    const first = await placeOrder({ idempotency_key: key });
    const again = await placeOrder({
      idempotency_key: key,
      items: [{ product_id: COXINHA, quantity: 5 }],
    });
    expect(again).toEqual(first);
    const after = await snapshot();
    expect(after.orders).toBe(before.orders! + 1);
    const { count } = await t.owner
      .from('orders')
      .select('id', { count: 'exact', head: true })
      .eq('idempotency_key', key);
    expect(count).toBe(1);
  });

  it('creates one order for 5 concurrent calls with one key', async () => {
    const key = crypto.randomUUID();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.anon.rpc('place_order', orderArgs({ idempotency_key: key })),
      ),
    );
    expect(results.map((r) => r.error)).toEqual([null, null, null, null, null]);
    const ids = new Set(results.map((r) => (r.data as unknown as Order).id));
    expect(ids.size).toBe(1);
    const { data, error } = await t.owner.from('orders').select('id').eq('idempotency_key', key);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: [...ids][0] }]);
  });
});
