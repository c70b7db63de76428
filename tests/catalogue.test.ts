// The catalogue as the admin screens drive it (/products, /menu): a product created with an image
// uploaded to storage first, edited, switched off and deleted; what a customer (anon) then sees.
// The generic per-table permissions are in rls-matrix.test.ts and the bucket rules in
// storage.test.ts; here the same rules are checked on the rows and objects this flow creates.
import { describe, expect, it } from 'vitest';
import { useStack } from './support/fixture.ts';

const t = useStack();

// A 2x1 PNG (so that its width is not mistaken for a default).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR42mP8z8DwnwEIGAEAJgMC/pWXhwAAAABJRU5ErkJggg==',
  'base64',
);

async function anonSees(id: string): Promise<boolean> {
  const { data, error } = await t.anon.from('products').select('id').eq('id', id);
  expect(error).toBeNull();
  return (data ?? []).length === 1;
}

describe('catalogue', () => {
  let productId = '';
  let imageUrl = '';

  it('creates a product whose image was uploaded first, served by its public URL', async () => {
    const path = `products/${Date.now()}-catalogue.png`;
    const upload = await t.owner.storage
      .from('product-images')
      .upload(path, new Blob([PNG], { type: 'image/png' }));
    expect(upload.error).toBeNull();
    imageUrl = t.owner.storage.from('product-images').getPublicUrl(path).data.publicUrl;

    const { data, error } = await t.owner
      .from('products')
      .insert({
        name: 'Pastel de Queijo',
        description: 'Massa crocante',
        price: 12.5,
        category: 'Pastéis',
        image_url: imageUrl,
      })
      .select('id, price, category, is_available, image_url')
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      price: 12.5,
      category: 'Pastéis',
      is_available: true,
      image_url: imageUrl,
    });
    productId = data!.id as string;

    const res = await fetch(imageUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    expect(await anonSees(productId)).toBe(true);
  });

  it('keeps anon from changing or deleting that product, or uploading next to its image', async () => {
    await t.anon.from('products').update({ price: 0.01 }).eq('id', productId);
    await t.anon.from('products').delete().eq('id', productId);
    const insert = await t.anon.from('products').insert({ name: 'Intruso', price: 1 });
    expect(insert.error).not.toBeNull();
    const { data } = await t.owner.from('products').select('price').eq('id', productId).single();
    expect(Number(data!.price)).toBe(12.5);

    const upload = await t.anon.storage
      .from('product-images')
      .upload(`products/anon-${Date.now()}.png`, new Blob([PNG], { type: 'image/png' }));
    expect(upload.error).not.toBeNull();
  });

  it('applies edits and hides an unavailable product from customers, not from the admin', async () => {
    const edit = await t.owner
      .from('products')
      .update({ price: 13.9 })
      .eq('id', productId)
      .select('price')
      .single();
    expect(Number(edit.data!.price)).toBe(13.9);

    await t.owner.from('products').update({ is_available: false }).eq('id', productId);
    expect(await anonSees(productId)).toBe(false);
    const { data } = await t.owner
      .from('products')
      .select('is_available')
      .eq('id', productId)
      .single();
    expect(data!.is_available).toBe(false);
  });

  it('refuses what the product form refuses (short names and categories, prices not above zero)', async () => {
    const rows: Array<{ name: string; price: number; category: string }> = [
      { name: 'Pa', price: 10, category: 'Geral' },
      { name: 'Pastel', price: 0, category: 'Geral' },
      { name: 'Pastel', price: 10, category: 'P' },
    ];
    for (const row of rows) {
      const { error } = await t.owner.from('products').insert(row);
      expect(error?.code).toBe('23514');
    }
  });

  // A bulk insert whose rows have different keys sends null for the missing ones unless asked not
  // to (Prefer: missing=default): the app's legacy mapping always sets the category for that reason.
  it('takes the legacy list in one bulk insert, defaulting the category to Geral', async () => {
    const { data, error } = await t.owner
      .from('products')
      .insert(
        [
          { name: 'Coxinha Legada', price: 6.5, description: 'Frango' },
          { name: 'Kibe Legado', price: 7, description: 'Carne', category: 'Salgados' },
        ],
        { defaultToNull: false },
      )
      .select('id, category');
    expect(error).toBeNull();
    expect(data!.map((row) => row.category)).toEqual(['Geral', 'Salgados']);
    await t.owner
      .from('products')
      .delete()
      .in(
        'id',
        data!.map((row) => row.id as string),
      );
  });

  it('deletes the product for good', async () => {
    const { data } = await t.owner.from('products').delete().eq('id', productId).select('id');
    expect(data).toHaveLength(1);
    const left = await t.owner.from('products').select('id').eq('id', productId);
    expect(left.data).toEqual([]);
  });
});
