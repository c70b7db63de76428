// The owner's complementos editor against a real stack: set_product_option_groups links groups to
// a product in order, for staff only.
import { beforeAll, describe, expect, it } from 'vitest';
import { useStack } from './support/fixture.ts';
import { save } from './support/option-admin.ts';
import { nonStaffClient } from './support/users.ts';

const COXINHA = '5e1d0001-0000-4000-8000-000000000006';

const t = useStack();

async function linksOf(productId: string) {
  const { data, error } = await t.service
    .from('product_option_groups')
    .select('group_id, sort_order')
    .eq('product_id', productId)
    .order('sort_order');
  if (error) throw error;
  return data.map((link) => link.group_id as string);
}

describe('set_product_option_groups', () => {
  let a: string;
  let b: string;
  let c: string;

  beforeAll(async () => {
    const made = await Promise.all(
      ['Molhos', 'Bebida do combo', 'Sobremesa do combo'].map((name) =>
        save(t.owner, { name, min: 0, max: 1 }, [{ name: 'Uma', price: 1 }]),
      ),
    );
    [a, b, c] = made.map((result) => result.data as string) as [string, string, string];
  });

  it('links groups in order, reorders and unlinks them', async () => {
    expect(
      (await t.owner.rpc('set_product_option_groups', { product_id: COXINHA, group_ids: [b, a] }))
        .error,
    ).toBeNull();
    expect(await linksOf(COXINHA)).toEqual([b, a]);
    await t.owner.rpc('set_product_option_groups', { product_id: COXINHA, group_ids: [a, c, b] });
    expect(await linksOf(COXINHA)).toEqual([a, c, b]);
    await t.owner.rpc('set_product_option_groups', { product_id: COXINHA, group_ids: [c] });
    expect(await linksOf(COXINHA)).toEqual([c]);
    // The menu sees it: the coxinha now has complementos.
    const { data } = await t.anon
      .from('products')
      .select('id, product_option_groups(group_id)')
      .eq('id', COXINHA)
      .single();
    expect(data!.product_option_groups).toEqual([{ group_id: c }]);
    await t.owner.rpc('set_product_option_groups', { product_id: COXINHA, group_ids: [] });
    expect(await linksOf(COXINHA)).toEqual([]);
  });

  it('refuses unknown groups or products and outsiders, changing nothing', async () => {
    await t.owner.rpc('set_product_option_groups', { product_id: COXINHA, group_ids: [a] });
    const ghost = '00000000-0000-4000-8000-000000000000';
    const unknownGroup = await t.owner.rpc('set_product_option_groups', {
      product_id: COXINHA,
      group_ids: [b, ghost],
    });
    expect(unknownGroup.error?.details).toBe('not_found');
    const unknownProduct = await t.owner.rpc('set_product_option_groups', {
      product_id: ghost,
      group_ids: [a],
    });
    expect(unknownProduct.error?.details).toBe('not_found');
    const outsider = await nonStaffClient(t.stack);
    for (const client of [t.anon, outsider]) {
      const { error } = await client.rpc('set_product_option_groups', {
        product_id: COXINHA,
        group_ids: [b, c],
      });
      expect(error).not.toBeNull();
    }
    expect(await linksOf(COXINHA)).toEqual([a]);
    await t.owner.rpc('set_product_option_groups', { product_id: COXINHA, group_ids: [] });
  });
});
