import { describe, expect, it } from 'vitest';
import { storage } from '@/lib/supabase-storage';
import { storagePathOf } from './images';

describe('storagePathOf', () => {
  it('finds the object path of this bucket’s public URLs only', () => {
    const url = storage.from('product-images').getPublicUrl('products/a b.webp').data.publicUrl;
    expect(storagePathOf('product-images', url)).toBe('products/a b.webp');
    expect(storagePathOf('company-assets', url)).toBeNull();
    expect(storagePathOf('product-images', '/demo/pizza.svg')).toBeNull();
    expect(storagePathOf('product-images', null)).toBeNull();
  });
});
