// /storage/v1: the product-images bucket as the admin and as an anonymous visitor.
import { describe, expect, it } from 'vitest';
import { useStack } from './support/fixture.ts';

const t = useStack();

// The smallest valid PNG: 1x1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe('storage', () => {
  it('lets the admin upload an image that anyone can then download', async () => {
    const { data, error } = await t.owner.storage
      .from('product-images')
      .upload('pizzas/margherita.png', new Blob([PNG], { type: 'image/png' }));
    expect(error).toBeNull();
    expect(data?.path).toBe('pizzas/margherita.png');
    const { data: url } = t.anon.storage
      .from('product-images')
      .getPublicUrl('pizzas/margherita.png');
    const res = await fetch(url.publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('refuses uploads from anon', async () => {
    const { error } = await t.anon.storage
      .from('product-images')
      .upload('anon.png', new Blob([PNG], { type: 'image/png' }));
    expect(error).not.toBeNull();
    expect((error as { statusCode?: string }).statusCode).toBe('403');
    const res = await fetch(
      t.anon.storage.from('product-images').getPublicUrl('anon.png').data.publicUrl,
    );
    expect(res.status).toBe(400);
  });

  it('refuses files that are not images, or that pretend to be', async () => {
    const text = await t.owner.storage
      .from('product-images')
      .upload('x.txt', new Blob(['hello'], { type: 'text/plain' }));
    expect((text.error as { statusCode?: string }).statusCode).toBe('415');
    const fake = await t.owner.storage
      .from('product-images')
      .upload(
        'fake.png',
        new Blob(['<html><script>alert(1)</script></html>'], { type: 'image/png' }),
      );
    expect((fake.error as { statusCode?: string }).statusCode).toBe('415');
  });

  it('refuses images over 5 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const { error } = await t.owner.storage
      .from('product-images')
      .upload('big.png', new Blob([big], { type: 'image/png' }));
    expect((error as { statusCode?: string }).statusCode).toBe('413');
  });

  it('lets the admin replace and delete, and anon do neither', async () => {
    await t.owner.storage
      .from('company-assets')
      .upload('logo.png', new Blob([PNG], { type: 'image/png' }));
    const replaced = await t.owner.storage
      .from('company-assets')
      .upload('logo.png', new Blob([PNG], { type: 'image/png' }), { upsert: true });
    expect(replaced.error).toBeNull();
    const anonRemove = await t.anon.storage.from('company-assets').remove(['logo.png']);
    expect(anonRemove.data ?? []).toEqual([]);
    const stillThere = await fetch(
      t.anon.storage.from('company-assets').getPublicUrl('logo.png').data.publicUrl,
    );
    expect(stillThere.status).toBe(200);
    const removed = await t.owner.storage.from('company-assets').remove(['logo.png']);
    expect(removed.data).toHaveLength(1);
    const gone = await fetch(
      t.anon.storage.from('company-assets').getPublicUrl('logo.png').data.publicUrl,
    );
    expect(gone.status).toBe(400);
  });

  it("serves a picture's widths as immutable for a year, other files for an hour", async () => {
    // Only the header matters to the server's check: "RIFF", size, "WEBP".
    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.from([24, 0, 0, 0]),
      Buffer.from('WEBPVP8L'),
      Buffer.alloc(16),
    ]);
    const name = 'products/1764000000000-0b6f2c1e-3d4a-4f5b-8c9d-0e1f2a3b4c5d-320.webp';
    const bucket = t.owner.storage.from('product-images');
    expect((await bucket.upload(name, new Blob([webp], { type: 'image/webp' }))).error).toBeNull();
    const variant = await fetch(
      t.anon.storage.from('product-images').getPublicUrl(name).data.publicUrl,
    );
    expect(variant.status).toBe(200);
    expect(variant.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const plain = 'products/cardapio.webp';
    await bucket.upload(plain, new Blob([webp], { type: 'image/webp' }), { cacheControl: '3600' });
    const other = await fetch(
      t.anon.storage.from('product-images').getPublicUrl(plain).data.publicUrl,
    );
    expect(other.status).toBe(200);
    expect(other.headers.get('cache-control')).toBe('max-age=3600');
  });
});
