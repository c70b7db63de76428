// Prices per size from the outside (docs/ordering-rules.md, "Preço por tamanho"): only the owner
// writes the prices and anyone reads them with the menu; a price keyed by an option of any other
// group is refused, one the line did not choose is ignored, and a group that stops depending on the
// sizes drops them. What place_order charges per size is in option-prices-orders.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useStack } from './support/fixture.ts';
import {
  ACAI_500,
  BROTO,
  GRANDE,
  MEDIA,
  MUCARELA,
  PIZZA,
  QUATRO_QUEIJOS,
  SABORES,
  TAMANHO,
  optionPricesKit,
  pizza,
  saveSabores,
} from './support/option-prices.ts';

const t = useStack();
const { place, placed } = optionPricesKit(t);
let attendant: SupabaseClient;

beforeAll(async () => {
  attendant = (await t.addStaff('caixa', 'attendant', 'Caixa')).client;
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
