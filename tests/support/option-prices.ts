// The option-prices test files' shared ground (tests/option-prices*.test.ts): the demo pizza's
// sizes and flavours, the owner's save of Sabores with a price per size, and helpers bound to a
// file's stack that place orders with the anon key and price a line by the storefront's rules.
import { expect } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { checkSelection, type RuleGroup } from '../../src/domain/options/index.ts';
import type { StackFile } from './fixture.ts';

export const PIZZA = '5e1d0001-0000-4000-8000-000000000013';
export const TAMANHO = '5e1d0003-0000-4000-8000-000000000001';
export const SABORES = '5e1d0003-0000-4000-8000-000000000002';
export const BROTO = '5e1d0004-0000-4000-8000-000000000101';
export const MEDIA = '5e1d0004-0000-4000-8000-000000000102';
export const GRANDE = '5e1d0004-0000-4000-8000-000000000103';
export const MUCARELA = '5e1d0004-0000-4000-8000-000000000201';
export const CALABRESA = '5e1d0004-0000-4000-8000-000000000203';
export const QUATRO_QUEIJOS = '5e1d0004-0000-4000-8000-000000000206';
export const ACAI_500 = '5e1d0004-0000-4000-8000-000000000502';

/** The demo's Sabores as the owner keeps it, with a price per size for three flavours. */
export const flavours = [
  { id: MUCARELA, name: 'Muçarela', price: 0, prices: { [BROTO]: 0, [GRANDE]: 10 } },
  { id: '5e1d0004-0000-4000-8000-000000000202', name: 'Margherita', price: 2, prices: {} },
  { id: CALABRESA, name: 'Calabresa', price: 3, prices: { [BROTO]: 3, [GRANDE]: 9.01 } },
  { id: '5e1d0004-0000-4000-8000-000000000204', name: 'Frango com Catupiry', price: 5, prices: {} },
  { id: '5e1d0004-0000-4000-8000-000000000205', name: 'Portuguesa', price: 6, prices: {} },
  { id: QUATRO_QUEIJOS, name: 'Quatro Queijos', price: 8, prices: { [BROTO]: 8, [GRANDE]: 14 } },
];

export function saveSabores(
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

export type Choice = { option_id: string; quantity?: number; price?: number };
export type Line = { product_id: string; quantity: number; options: Choice[]; price?: number };
export type Placed = {
  subtotal: number;
  items: Array<{ price: number; options: Array<{ option_id: string; price: number }> }>;
};

export const pizza = (size: string, ...halves: string[]): Line => ({
  product_id: PIZZA,
  quantity: 1,
  options: [{ option_id: size }, ...halves.map((option_id) => ({ option_id }))],
});

/** Helpers bound to the file's stack `t`. */
export function optionPricesKit(t: StackFile) {
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

  return { place, placed, sheetPrice };
}
