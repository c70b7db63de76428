// Fuzzes the place_order RPC as the storefront reaches it (tests/support/place-order-fuzz/): named
// hostile bodies first, each with the answer it must get. Every answer also has the properties of
// checks.ts, and the file ends with the orders table holding exactly the acknowledged orders.
import { describe, expect, it } from 'vitest';
import { useStack } from './support/fixture.ts';
import type { ErrorBody } from './support/place-order-fuzz/call.ts';
import { check } from './support/place-order-fuzz/checks.ts';
import { MARGHERITA, PORTUGUESA } from './support/place-order.ts';
import { expectOnlyAcknowledgedOrders, useFuzzRun } from './support/place-order-fuzz/run.ts';

const t = useStack();
const run = useFuzzRun(t);

describe('place_order fuzz: named cases', () => {
  // The expected answer is the status and either the machine code of a business-rule reject
  // (P0001 + details) or PostgREST's / Postgres' own code.
  const order = (overrides: Record<string, unknown>) => ({ ...run.baseOrder(false), ...overrides });
  const line = (overrides: Record<string, unknown>) => [{ ...run.validItems[0], ...overrides }];
  it.each<[string, () => Record<string, unknown>, number, string | null]>([
    // Postgres text cannot hold NUL: \u0000 is refused while PostgREST builds the arguments.
    ['a NUL in the name', () => order({ customer_name: 'Maria\u0000Silva' }), 400, '22P05'],
    ['a NUL in the notes', () => order({ notes: '\u0000' }), 400, '22P05'],
    ['a NUL in the payment method', () => order({ payment_method: 'pix\u0000' }), 400, '22P05'],
    ['a NUL in the promo code', () => order({ promo_code: 'FRETE5\u0000' }), 400, '22P05'],
    [
      'a NUL in an item note',
      () => order({ items: line({ notes: 'sem\u0000cebola' }) }),
      400,
      '22P05',
    ],
    [
      'a NUL in a product id',
      () => order({ items: [{ product_id: `${MARGHERITA}\u0000`, quantity: 1 }] }),
      400,
      '22P05',
    ],
    [
      'the unavailable Pizza Portuguesa',
      () => order({ items: [...run.validItems, { product_id: PORTUGUESA, quantity: 1 }] }),
      400,
      'P0001 unavailable_product',
    ],
    [
      'an unknown product id',
      () => order({ items: [{ product_id: crypto.randomUUID(), quantity: 1 }] }),
      400,
      'P0001 unknown_product',
    ],
    ...([0, -1, 1e9, 1.5, 100, 2 ** 53 + 1, '2', null] as const).map(
      (q): [string, () => Record<string, unknown>, number, string] => [
        `quantity ${JSON.stringify(q)}`,
        () => order({ items: line({ quantity: q }) }),
        400,
        'P0001 invalid_quantity',
      ],
    ),
    ['an empty items array', () => order({ items: [] }), 400, 'P0001 empty_cart'],
    [
      '2000 items',
      () => order({ items: Array.from({ length: 2000 }, () => run.validItems[0]) }),
      400,
      'P0001 too_many_items',
    ],
    [
      'a 100 KB name',
      () => order({ customer_name: 'x'.repeat(100_000) }),
      400,
      'P0001 text_too_long',
    ],
    [
      'a 100 KB phone',
      () => order({ customer_phone: '1'.repeat(100_000) }),
      400,
      'P0001 text_too_long',
    ],
    ['a missing payment method', () => order({ payment_method: undefined }), 404, 'PGRST202'],
    ['an unknown key', () => order({ total_amount: 0.01 }), 404, 'PGRST202'],
    ['a non-uuid idempotency key', () => order({ idempotency_key: "1' or '1'='1" }), 400, '22P02'],
    // Accepted, and priced from the catalogue.
    ['a number as the phone', () => order({ customer_phone: 1134567890 }), 200, null],
    ['an object as the name', () => order({ customer_name: { a: 1 } }), 200, null],
    [
      'client prices and names',
      () => order({ items: run.validItems.map((i) => ({ ...i, price: 0.01, name: 'hack' })) }),
      200,
      null,
    ],
    [
      'a script in the name',
      () => order({ customer_name: '<script>alert(1)</script>' }),
      200,
      null,
    ],
    [
      'SQL in the address',
      () => order({ customer_address: "'; drop table public.orders; --" }),
      200,
      null,
    ],
    [
      '25 copies of the same lines',
      () => order({ items: Array(25).fill(run.validItems).flat() }),
      200,
      null,
    ],
  ])('%s', async (_label, make, status, code) => {
    const answer = await check(run, { source: 'named', body: JSON.stringify(make()) });
    expect(answer.status, answer.text).toBe(status);
    if (code) {
      const error = answer.json as ErrorBody;
      expect(
        error.code === 'P0001' ? `P0001 ${String(error.details)}` : error.code,
        answer.text,
      ).toBe(code);
    }
  });

  it('a unavailable product is refused with its pt-BR name in the message', async () => {
    const answer = await check(run, {
      source: 'named',
      body: JSON.stringify({
        ...run.baseOrder(false),
        items: [{ product_id: PORTUGUESA, quantity: 1 }],
      }),
    });
    expect(answer.json).toEqual({
      code: 'P0001',
      details: 'unavailable_product',
      hint: null,
      message: 'O produto "Pizza Portuguesa" não está disponível no momento.',
    });
  });

  it('holds exactly the acknowledged orders, and promo codes were used only by them', async () => {
    await expectOnlyAcknowledgedOrders(run);
  });
});
