import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageVariants, isVariantName, variantPath } from '@/lib/image-variants';

const BASE = 'http://127.0.0.1:54321/storage/v1/object/public/product-images/products';
const NAME = '1764000000000-0b6f2c1e-3d4a-4f5b-8c9d-0e1f2a3b4c5d';

describe('variantPath', () => {
  it('names each width beside its siblings, WebP or JPEG', () => {
    expect(variantPath(`products/${NAME}`, 320, 'image/webp')).toBe(`products/${NAME}-320.webp`);
    expect(variantPath(`products/${NAME}`, 160, 'image/jpeg')).toBe(`products/${NAME}-160.jpg`);
  });
});

describe('imageSrcSet', () => {
  it('lists every stored width up to the one in the database', () => {
    expect(imageSrcSet(`${BASE}/${NAME}-640.webp`)).toBe(
      `${BASE}/${NAME}-160.webp 160w, ${BASE}/${NAME}-320.webp 320w, ${BASE}/${NAME}-640.webp 640w`,
    );
    // A logo is stored at 160 and 320 only.
    expect(imageSrcSet(`${BASE}/${NAME}-320.jpg`)).toBe(
      `${BASE}/${NAME}-160.jpg 160w, ${BASE}/${NAME}-320.jpg 320w`,
    );
  });

  it('leaves older uploads, data URLs and other sites alone', () => {
    for (const url of [
      `${BASE}/${NAME}.webp`,
      `${BASE}/pizza-640.webp`,
      'https://cdn.example.com/fotos/1764000000000-0b6f2c1e-3d4a-4f5b-8c9d-0e1f2a3b4c5d-640.webp',
      `${BASE}/${NAME}-500.webp`,
      `${BASE}/${NAME}-640.webp?v=2`,
      `${BASE}/${NAME}-640.png`,
      'data:image/png;base64,AAAA',
      '',
      null,
      undefined,
    ]) {
      expect(imageSrcSet(url)).toBeUndefined();
      expect(imageVariants(url)).toBeNull();
    }
  });

  it('gives no srcset for a single width', () => {
    expect(imageVariants(`${BASE}/${NAME}-160.webp`)).toEqual([
      { url: `${BASE}/${NAME}-160.webp`, width: 160 },
    ]);
    expect(imageSrcSet(`${BASE}/${NAME}-160.webp`)).toBeUndefined();
  });
});

describe('isVariantName', () => {
  it('recognises the immutable names, with or without folders', () => {
    expect(isVariantName(`products/${NAME}-640.webp`)).toBe(true);
    expect(isVariantName(`${NAME}-160.jpg`)).toBe(true);
    expect(isVariantName(`products/${NAME}.webp`)).toBe(false);
    expect(isVariantName('logo.png')).toBe(false);
    expect(isVariantName(`products/${NAME}-999.webp`)).toBe(false);
  });
});
