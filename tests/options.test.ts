// Complementos from the outside: the menu reads option groups anonymously, only staff change
// them, and place_order prices every selection on the server. Refusals and idempotency are in
// options-refusals.test.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adminClient } from './support/stack.ts';
import { useStack } from './support/fixture.ts';
import { nonStaffClient } from './support/users.ts';
import { BURGER, MARGHERITA, REFRI, pizza, useOptions, type Choice } from './support/options.ts';

const t = useStack();
const { o, g, place } = useOptions(t);

describe('the menu reads complementos', () => {
  it('anon reads groups, options (esgotado included) and links', async () => {
    // The demo menu has groups of its own: these are the ones this file made.
    const { data: groups } = await t.anon
      .from('option_groups')
      .select('id, name, min_select, max_select, pricing')
      .in('id', Object.values(g));
    expect(groups!.map((x) => x.name).sort()).toEqual([
      'Adicionais',
      'Borda',
      'Sabores',
      'Tamanho',
    ]);
    const { data: options } = await t.anon
      .from('options')
      .select('name, is_available')
      .eq('group_id', g.borda);
    expect(options).toEqual(expect.arrayContaining([{ name: 'Cheddar', is_available: false }]));
    const { data: links } = await t.anon
      .from('product_option_groups')
      .select('group_id')
      .eq('product_id', MARGHERITA);
    expect(links).toHaveLength(3);
  });

  it('anon and a non-staff account change nothing; staff can', async () => {
    const outsider = await nonStaffClient(t.stack);
    for (const client of [t.anon, outsider]) {
      const insert = await client
        .from('options')
        .insert({ group_id: g.borda, name: 'Intrusa', price: 0 })
        .select();
      expect(insert.data ?? []).toEqual([]);
      expect(insert.error).not.toBeNull();
      const update = await client
        .from('options')
        .update({ price: 0 })
        .eq('id', o.catupiry)
        .select();
      expect(update.data ?? []).toEqual([]);
      const del = await client
        .from('product_option_groups')
        .delete()
        .eq('product_id', MARGHERITA)
        .select();
      expect(del.data ?? []).toEqual([]);
    }
    const { data } = await t.service.from('options').select('price').eq('id', o.catupiry).single();
    expect(Number(data!.price)).toBe(8);
    const admin = await adminClient(t.stack);
    const staff = await admin
      .from('options')
      .update({ is_available: true })
      .eq('id', o.ovo)
      .select('id');
    expect(staff.error).toBeNull();
    expect(staff.data).toHaveLength(1);
  });
});

describe('place_order prices complementos', () => {
  it('charges size + the dearest flavour (meio a meio) + border, per unit, and stores the snapshot', async () => {
    const { data, error } = await place([
      pizza(
        [
          { option_id: o.grande },
          { option_id: o.calabresa },
          { option_id: o.camarao },
          { option_id: o.catupiry },
        ],
        2,
      ),
      {
        product_id: BURGER,
        quantity: 1,
        options: [{ option_id: o.bacon, quantity: 2 }, { option_id: o.ovo }],
      },
    ]);
    expect(error).toBeNull();
    const order = data as unknown as {
      subtotal: number;
      items: Array<{ price: number; quantity: number; options: unknown[] }>;
    };
    // 49.90 + 10 (Grande) + max(5, 20) (Sabores) + 8 (Catupiry) = 87.90 a pizza
    expect(Number(order.items[0]!.price)).toBeCloseTo(87.9, 2);
    expect(order.items[0]!.options).toEqual([
      {
        option_id: o.grande,
        group: 'Tamanho',
        pricing: 'sum',
        name: 'Grande',
        price: 10,
        quantity: 1,
      },
      {
        option_id: o.calabresa,
        group: 'Sabores',
        pricing: 'max',
        name: 'Calabresa',
        price: 5,
        quantity: 1,
      },
      {
        option_id: o.camarao,
        group: 'Sabores',
        pricing: 'max',
        name: 'Camarão',
        price: 20,
        quantity: 1,
      },
      {
        option_id: o.catupiry,
        group: 'Borda',
        pricing: 'sum',
        name: 'Catupiry',
        price: 8,
        quantity: 1,
      },
    ]);
    const { data: burger } = await t.anon
      .from('products')
      .select('price')
      .eq('id', BURGER)
      .single();
    // burger + 2 × bacon 4 + ovo 2.50
    expect(Number(order.items[1]!.price)).toBeCloseTo(Number(burger!.price) + 8 + 2.5, 2);
    expect(Number(order.subtotal)).toBeCloseTo(2 * 87.9 + Number(burger!.price) + 10.5, 2);
  });

  it('ignores prices and names sent by the client', async () => {
    const { data, error } = await place([
      {
        ...pizza([
          { option_id: o.broto, price: 0, name: 'Grátis' } as Choice,
          { option_id: o.camarao, price: 0 } as Choice,
        ]),
        price: 1,
      },
    ]);
    expect(error).toBeNull();
    const order = data as unknown as {
      subtotal: number;
      items: Array<{ options: Array<{ name: string; price: number }> }>;
    };
    expect(Number(order.subtotal)).toBeCloseTo(49.9 + 0 + 20, 2);
    expect(order.items[0]!.options.map((x) => [x.name, x.price])).toEqual([
      ['Broto', 0],
      ['Camarão', 20],
    ]);
  });

  it('keeps one-tap products without options as they were', async () => {
    const { data, error } = await place([{ product_id: REFRI, quantity: 4 }]);
    expect(error).toBeNull();
    expect((data as unknown as { items: Array<{ options: unknown[] }> }).items[0]!.options).toEqual(
      [],
    );
  });

  it('prices like the model for any valid selection (property)', async () => {
    const prices: Record<string, number> = {
      [o.broto!]: 0,
      [o.grande!]: 10,
      [o.mussarela!]: 0,
      [o.calabresa!]: 5,
      [o.camarao!]: 20,
      [o.catupiry!]: 8,
    };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(o.broto!, o.grande!),
        fc.uniqueArray(fc.constantFrom(o.mussarela!, o.calabresa!, o.camarao!), {
          minLength: 1,
          maxLength: 2,
        }),
        fc.boolean(),
        fc.integer({ min: 1, max: 5 }),
        async (size, flavours, border, quantity) => {
          const choices = [size, ...flavours, ...(border ? [o.catupiry!] : [])].map((id) => ({
            option_id: id,
          }));
          const { data, error } = await place([pizza(choices, quantity)]);
          expect(error).toBeNull();
          const unit =
            49.9 + prices[size]! + Math.max(...flavours.map((f) => prices[f]!)) + (border ? 8 : 0);
          expect(Number((data as { subtotal: number }).subtotal)).toBeCloseTo(unit * quantity, 2);
        },
      ),
      { numRuns: 25 },
    );
  });
});
