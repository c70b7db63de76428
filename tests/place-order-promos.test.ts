// Promo codes through place_order and check_promo_code, and what get_order_status tells a
// customer about an order.
import { describe, expect, it } from 'vitest';
import { useStack } from './support/fixture.ts';
import {
  COXINHA,
  SUCO,
  BRIGADEIRO,
  CUSTOMER,
  usePromoCodes,
  placeOrderKit,
  type Item,
  type Order,
} from './support/place-order.ts';

const t = useStack();
usePromoCodes(t);
const { orderArgs, placeOrder, snapshot, promoUses, createPromo } = placeOrderKit(t);

describe('place_order: promo codes', () => {
  // 1 × Coxinha 8.50 + 1 × Brigadeiro 4.50 + 1 × Suco 10.90 = 23.90
  const ITEMS: Item[] = [
    { product_id: COXINHA, quantity: 1 },
    { product_id: BRIGADEIRO, quantity: 1 },
    { product_id: SUCO, quantity: 1 },
  ];

  it('applies BEMVINDO10 as 10 % of the subtotal and counts one use', async () => {
    const uses = await promoUses('BEMVINDO10');
    const order = await placeOrder({ items: ITEMS, promo_code: ' bemvindo10 ' });
    expect(order).toMatchObject({
      subtotal: 23.9,
      delivery_fee: 5,
      discount: 2.39,
      total_amount: 26.51,
      promo_code: 'BEMVINDO10',
    });
    expect(await promoUses('BEMVINDO10')).toBe(uses + 1);
  });

  it('rounds a percentage discount to the cent', async () => {
    const order = await placeOrder({ items: ITEMS, promo_code: 'QUINZE' });
    // 15 % of 23.90 = 3.585
    expect(order).toMatchObject({ subtotal: 23.9, discount: 3.59, total_amount: 25.31 });
  });

  it('applies FRETE5 as a fixed 5.00', async () => {
    const order = await placeOrder({ items: ITEMS, promo_code: 'FRETE5' });
    expect(order).toMatchObject({
      subtotal: 23.9,
      discount: 5,
      total_amount: 23.9,
      promo_code: 'FRETE5',
    });
  });

  it('caps a fixed discount larger than the subtotal at the subtotal', async () => {
    const order = await placeOrder({ items: ITEMS, promo_code: 'MEGA100' });
    expect(order).toMatchObject({
      subtotal: 23.9,
      discount: 23.9,
      delivery_fee: 5,
      total_amount: 5,
    });
  });

  it('lets exactly max_uses of 20 concurrent orders use a code', async () => {
    await createPromo({ code: 'CINCO', discount: 10, type: 'percentage', max_uses: 5 });
    const before = await snapshot();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.anon.rpc(
          'place_order',
          orderArgs({ customer_name: `Cliente ${i}`, promo_code: 'CINCO' }),
        ),
      ),
    );
    const succeeded = results.filter((r) => r.error === null);
    const failed = results.filter((r) => r.error !== null);
    expect(succeeded).toHaveLength(5);
    expect(failed).toHaveLength(15);
    for (const { error } of failed) {
      expect(error).toMatchObject({
        details: 'promo_used_up',
        message: 'Este código promocional atingiu o limite de usos.',
      });
    }
    expect(await promoUses('CINCO')).toBe(5);
    expect((await snapshot()).orders).toBe(before.orders! + 5);
    const { data } = await t.owner.from('orders').select('id, discount').eq('promo_code', 'CINCO');
    expect(data).toHaveLength(5);
    expect(new Set(data!.map((o) => o.id))).toEqual(
      new Set(succeeded.map((r) => (r.data as unknown as Order).id)),
    );
    expect(data!.every((o) => o.discount === 4.99)).toBe(true); // 10 % of 49.90
  });
});

describe('check_promo_code', () => {
  it('answers a valid code with the discount it would give, without using it', async () => {
    const uses = await promoUses('BEMVINDO10');
    const { data, error } = await t.anon.rpc('check_promo_code', {
      code: 'bemvindo10',
      subtotal: 23.9,
    });
    expect(error).toBeNull();
    expect(data).toEqual({
      valid: true,
      code: 'BEMVINDO10',
      type: 'percentage',
      discount: 10,
      discount_amount: 2.39,
    });
    const fixed = await t.anon.rpc('check_promo_code', { code: 'MEGA100', subtotal: 30 });
    expect(fixed.data).toMatchObject({ valid: true, type: 'fixed', discount_amount: 30 });
    expect(await promoUses('BEMVINDO10')).toBe(uses);
  });

  it.each([
    ['NAOEXISTE', 'promo_not_found', 'Código promocional inválido.'],
    ['   ', 'promo_not_found', 'Código promocional inválido.'],
    ['INATIVO', 'promo_inactive', 'Este código promocional não está ativo.'],
    ['VERAO2025', 'promo_expired', 'Este código promocional expirou.'],
    ['ESGOTADO', 'promo_used_up', 'Este código promocional atingiu o limite de usos.'],
  ])('answers %j as invalid (%s)', async (code, reason, message) => {
    const { data, error } = await t.anon.rpc('check_promo_code', { code, subtotal: 50 });
    expect(error).toBeNull();
    expect(data).toEqual({ valid: false, reason, message });
  });
});

describe('get_order_status', () => {
  it('tells anon the order as the customer follows it, and nothing about who or where', async () => {
    const order = await placeOrder();
    const { data, error } = await t.anon.rpc('get_order_status', { order_id: order.id });
    expect(error).toBeNull();
    expect(data).toEqual([
      expect.objectContaining({
        order_number: order.order_number,
        status: 'pending',
        total_amount: order.total_amount,
      }),
    ]);
    for (const text of [
      CUSTOMER.customer_name,
      CUSTOMER.customer_phone,
      CUSTOMER.customer_address,
    ]) {
      expect(JSON.stringify(data)).not.toContain(text);
    }

    await t.owner.rpc('set_order_status', { order_id: order.id, status: 'processing' });
    const later = await t.anon.rpc('get_order_status', { order_id: order.id });
    expect(later.data).toEqual([
      expect.objectContaining({ order_number: order.order_number, status: 'processing' }),
    ]);
  });

  it('answers nothing for an unknown id', async () => {
    const { data, error } = await t.anon.rpc('get_order_status', { order_id: crypto.randomUUID() });
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });
});
