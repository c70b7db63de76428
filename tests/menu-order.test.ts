// The menu's order is the owner's, kept by the server: categories in company_settings.category_order
// and products' sort_order, changed only by staff through reorder_categories / reorder_products;
// "destaques" are products with is_featured. Customers (anon) read all of it and change none of it.
import { beforeAll, describe, expect, it } from 'vitest';
import { serviceClient, type TestClient } from './support/stack.ts';
import { useStack } from './support/fixture.ts';
import { nonStaffClient } from './support/users.ts';

const t = useStack();
let outsider: TestClient;

beforeAll(async () => {
  outsider = await nonStaffClient(t.stack);
});

async function categoryOrder(): Promise<string[]> {
  const { data, error } = await t.anon.from('company_settings').select('category_order').single();
  if (error) throw error;
  return data.category_order as string[];
}

async function productsOf(category: string) {
  const { data, error } = await t.anon
    .from('products')
    .select('id, name, sort_order, is_featured')
    .eq('category', category)
    .order('sort_order')
    .order('name');
  if (error) throw error;
  return data;
}

async function someCategory(): Promise<string> {
  const { data, error } = await serviceClient(t.stack).from('products').select('category');
  if (error) throw error;
  const counts = new Map<string, number>();
  for (const row of data) counts.set(row.category, (counts.get(row.category) ?? 0) + 1);
  return [...counts].find(([, n]) => n >= 2)![0];
}

describe('category order', () => {
  it('staff save it (trimmed, each name once) and customers read it', async () => {
    expect(await categoryOrder()).toEqual([]);
    const { data, error } = await t.owner.rpc('reorder_categories', {
      names: [' Lanches ', 'Pizzas', 'lanches', '', 'Bebidas'],
    });
    expect(error).toBeNull();
    expect(data).toEqual(['Lanches', 'Pizzas', 'Bebidas']);
    expect(await categoryOrder()).toEqual(['Lanches', 'Pizzas', 'Bebidas']);
  });

  it('is refused to customers and to accounts that are not staff', async () => {
    const before = await categoryOrder();
    for (const client of [t.anon, outsider]) {
      const { error } = await client.rpc('reorder_categories', { names: ['Bebidas'] });
      expect(error).not.toBeNull();
      // and not by writing the settings row directly either
      await client
        .from('company_settings')
        .update({ category_order: ['Bebidas'] })
        .eq('id', 1);
    }
    expect(await categoryOrder()).toEqual(before);
  });

  it('refuses a name longer than a category can be', async () => {
    const { error } = await t.owner.rpc('reorder_categories', { names: ['x'.repeat(61)] });
    expect(error?.code).toBe('P0001');
    expect(error?.details).toBe('invalid_category_order');
  });
});

describe('product order and destaques', () => {
  it('staff reorder the products of a category', async () => {
    const category = await someCategory();
    const ids = (await productsOf(category)).map((p) => p.id).reverse();
    const { error } = await t.owner.rpc('reorder_products', { ids });
    expect(error).toBeNull();
    const after = await productsOf(category);
    expect(after.map((p) => p.id)).toEqual(ids);
    expect(after.map((p) => p.sort_order)).toEqual(ids.map((_, i) => i + 1));
  });

  it('customers and non-staff accounts cannot reorder or feature products', async () => {
    const category = await someCategory();
    const before = await productsOf(category);
    const ids = before.map((p) => p.id).reverse();
    for (const client of [t.anon, outsider]) {
      const { error } = await client.rpc('reorder_products', { ids });
      expect(error).not.toBeNull();
      await client.from('products').update({ is_featured: true }).eq('id', ids[0]!);
    }
    expect(await productsOf(category)).toEqual(before);
  });

  it('staff feature a product and customers see it featured', async () => {
    const category = await someCategory();
    const [first] = await productsOf(category);
    expect(first!.is_featured).toBe(false);
    const { error } = await t.owner
      .from('products')
      .update({ is_featured: true })
      .eq('id', first!.id);
    expect(error).toBeNull();
    const { data } = await t.anon.from('products').select('id').eq('is_featured', true);
    expect(data).toEqual([{ id: first!.id }]);
  });
});
