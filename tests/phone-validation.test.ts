// The customer's phone on the server (20261124030000_valid_br_phone.sql): place_order takes only a
// Brazilian number — digits and the usual separators, an optional +55, one of Anatel's DDDs, then
// a landline (2-5 + 7 digits) or a mobile (9 + 8 digits) — and refuses the rest with
// invalid_phone, writing nothing. public.is_valid_br_phone and the checkout's isValidCustomerPhone
// are the same rule: they are compared on generated phones.
import fc from 'fast-check';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { useStack } from './support/fixture.ts';
import { CHECKOUT_MESSAGES } from '../src/features/storefront/checkout/checkout-schema.ts';
import { isValidCustomerPhone } from '../src/domain/phone.ts';

const MARGHERITA = '5e1d0001-0000-4000-8000-000000000001'; // 49.90

const t = useStack();

const order = (customerPhone: string) =>
  t.anon.rpc('place_order', {
    customer_name: 'Cliente Telefone',
    customer_phone: customerPhone,
    customer_address: 'Rua das Flores, 10 - Pinheiros',
    items: [{ product_id: MARGHERITA, quantity: 1 }],
    payment_method: 'pix',
  });

async function orderCount(): Promise<number | null> {
  const { count, error } = await t.owner
    .from('orders')
    .select('id', { count: 'exact', head: true });
  expect(error).toBeNull();
  return count;
}

describe('place_order and the phone', () => {
  it.each([
    ['zeros for DDD and number', '(00) 00000-0000'],
    ['a landline starting with 1', '(11) 1234-5678'],
    ['a mobile without the 9', '(11) 88765-4321'],
    ['letters', '11 9abc'],
    ['letters after a valid number', '(11) 98765-4321 ramal'],
    ['markup', '<b>(11)</b> 98765-4321'],
    ['an emoji', '(11) 98765-4321 📞'],
    ['a full-width digit', '(11) ９8765-4321'],
    ['an unknown DDD', '(20) 91234-5678'],
    ['the DDD 00 behind +55', '+55 (00) 98765-4321'],
    ['12 digits', '119876543210'],
    ['9 digits', '(11) 9876-543'],
    ['another country', '+1 415 555 2671'],
  ])('refuses %s (%s) with invalid_phone and writes nothing', async (_, phone) => {
    const before = await orderCount();
    const { data, error } = await order(phone);
    expect(data).toBeNull();
    expect(error).toMatchObject({
      code: 'P0001',
      details: 'invalid_phone',
      message: CHECKOUT_MESSAGES.phoneInvalid,
    });
    expect(await orderCount()).toBe(before);
  });

  // One stored form, whatever was typed: the same customer is the same phone (and the same
  // per-phone limit) with or without +55, spaces or dots.
  it.each([
    ['a masked mobile', '(11) 98765-4321', '(11) 98765-4321'],
    ['a landline with +55', '+55 21 3456-7890', '(21) 3456-7890'],
    ['bare digits', '11987654321', '(11) 98765-4321'],
    ['55 in front', '55 11 98765-4321', '(11) 98765-4321'],
    ['the DDD 55', '(55) 99123-4567', '(55) 99123-4567'],
    ['dots', '99.5432.1098', '(99) 5432-1098'],
    ['+55 and no separators', '+5511987654321', '(11) 98765-4321'],
  ])('takes %s (%s) and stores it as %s', async (_, phone, stored) => {
    const before = await orderCount();
    const { data, error } = await order(phone);
    expect(error).toBeNull();
    expect(data).toMatchObject({ customer_phone: stored, status: 'pending' });
    expect(await orderCount()).toBe((before ?? 0) + 1);
  });
});

describe('public.is_valid_br_phone', () => {
  it('answers anyone through the API', async () => {
    expect((await t.anon.rpc('is_valid_br_phone', { phone: '(11) 98765-4321' })).data).toBe(true);
    expect((await t.anon.rpc('is_valid_br_phone', { phone: '(00) 00000-0000' })).data).toBe(false);
  });

  it('is the checkout rule: both agree on every phone', async () => {
    const digit = fc.constantFrom(...'0123456789');
    const phones = fc.sample(
      fc.oneof(
        fc.string({ unit: fc.constantFrom(...'0123456789 ()-+.'), maxLength: 18 }),
        fc
          .tuple(
            fc.constantFrom('', '+55 ', '55', '+1 '),
            fc.integer({ min: 0, max: 99 }),
            fc.constantFrom('', '9', '2', '5', '6', '1'),
            fc.string({ unit: digit, minLength: 7, maxLength: 8 }),
            fc.constantFrom('', ' ', 'a', '😀', '\t'),
          )
          .map(
            ([country, ddd, first, rest, tail]) =>
              `${country}(${String(ddd).padStart(2, '0')}) ${first}${rest.slice(0, 4)}-${rest.slice(4)}${tail}`,
          ),
        fc.string({ unit: 'grapheme', maxLength: 15 }),
      ),
      { numRuns: 3000, seed: 20261124 },
    );
    const client = new pg.Client({ connectionString: t.stack.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ phone: string; valid: boolean }>(
        'select p as phone, public.is_valid_br_phone(p) as valid from unnest($1::text[]) as p',
        [phones.map((phone) => phone.replaceAll('\u0000', ''))],
      );
      const disagreements = rows.filter((row) => row.valid !== isValidCustomerPhone(row.phone));
      expect(disagreements).toEqual([]);
      // The sample reaches both answers, not only refusals.
      expect(rows.filter((row) => row.valid).length).toBeGreaterThan(20);
    } finally {
      await client.end();
    }
  });
});
