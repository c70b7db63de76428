import { describe, expect, it } from 'vitest';
import * as z from './guard';
import { lenientArray, numeric, parseRows } from './parse';
import { orderSchema } from './orders/schema';
import { shopStatusSchema } from './shop-status/schema';
import { openingHourSchema } from './opening-hours/schema';

const order = {
  id: 'o1',
  order_number: 1042,
  customer_name: 'Ana',
  customer_phone: '11999990000',
  customer_address: 'Rua A, 1',
  address: { street: 'Rua A', number: '1' },
  fulfillment: 'delivery',
  delivery_zone_id: null,
  driver_id: null,
  items: [{ name: 'Pizza', price: '30.5', quantity: 2 }, 'not a line'],
  subtotal: '61.00',
  delivery_fee: 5,
  discount: 0,
  promo_code: null,
  total_amount: 66,
  payment_method: 'pix',
  change_for: null,
  payment_status: 'pending',
  paid_at: null,
  notes: null,
  status: 'pending',
  cancel_reason: null,
  created_at: '2026-11-26T12:00:00Z',
  updated_at: '2026-11-26T12:00:00Z',
  idempotency_key: null,
  extra_column: 'dropped',
};

describe('the data layer guards', () => {
  it('parse an order row: numbers coerced, defaults filled, bad lines skipped, unknown keys dropped', () => {
    const parsed = orderSchema.parse(order);
    expect(parsed.order_number).toBe('1042');
    expect(parsed.subtotal).toBe(61);
    expect(parsed.items).toEqual([
      { name: 'Pizza', price: 30.5, quantity: 2, notes: undefined, options: [] },
    ]);
    expect(parsed.source).toBe('online');
    expect(parsed.scheduled_for).toBeNull();
    expect(parsed.address).toEqual({ street: 'Rua A', number: '1' });
    expect('extra_column' in parsed).toBe(false);
  });

  it('fail clearly, naming the field, when the server sends something else', () => {
    expect(() => orderSchema.parse({ ...order, total_amount: 'muito' })).toThrow(
      'total_amount: expected number, got NaN',
    );
    expect(() => parseRows(orderSchema, [order, { ...order, customer_name: null }])).toThrow(
      'customer_name: expected string, got null',
    );
    expect(() => orderSchema.parse('a row')).toThrow('expected object, got string');
    const nested = z.object({ lines: z.array(z.object({ name: z.string() })) });
    expect(() => nested.parse({ lines: [{ name: 'a' }, { name: 1 }] })).toThrow(
      'lines[1].name: expected string, got number',
    );
  });

  it('report a failure through safeParse instead of throwing', () => {
    const result = z.enum(['open', 'closed']).safeParse('paused');
    expect(result.success).toBe(false);
    expect(z.enum(['open', 'closed']).safeParse('open')).toEqual({ success: true, data: 'open' });
  });

  it('run checks and transforms, and reject what a transform refuses', () => {
    expect(() =>
      openingHourSchema.parse({ id: 'h1', weekday: 7, opens_at: '08:00:00', closes_at: '18:00' }),
    ).toThrow('weekday: above 6');
    expect(
      openingHourSchema.parse({ id: 'h1', weekday: 6, opens_at: '08:00:00', closes_at: '18:00' }),
    ).toEqual({
      id: 'h1',
      weekday: 6,
      opens_at: '08:00',
      closes_at: '18:00',
    });
    expect(() =>
      openingHourSchema.parse({ id: 'h1', weekday: 1.5, opens_at: '08:00', closes_at: '18:00' }),
    ).toThrow('weekday: not an integer');
    expect(() =>
      shopStatusSchema.parse({
        is_open: true,
        reason: 'open',
        paused_until: 'ontem',
        next_open_at: null,
        closes_at: null,
      }),
    ).toThrow('paused_until: not an instant: ontem');
    expect(
      shopStatusSchema.parse({
        is_open: false,
        reason: 'paused',
        paused_until: 'infinity',
        next_open_at: null,
        closes_at: '2026-11-26T12:00:00Z',
      }),
    ).toEqual({
      isOpen: false,
      reason: 'paused',
      pausedUntil: Number.POSITIVE_INFINITY,
      nextOpenAt: null,
      closesAt: Date.parse('2026-11-26T12:00:00Z'),
    });
  });

  it('keep other keys in a loose object, and treat absent, null and fallback fields apart', () => {
    expect(z.looseObject({ fee: numeric }).parse({ fee: '2.5', name: 'Loja' })).toEqual({
      fee: 2.5,
      name: 'Loja',
    });
    const row = z.object({
      note: z.optional(z.string()),
      tag: z.nullish(z.string()),
      count: z.catch(numeric, 0),
    });
    expect(row.parse({ tag: null, count: 'x' })).toEqual({ tag: null, count: 0 });
    expect(() => row.parse({ note: null, count: 1 })).toThrow('note: expected string, got null');
    expect(lenientArray(z.number()).parse('not an array')).toEqual([]);
    expect(() => numeric.parse(Number.NaN)).toThrow('no variant matched NaN');
  });
});
