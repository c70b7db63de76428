// Complementos from the outside: place_order refuses each broken selection with the contract's
// code, writing nothing, and one idempotency key makes one order. Reading and pricing are in
// options.test.ts.
import { describe, expect, it } from 'vitest';
import { useStack } from './support/fixture.ts';
import { BURGER, MARGHERITA, REFRI, pizza, useOptions, type Item } from './support/options.ts';

const t = useStack();
const { o, place, orderCount, refused } = useOptions(t);

describe('place_order refuses broken selections with the contract codes', () => {
  it('option_required: a required group skipped', async () => {
    const message = await refused([pizza([{ option_id: o.calabresa }])], 'option_required');
    expect(message).toBe('Escolha uma opção em "Tamanho" para Pizza Margherita.');
    await refused([{ product_id: MARGHERITA, quantity: 1 }], 'option_required');
  });

  it('option_limit: above a group maximum or an option maximum', async () => {
    expect(
      await refused(
        [pizza([{ option_id: o.broto }, { option_id: o.grande }, { option_id: o.calabresa }])],
        'option_limit',
      ),
    ).toBe('Em "Tamanho" escolha no máximo 1 opção.');
    await refused(
      [
        pizza([
          { option_id: o.broto },
          { option_id: o.calabresa },
          { option_id: o.camarao },
          { option_id: o.mussarela },
        ]),
      ],
      'option_limit',
    );
    expect(
      await refused(
        [{ product_id: BURGER, quantity: 1, options: [{ option_id: o.bacon, quantity: 3 }] }],
        'option_limit',
      ),
    ).toBe('"Bacon" pode ser escolhido no máximo 2 vezes.');
    // The same option sent twice counts twice.
    await refused(
      [
        {
          product_id: BURGER,
          quantity: 1,
          options: [{ option_id: o.bacon, quantity: 2 }, { option_id: o.bacon }],
        },
      ],
      'option_limit',
    );
    // Six units in a group of five.
    await refused(
      [
        {
          product_id: BURGER,
          quantity: 1,
          options: [
            { option_id: o.bacon, quantity: 2 },
            { option_id: o.ovo, quantity: 2 },
            { option_id: o.queijo },
            { option_id: o.queijo },
          ],
        },
      ],
      'option_limit',
    );
    await refused(
      [{ product_id: BURGER, quantity: 1, options: [{ option_id: o.ovo, quantity: 0 }] }],
      'option_limit',
    );
  });

  it('option_invalid: unknown ids, options of a group the product does not offer', async () => {
    await refused(
      [
        pizza([
          { option_id: o.broto },
          { option_id: o.calabresa },
          { option_id: '00000000-0000-4000-8000-000000000000' },
        ]),
      ],
      'option_invalid',
    );
    await refused(
      [pizza([{ option_id: o.broto }, { option_id: o.calabresa }, { option_id: o.bacon }])],
      'option_invalid',
    );
    await refused(
      [{ product_id: REFRI, quantity: 1, options: [{ option_id: o.bacon }] }],
      'option_invalid',
    );
  });

  it('option_unavailable: an option marked esgotado', async () => {
    expect(
      await refused(
        [pizza([{ option_id: o.broto }, { option_id: o.calabresa }, { option_id: o.cheddar }])],
        'option_unavailable',
      ),
    ).toBe('O complemento "Cheddar" está esgotado no momento.');
  });

  it('invalid_items: options of the wrong shape', async () => {
    for (const options of [
      'x',
      [null],
      [{ option_id: 'nope' }],
      [{ option_id: o.broto, quantity: 'um' }],
      [{}],
    ]) {
      await refused(
        [{ product_id: MARGHERITA, quantity: 1, options } as unknown as Item],
        'invalid_items',
      );
    }
  });
});

describe('idempotency with complementos', () => {
  it('five concurrent calls with one key make one order', async () => {
    const key = crypto.randomUUID();
    const before = await orderCount();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        place([pizza([{ option_id: o.grande }, { option_id: o.camarao }])], {
          idempotency_key: key,
        }),
      ),
    );
    const ids = new Set(results.map((r) => (r.data as { id: string }).id));
    expect(results.every((r) => r.error === null)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
  });
});
