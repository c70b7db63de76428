// Prices per size from the outside (docs/ordering-rules.md, "Preço por tamanho"): a flavour group
// whose prices depend on the chosen size is priced by place_order with the size's price, never the
// browser's; "max" and "average" charge a meio a meio by its dearest half or by the average of the
// halves; a price keyed by an option of any other group is refused, and one that the line did not
// choose is ignored. Only the owner writes the prices; anyone reads them with the menu.
import { beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { checkSelection, type RuleGroup } from '../src/domain/options/index.ts';
import { adminClient } from './support/stack.ts';
import { useStack } from './support/fixture.ts';

const PIZZA = '5e1d0001-0000-4000-8000-000000000013';
const TAMANHO = '5e1d0003-0000-4000-8000-000000000001';
const SABORES = '5e1d0003-0000-4000-8000-000000000002';
const BROTO = '5e1d0004-0000-4000-8000-000000000101';
const MEDIA = '5e1d0004-0000-4000-8000-000000000102';
const GRANDE = '5e1d0004-0000-4000-8000-000000000103';
const MUCARELA = '5e1d0004-0000-4000-8000-000000000201';
const CALABRESA = '5e1d0004-0000-4000-8000-000000000203';
const QUATRO_QUEIJOS = '5e1d0004-0000-4000-8000-000000000206';
const ACAI_500 = '5e1d0004-0000-4000-8000-000000000502';
const PASSWORD = 'senha-da-equipe-123';

const t = useStack();
let attendant: SupabaseClient;

/** The demo's Sabores as the owner keeps it, with a price per size for three flavours. */
const flavours = [
  { id: MUCARELA, name: 'Muçarela', price: 0, prices: { [BROTO]: 0, [GRANDE]: 10 } },
  { id: '5e1d0004-0000-4000-8000-000000000202', name: 'Margherita', price: 2, prices: {} },
  { id: CALABRESA, name: 'Calabresa', price: 3, prices: { [BROTO]: 3, [GRANDE]: 9.01 } },
  { id: '5e1d0004-0000-4000-8000-000000000204', name: 'Frango com Catupiry', price: 5, prices: {} },
  { id: '5e1d0004-0000-4000-8000-000000000205', name: 'Portuguesa', price: 6, prices: {} },
  { id: QUATRO_QUEIJOS, name: 'Quatro Queijos', price: 8, prices: { [BROTO]: 8, [GRANDE]: 14 } },
];

function saveSabores(
  client: SupabaseClient,
  pricing: 'max' | 'average',
  prices = (flavour: (typeof flavours)[number]) =>
    Object.entries(flavour.prices).map(([depends_on_option_id, price]) => ({
      depends_on_option_id,
      price,
    })),
  dependsOn: string | null = TAMANHO,
) {
  return client.rpc('save_option_group', {
    group_id: SABORES,
    name: 'Sabores',
    min_select: 1,
    max_select: 2,
    pricing,
    depends_on_group_id: dependsOn,
    options: flavours.map((flavour) => ({
      id: flavour.id,
      name: flavour.name,
      price: flavour.price,
      prices: prices(flavour),
    })),
  });
}

type Choice = { option_id: string; quantity?: number; price?: number };
type Line = { product_id: string; quantity: number; options: Choice[]; price?: number };
type Placed = {
  subtotal: number;
  items: Array<{ price: number; options: Array<{ option_id: string; price: number }> }>;
};

async function place(items: Line[]) {
  return t.anon.rpc('place_order', {
    customer_name: 'Cliente Pizza',
    customer_phone: '11987654321',
    customer_address: 'Rua das Flores, 10',
    items,
    payment_method: 'pix',
  });
}

async function placed(items: Line[]): Promise<Placed> {
  const { data, error } = await place(items);
  expect(error, JSON.stringify(error)).toBeNull();
  return data as unknown as Placed;
}

const pizza = (size: string, ...halves: string[]): Line => ({
  product_id: PIZZA,
  quantity: 1,
  options: [{ option_id: size }, ...halves.map((option_id) => ({ option_id }))],
});

/** The storefront's rules on the menu as anon reads it: the price the sheet shows. */
async function sheetPrice(line: Line): Promise<number> {
  const { data: product } = await t.anon
    .from('products')
    .select('price')
    .eq('id', line.product_id)
    .single();
  const { data: links } = await t.anon
    .from('product_option_groups')
    .select('group_id, sort_order')
    .eq('product_id', line.product_id)
    .order('sort_order');
  const { data: groups, error } = await t.anon
    .from('option_groups')
    .select(
      'id, name, min_select, max_select, pricing, depends_on_group_id, options(id, name, price, max_quantity, is_available, sort_order, option_prices!option_prices_option_id_fkey(depends_on_option_id, price))',
    )
    .in(
      'id',
      (links ?? []).map((link) => link.group_id),
    );
  if (error) throw error;
  type Row = {
    id: string;
    name: string;
    min_select: number;
    max_select: number;
    pricing: RuleGroup['pricing'];
    depends_on_group_id: string | null;
    options: Array<{
      id: string;
      name: string;
      price: number;
      max_quantity: number;
      is_available: boolean;
      sort_order: number;
      option_prices: Array<{ depends_on_option_id: string; price: number }>;
    }>;
  };
  const rule: RuleGroup[] = (links ?? []).map((link) => {
    const group = (groups as Row[]).find((g) => g.id === link.group_id)!;
    return {
      ...group,
      options: [...group.options]
        .sort((a, b) => a.sort_order - b.sort_order)
        .map((o) => ({
          ...o,
          price: Number(o.price),
          prices: Object.fromEntries(
            o.option_prices.map((p) => [p.depends_on_option_id, Number(p.price)]),
          ),
        })),
    };
  });
  const selection = Object.fromEntries(line.options.map((o) => [o.option_id, 1]));
  return checkSelection(Number(product!.price), rule, selection).unitPrice;
}

beforeAll(async () => {
  const { error } = await t.owner.rpc('create_staff_member', {
    username: 'caixa',
    display_name: 'Caixa',
    role: 'attendant',
    password: PASSWORD,
  });
  if (error) throw error;
  attendant = await adminClient(t.stack, PASSWORD, 'caixa@admin.comanda.local');
});

describe('prices per size', () => {
  it('only the owner writes them; anyone reads them with the menu', async () => {
    const denied = await saveSabores(attendant, 'max');
    expect(denied.error?.details).toBe('forbidden');
    const anonDenied = await saveSabores(t.anon, 'max');
    expect(anonDenied.error).not.toBeNull();

    const { error } = await saveSabores(t.owner, 'max');
    expect(error, JSON.stringify(error)).toBeNull();

    const { data: read } = await t.anon
      .from('option_prices')
      .select('option_id, depends_on_option_id, price')
      .eq('option_id', QUATRO_QUEIJOS)
      .order('price');
    expect(read).toEqual([
      { option_id: QUATRO_QUEIJOS, depends_on_option_id: BROTO, price: 8 },
      { option_id: QUATRO_QUEIJOS, depends_on_option_id: GRANDE, price: 14 },
    ]);
    const { data: group } = await t.anon
      .from('option_groups')
      .select('pricing, depends_on_group_id')
      .eq('id', SABORES)
      .single();
    expect(group).toEqual({ pricing: 'max', depends_on_group_id: TAMANHO });

    // Straight at the table: anon and the attendant are refused, whatever they send.
    for (const client of [t.anon, attendant]) {
      const insert = await client
        .from('option_prices')
        .insert({ option_id: MUCARELA, depends_on_option_id: MEDIA, price: 0.01 });
      expect(insert.error?.code).toBe('42501');
      await client.from('option_prices').update({ price: 0 }).eq('option_id', QUATRO_QUEIJOS);
      await client.from('option_prices').delete().eq('option_id', QUATRO_QUEIJOS);
    }
    const { count } = await t.service
      .from('option_prices')
      .select('option_id', { count: 'exact', head: true })
      .eq('option_id', QUATRO_QUEIJOS)
      .gt('price', 0);
    expect(count).toBe(2);
  });

  it('a broto and a grande of the same flavours cost what the size says', async () => {
    expect((await saveSabores(t.owner, 'max')).error).toBeNull();
    const broto = await placed([pizza(BROTO, QUATRO_QUEIJOS, MUCARELA)]);
    const grande = await placed([pizza(GRANDE, QUATRO_QUEIJOS, MUCARELA)]);
    // 34,90 + Broto 0 + the dearest half (Quatro Queijos, 8 on a broto)
    expect(Number(broto.subtotal)).toBeCloseTo(42.9, 2);
    // 34,90 + Grande 22 + the dearest half (Quatro Queijos, 14 on a grande)
    expect(Number(grande.subtotal)).toBeCloseTo(70.9, 2);
    expect(grande.items[0]!.options.find((o) => o.option_id === QUATRO_QUEIJOS)?.price).toBe(14);
    // A size without prices in the table keeps each flavour's own price (Média: 8).
    const media = await placed([pizza(MEDIA, QUATRO_QUEIJOS)]);
    expect(Number(media.subtotal)).toBeCloseTo(34.9 + 12 + 8, 2);
    // The storefront's rules give the same figures.
    expect(await sheetPrice(pizza(BROTO, QUATRO_QUEIJOS, MUCARELA))).toBeCloseTo(42.9, 2);
    expect(await sheetPrice(pizza(GRANDE, QUATRO_QUEIJOS, MUCARELA))).toBeCloseTo(70.9, 2);
    expect(await sheetPrice(pizza(MEDIA, QUATRO_QUEIJOS))).toBeCloseTo(54.9, 2);
  });

  it('max charges the dearest half, average the average of the halves (to the cent)', async () => {
    expect((await saveSabores(t.owner, 'max')).error).toBeNull();
    const max = await placed([pizza(GRANDE, QUATRO_QUEIJOS, CALABRESA)]);
    expect(Number(max.subtotal)).toBeCloseTo(34.9 + 22 + 14, 2);

    expect((await saveSabores(t.owner, 'average')).error).toBeNull();
    // (14 + 9,01) / 2 = 11,505 → 11,51
    const average = await placed([pizza(GRANDE, QUATRO_QUEIJOS, CALABRESA)]);
    expect(Number(average.subtotal)).toBeCloseTo(34.9 + 22 + 11.51, 2);
    expect(await sheetPrice(pizza(GRANDE, QUATRO_QUEIJOS, CALABRESA))).toBeCloseTo(68.41, 2);
    // One flavour only: its whole price.
    const whole = await placed([pizza(BROTO, CALABRESA)]);
    expect(Number(whole.subtotal)).toBeCloseTo(34.9 + 3, 2);
  });

  it("ignores the browser's prices", async () => {
    expect((await saveSabores(t.owner, 'max')).error).toBeNull();
    const line = pizza(GRANDE, QUATRO_QUEIJOS);
    const tampered: Line = {
      ...line,
      price: 1,
      options: line.options.map((o) => ({ ...o, price: 0 })),
    };
    const order = await placed([tampered]);
    expect(Number(order.subtotal)).toBeCloseTo(34.9 + 22 + 14, 2);
  });

  it("refuses a price for another group's option, and ignores one the line did not choose", async () => {
    // A size of the açaí is not a size of the pizza: refused, and nothing of the save is kept.
    const wrong = await saveSabores(t.owner, 'max', (flavour) =>
      flavour.id === QUATRO_QUEIJOS ? [{ depends_on_option_id: ACAI_500, price: 1 }] : [],
    );
    expect(wrong.error?.details).toBe('invalid_option_group');
    const { count: kept } = await t.service
      .from('option_prices')
      .select('option_id', { count: 'exact', head: true })
      .eq('option_id', QUATRO_QUEIJOS);
    expect(kept).toBe(2);

    // Even straight at the table, as the owner.
    const direct = await t.owner
      .from('option_prices')
      .insert({ option_id: MUCARELA, depends_on_option_id: ACAI_500, price: 0 });
    expect(direct.error?.details).toBe('invalid_option_group');

    // Prices without a group to depend on are refused too.
    const orphan = await saveSabores(t.owner, 'max', undefined, null);
    expect(orphan.error?.details).toBe('invalid_option_group');

    // The açaí's size sent on a pizza line is not an option of the pizza.
    const { error } = await place([
      {
        product_id: PIZZA,
        quantity: 1,
        options: [{ option_id: GRANDE }, { option_id: QUATRO_QUEIJOS }, { option_id: ACAI_500 }],
      },
    ]);
    expect(error?.details).toBe('option_invalid');

    // A product offering the flavours without the sizes pays each flavour's own price.
    const { data: product, error: productError } = await t.owner
      .from('products')
      .insert({ name: 'Esfiha de Pizza', price: 10, category: 'Pizzas', description: 'Só sabor' })
      .select('id')
      .single();
    expect(productError).toBeNull();
    const link = await t.owner.rpc('set_product_option_groups', {
      product_id: product!.id,
      group_ids: [SABORES],
    });
    expect(link.error, JSON.stringify(link.error)).toBeNull();
    const order = await placed([
      { product_id: product!.id, quantity: 2, options: [{ option_id: QUATRO_QUEIJOS }] },
    ]);
    expect(Number(order.subtotal)).toBeCloseTo(2 * (10 + 8), 2);
  });

  it('a group that stops depending on the sizes drops its prices', async () => {
    expect((await saveSabores(t.owner, 'max')).error).toBeNull();
    const { error } = await saveSabores(t.owner, 'max', () => [], null);
    expect(error).toBeNull();
    const { count } = await t.service
      .from('option_prices')
      .select('option_id', { count: 'exact', head: true });
    expect(count).toBe(0);
    const order = await placed([pizza(GRANDE, QUATRO_QUEIJOS)]);
    expect(Number(order.subtotal)).toBeCloseTo(34.9 + 22 + 8, 2);
  });
});
