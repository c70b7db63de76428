// The options test files' shared ground (tests/options*.test.ts): pizza sizes, flavours and
// borders and burger adicionais linked to the demo products (ids by name in `o` and `g`), and
// helpers bound to a file's stack that place orders with the anon key and check refusals.
import { beforeAll, expect } from 'vitest';
import type { StackFile } from './fixture.ts';

export const MARGHERITA = '5e1d0001-0000-4000-8000-000000000001'; // 49.90
export const BURGER = '5e1d0001-0000-4000-8000-000000000004';
export const REFRI = '5e1d0001-0000-4000-8000-000000000008';

export type Choice = { option_id: string; quantity?: number };
export type Item = {
  product_id: string;
  quantity: number;
  options?: Choice[];
  notes?: string;
  [key: string]: unknown;
};

export const pizza = (choices: Choice[], quantity = 1): Item => ({
  product_id: MARGHERITA,
  quantity,
  options: choices,
});

/** Registers the file's set-up and gives its helpers, bound to the file's stack `t`. */
export function useOptions(t: StackFile) {
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

  return { o, g, place, orderCount, refused };
}
