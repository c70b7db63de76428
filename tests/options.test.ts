// Complementos from the outside: the menu reads option groups anonymously, only staff change
// them, and place_order prices every selection on the server and refuses each broken one with the
// contract's code, writing nothing.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from './support/stack.ts';
import { useStack } from './support/fixture.ts';
import { nonStaffClient } from './support/users.ts';

const MARGHERITA = '5e1d0001-0000-4000-8000-000000000001'; // 49.90
const BURGER = '5e1d0001-0000-4000-8000-000000000004';
const REFRI = '5e1d0001-0000-4000-8000-000000000008';

const t = useStack();
const o: Record<string, string> = {};
const g: Record<string, string> = {};

async function group(
  name: string,
  min: number,
  max: number,
  pricing: 'sum' | 'max',
  sort: number,
): Promise<string> {
  const { data, error } = await t.service
    .from('option_groups')
    .insert({ name, min_select: min, max_select: max, pricing, sort_order: sort })
    .select('id')
    .single();
  if (error) throw error;
  return data.id as string;
}

async function option(
  groupId: string,
  name: string,
  price: number,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const { data, error } = await t.service
    .from('options')
    .insert({ group_id: groupId, name, price, ...extra })
    .select('id')
    .single();
  if (error) throw error;
  return data.id as string;
}

beforeAll(async () => {
  g.tamanho = await group('Tamanho', 1, 1, 'sum', 1);
  g.sabores = await group('Sabores', 1, 2, 'max', 2);
  g.borda = await group('Borda', 0, 1, 'sum', 3);
  g.adicionais = await group('Adicionais', 0, 5, 'sum', 1);
  o.broto = await option(g.tamanho, 'Broto', 0);
  o.grande = await option(g.tamanho, 'Grande', 10);
  o.mussarela = await option(g.sabores, 'Muçarela', 0);
  o.calabresa = await option(g.sabores, 'Calabresa', 5);
  o.camarao = await option(g.sabores, 'Camarão', 20);
  o.catupiry = await option(g.borda, 'Catupiry', 8);
  o.cheddar = await option(g.borda, 'Cheddar', 9, { is_available: false });
  o.bacon = await option(g.adicionais, 'Bacon', 4, { max_quantity: 2 });
  o.ovo = await option(g.adicionais, 'Ovo', 2.5, { max_quantity: 2 });
  o.queijo = await option(g.adicionais, 'Queijo extra', 3);
  const links = [
    { product_id: MARGHERITA, group_id: g.tamanho, sort_order: 1 },
    { product_id: MARGHERITA, group_id: g.sabores, sort_order: 2 },
    { product_id: MARGHERITA, group_id: g.borda, sort_order: 3 },
    { product_id: BURGER, group_id: g.adicionais, sort_order: 1 },
  ];
  const { error } = await t.service.from('product_option_groups').insert(links);
  if (error) throw error;
});

type Choice = { option_id: string; quantity?: number };
type Item = {
  product_id: string;
  quantity: number;
  options?: Choice[];
  notes?: string;
  [key: string]: unknown;
};

async function place(items: Item[], extra: Record<string, unknown> = {}) {
  return t.anon.rpc('place_order', {
    customer_name: 'Cliente Complementos',
    customer_phone: '11987654321',
    customer_address: 'Rua das Flores, 10',
    items: items as never,
    payment_method: 'pix',
    ...extra,
  });
}

async function orderCount(): Promise<number> {
  const { count, error } = await t.service
    .from('orders')
    .select('id', { count: 'exact', head: true });
  if (error) throw error;
  return count ?? 0;
}

async function refused(items: Item[], code: string): Promise<string> {
  const before = await orderCount();
  const { data, error } = await place(items);
  expect(data).toBeNull();
  expect(error?.details, JSON.stringify(error)).toBe(code);
  expect(await orderCount()).toBe(before);
  return error!.message;
}

const pizza = (choices: Choice[], quantity = 1): Item => ({
  product_id: MARGHERITA,
  quantity,
  options: choices,
});

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
